import { createElement, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** Says a message in the reader's language; `id` is one of the catalogue's. */
export interface Translate<Id extends string> {
  (id: Id, values?: MessageValues): string;
  /**
   * The message with `words`, what a person wrote (a habit's name, a task's description), each
   * isolated in a <bdi>: in the Arabic app "“10 push-ups” will be removed" would otherwise show
   * the English name's number after its words, and the page's quotes around the wrong part.
   */
  withTheirWords(
    id: Id,
    words: Record<string, string | undefined>,
    values?: MessageValues,
  ): ReactNode;
}

/**
 * The translator hook of one front end, typed by its English catalogue: a message id missing
 * from that catalogue (a typo, a message not written yet) is a type error, not a raw id on
 * screen. Each front end makes its own: `createUseText<typeof en>()`.
 */
export function createUseText<Catalogue extends object>() {
  return function useText(): Translate<Extract<keyof Catalogue, string>> {
    const intl = useIntl();
    return useMemo(() => {
      const t = (id: string, values?: MessageValues) => intl.formatMessage({ id }, values);
      const isolated = (words: Record<string, string | undefined>) =>
        Object.fromEntries(
          // Keyed: the message comes back as a list of its texts and these elements.
          Object.entries(words).map(([name, text]) => [
            name,
            createElement('bdi', { key: name }, text),
          ]),
        );
      return Object.assign(t, {
        withTheirWords: (
          id: string,
          words: Record<string, string | undefined>,
          values?: MessageValues,
        ): ReactNode => intl.formatMessage({ id }, { ...values, ...isolated(words) }),
      });
    }, [intl]);
  };
}
