import type { MessagesByLanguage } from '@ps/web/intl';
import en from './en.json';
import fr from './fr.json';
import ar from './ar.json';

export const pomodoroMessages: MessagesByLanguage = { en, fr, ar };
