/// <reference types="chrome" />
import type { Language } from '@ps/contracts/auth';

type Catalogue = Record<string, { message: string }>;

/**
 * The blocked page speaks the user's language in the app, which may differ from the browser's:
 * it reads that language's `_locales` catalogue itself (chrome.i18n would pick the browser's).
 */
export async function textsIn(
  language: Language,
): Promise<(id: string, values?: Record<string, string | number>) => string> {
  const response = await fetch(chrome.runtime.getURL(`_locales/${language}/messages.json`));
  const catalogue = (await response.json()) as Catalogue;
  return (id, values = {}) =>
    (catalogue[id]?.message ?? id).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}
