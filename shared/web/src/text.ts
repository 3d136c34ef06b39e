import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** Says a message in the reader's language; `id` is one of the catalogue's. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/**
 * The translator hook of one front end, typed by its English catalogue: a message id missing
 * from that catalogue (a typo, a message not written yet) is a type error, not a raw id on
 * screen. Each front end makes its own: `createUseText<typeof en>()`.
 */
export function createUseText<Catalogue extends object>() {
  return function useText(): Translate<Extract<keyof Catalogue, string>> {
    const intl = useIntl();
    return useCallback(
      (id: string, values?: MessageValues) => intl.formatMessage({ id }, values),
      [intl],
    );
  };
}
