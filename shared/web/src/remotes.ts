import type { ComponentType } from 'react';
import type { Language } from '@ps/contracts/auth';

export { REMOTE_EXPOSES, type RemoteName } from '@ps/contracts/api';

/** A module a remote exposes: one of its names in @ps/contracts' remotes.json. */
export type ExposedModule = string;

/**
 * What an exposed module exports: its component, and the download of the remote's texts in a
 * language. The shell waits for both before it draws the component, so its first render speaks
 * the page's language instead of waiting again, blank, for the texts.
 */
export interface ExposedModuleExports<P> {
  default?: ComponentType<P>;
  loadTexts?: (language: Language) => Promise<unknown>;
}

/** Props of mf-tasks' AddTaskDialog, opened by the shell's quick action. */
export interface AddTaskDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The shell links to `/pomodoro?start=1` to start a focus session at once. */
export const START_FOCUS_PARAM = 'start';
