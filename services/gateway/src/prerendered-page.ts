import { readFile } from 'node:fs/promises';
import type { Language } from '@ps/contracts/auth';
import { isRtl } from '@ps/contracts/language';
import { statOrUndefined } from '@ps/service/static-files';

/** The shell page's preloads: the app's code and first reads, for its start. */
const PRELOAD = /<link\b(?=[^>]*\brel="preload")[^>]*>/g;
const ROOT_ELEMENT = '<div id="root"></div>';

interface Placement {
  language: Language;
  /** The attribute that marks the fragment, with the language as its value. */
  attribute: string;
  /** Whether the app's start is preloaded: not where the app starts only on the visitor's intent. */
  preloads: boolean;
  /**
   * Shown but not usable (the inert attribute: no clicks, no focus, nothing for a screen reader)
   * until the app draws the page over it: a picture of the page, not one that works without it.
   */
  inert?: boolean;
}

/**
 * The shell's index.html with `fragment` inside #root and the page's language and direction set;
 * null when the page has no place for it.
 */
export function withPrerendered(index: string, fragment: string, placement: Placement) {
  if (!index.includes(ROOT_ELEMENT) || !/<html[^>]*>/.test(index)) return null;
  const { language, attribute } = placement;
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  return (placement.preloads ? index : index.replace(PRELOAD, ''))
    .replace(/<html[^>]*>/, `<html lang="${language}" dir="${dir}">`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root"><div ${attribute}="${language}"${placement.inert ? ' inert' : ''} style="display:contents">${fragment}</div></div>`,
    );
}

/** By the files it is made of, what `compose` made of them, while none of them has changed. */
const composed = new Map<string, { version: string; value: unknown }>();

/**
 * `compose` of the files' texts, kept until one of the files changes (a rebuild); undefined when
 * one of them is missing. The files alone are the key: one `compose` for a given set of files.
 */
export async function composedFrom<T>(
  files: string[],
  compose: (texts: string[]) => T,
): Promise<T | undefined> {
  const stats = await Promise.all(files.map(statOrUndefined));
  if (!stats.every((file) => file?.isFile())) return undefined;
  const key = files.join('\n');
  const version = stats.map((file) => file!.mtimeMs).join(':');
  const cached = composed.get(key);
  if (cached?.version === version) return cached.value as T;
  const value = compose(await Promise.all(files.map((file) => readFile(file, 'utf8'))));
  composed.set(key, { version, value });
  return value;
}
