import type { IntlShape } from 'react-intl';
import type { ImportCounts } from '@ps/contracts/your-data';
import type { Translate } from '@ps/web/text';
import type { YourDataMessageId } from '../i18n/use-text';

const COUNT_KINDS = ['habits', 'checkIns', 'tasks', 'focusSessions'] as const;

/** Each kind of record the counts hold, with how many, in the reader's language: "3 habits". */
export function countLines(t: Translate<YourDataMessageId>, counts: ImportCounts): string[] {
  return COUNT_KINDS.filter((kind) => counts[kind] > 0).map((kind) =>
    t(`yourData.import.count.${kind}`, { count: counts[kind] }),
  );
}

/** The same, joined as a sentence: "3 habits and 1 task". */
export function countSentence(
  intl: IntlShape,
  t: Translate<YourDataMessageId>,
  counts: ImportCounts,
): string {
  return intl.formatList(countLines(t, counts), { type: 'conjunction' });
}

export function totalOf(counts: ImportCounts): number {
  return COUNT_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
}
