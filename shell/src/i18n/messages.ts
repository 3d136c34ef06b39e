import type { MessagesByLanguage } from '@ps/web/intl';
import en from './en.json';
import fr from './fr.json';
import ar from './ar.json';

/** The shell's own strings; the shared kit's are merged in by withFallback. */
export const shellMessages: MessagesByLanguage = { en, fr, ar };
