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

/**
 * The English text of a code with its placeholders filled: `{site}` → the site. For validation
 * messages written into the zod schemas; texts with plural forms are formatted by the services.
 */
export function englishErrorTextWith(code: ErrorCode, params: ErrorParams): string {
  return englishErrorText(code).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

const codeByEnglishText = new Map<string, ErrorCode>(
  (Object.keys(en) as CatalogueId[]).map((id) => [en[id], id.slice('error.'.length) as ErrorCode]),
);

/** Texts with simple `{name}` placeholders, as patterns that give the code and the values back. */
const templatedTexts = (Object.keys(en) as CatalogueId[])
  .filter((id) => /\{\w+\}/.test(en[id]) && !/\{\w+,/.test(en[id]))
  .map((id) => {
    const names: string[] = [];
    const pattern = en[id]
      .split(/\{(\w+)\}/)
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
        names.push(part);
        return '(.+?)';
      })
      .join('');
    return {
      code: id.slice('error.'.length) as ErrorCode,
      names,
      pattern: new RegExp(`^${pattern}$`),
    };
  });

/**
 * The code (and the placeholder values) of an English catalogue text, for messages written into
 * the zod schemas: a validation issue's message is the catalogue's English text, and this finds
 * which entry it was.
 */
export function errorOfText(text: string): { code: ErrorCode; params?: ErrorParams } | undefined {
  const fixed = codeByEnglishText.get(text);
  if (fixed) return { code: fixed };
  for (const { code, names, pattern } of templatedTexts) {
    const match = pattern.exec(text);
    if (match) return { code, params: Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])) };
  }
  return undefined;
}

/** The code of a fixed English text (see errorOfText). */
export function errorCodeOfText(text: string): ErrorCode | undefined {
  return codeByEnglishText.get(text);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && `error.${value}` in en;
}
