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
  /**
   * Painted whole: the browser draws nothing until it has parsed the whole fragment. A busy phone
   * parses a long page in turns, and would otherwise paint the frame's header alone, then lay the
   * page out again in a task of its own while the person waits for it.
   */
  paintedWhole?: boolean;
}

/**
 * An empty element after the fragment: the browser paints once it has parsed it. A browser holds
 * rendering until the element a rel="expect" link names is in the document, which for the
 * fragment's own wrapper would be as soon as its start tag is.
 */
const PARSED_MARK = '<i id="prerendered-end" hidden></i>';

/**
 * Holds the page's rendering until the mark is parsed (rel="expect" with blocking="render"); a
 * browser without it ignores it and paints as the page arrives.
 */
const PAINT_WHEN_PARSED = '<link rel="expect" href="#prerendered-end" blocking="render">';

/**
 * The shell's index.html with `fragment` inside #root and the page's language and direction set;
 * null when the page has no place for it.
 */
export function withPrerendered(index: string, fragment: string, placement: Placement) {
  if (!index.includes(ROOT_ELEMENT) || !/<html[^>]*>/.test(index)) return null;
  const { language, attribute, paintedWhole } = placement;
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  const page = (placement.preloads ? index : index.replace(PRELOAD, ''))
    .replace(/<html[^>]*>/, `<html lang="${language}" dir="${dir}">`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root"><div ${attribute}="${language}"${placement.inert ? ' inert' : ''} style="display:contents">${fragment}${paintedWhole ? PARSED_MARK : ''}</div></div>`,
    );
  // First in <head>: no rendering starts before the link is read, however the page arrives.
  return paintedWhole ? page.replace('<head>', () => `<head>${PAINT_WHEN_PARSED}`) : page;
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
