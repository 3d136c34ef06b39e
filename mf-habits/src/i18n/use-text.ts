import { createUseText } from '@ps/web/text';
import type en from './en.json';

export type HabitsMessageId = Extract<keyof typeof en, string>;

/** This front end's translator: message ids are checked against its English catalogue. */
export const useText = createUseText<typeof en>();
