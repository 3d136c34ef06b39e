import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type en from './en.json';

export type ProgressMessageId = keyof typeof en;
export type MessageValues = Record<string, string | number>;

/** The remote's translator: message ids are checked against the English catalogue. */
export function useText() {
  const intl = useIntl();
  return useCallback(
    (id: ProgressMessageId, values?: MessageValues) => intl.formatMessage({ id }, values),
    [intl],
  );
}
