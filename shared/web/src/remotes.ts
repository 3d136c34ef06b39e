export { REMOTE_EXPOSES, type RemoteName } from '@ps/contracts/api';

/** A module a remote exposes: one of its names in @ps/contracts' remotes.json. */
export type ExposedModule = string;

/** Props of mf-tasks' AddTaskDialog, opened by the shell's quick action. */
export interface AddTaskDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The shell links to `/pomodoro?start=1` to start a focus session at once. */
export const START_FOCUS_PARAM = 'start';
