import { useIntl } from 'react-intl';
import type en from '../i18n/en.json';

export type LandingMessageId = keyof typeof en;
export type MessageValues = Record<string, string | number>;

/** The landing's translator: message ids are checked against the English catalogue. */
export function useText() {
  const intl = useIntl();
  return (id: LandingMessageId, values?: MessageValues) => intl.formatMessage({ id }, values);
}
