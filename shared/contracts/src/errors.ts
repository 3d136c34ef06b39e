import en from './i18n/en.json';

/**
 * Every error the API answers has a stable code. Its English text is the catalogue entry
 * `error.<code>` in ./i18n/en.json (ICU syntax, so a count reads "1 minute" but "2 minutes");
 * the French and Arabic catalogues beside it translate the same ids, and the browser shows the
 * text in the user's language from the code and params, never from the English `message`.
 */
type CatalogueId = keyof typeof en;
export type ErrorCode = CatalogueId extends `error.${infer Code}` ? Code : never;

/** Values an error's text refers to, e.g. `{minutes: 3}` for "Try again in 3 minutes." */
export type ErrorParams = Record<string, string | number>;

export const errorMessageId = (code: ErrorCode): CatalogueId => `error.${code}`;

/** The English ICU text of a code. */
export function englishErrorText(code: ErrorCode): string {
  return en[errorMessageId(code)];
}

const codeByEnglishText = new Map<string, ErrorCode>(
  (Object.keys(en) as CatalogueId[]).map((id) => [en[id], id.slice('error.'.length) as ErrorCode]),
);

/**
 * The code of a fixed English text, for messages written into the zod schemas: a validation
 * issue's message is the catalogue's English text, and this finds which entry it was.
 */
export function errorCodeOfText(text: string): ErrorCode | undefined {
  return codeByEnglishText.get(text);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && `error.${value}` in en;
}
