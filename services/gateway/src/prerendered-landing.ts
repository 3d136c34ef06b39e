import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import {
  LANGUAGE_COOKIE,
  PRERENDERED_LANDING_ATTRIBUTE,
  prerenderedLandingPath,
} from '@ps/contracts/api';
import { languages, type Language } from '@ps/contracts/auth';
import { DEFAULT_LANGUAGE, isRtl } from '@ps/contracts/language';
import { REVALIDATE } from '@ps/service/cache-rules';
import { SESSION_COOKIE } from '@ps/service/session';
import { statOrUndefined } from '@ps/service/static-files';

interface ComposedPage {
  body: string;
  etag: string;
}

/** By landing file (one per static root and language), the page composed from the current builds. */
const composed = new Map<string, ComposedPage & { version: string }>();

/**
 * `/` for a visitor without a session: the shell's index.html with mf-landing's prerendered
 * landing page inside #root, so a phone paints the page before any JavaScript has run. The
 * language is the one the shell would render: the visitor's choice (LANGUAGE_COOKIE), else
 * English. Answers false (the plain index.html then) for a session, or when either build is
 * missing or has no place for the landing.
 */
export async function sendPrerenderedLanding(ctx: Context, root: string): Promise<boolean> {
  if (ctx.cookies.get(SESSION_COOKIE)) return false;
  const cookie = ctx.cookies.get(LANGUAGE_COOKIE);
  const language: Language = languages.find((known) => known === cookie) ?? DEFAULT_LANGUAGE;
  const page = await composedPage(root, language);
  if (!page) return false;
  ctx.set('Cache-Control', REVALIDATE);
  // sw.js keeps only the plain shell page for offline use.
  ctx.set('X-Prerendered', 'mf-landing');
  ctx.type = 'html';
  ctx.etag = page.etag;
  ctx.status = 200;
  if (ctx.fresh) ctx.status = 304;
  else ctx.body = page.body;
  return true;
}

async function composedPage(root: string, language: Language): Promise<ComposedPage | null> {
  const indexFile = path.join(root, 'shell', 'dist', 'index.html');
  const landingFile = path.join(
    root,
    'mf-landing',
    'dist',
    ...prerenderedLandingPath(language).split('/'),
  );
  const stats = await Promise.all([indexFile, landingFile].map(statOrUndefined));
  if (!stats.every((file) => file?.isFile())) return null;
  const version = stats.map((file) => file!.mtimeMs).join(':');
  const cached = composed.get(landingFile);
  if (cached?.version === version) return cached;
  const [index, landing] = await Promise.all(
    [indexFile, landingFile].map((file) => readFile(file, 'utf8')),
  );
  const body = withLanding(index, landing, language);
  if (!body) return null;
  const page = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
  composed.set(landingFile, { ...page, version });
  return page;
}

/** The shell page's preloads: the app's code and first reads, for its start. */
const PRELOAD = /<link\b(?=[^>]*\brel="preload")[^>]*>/g;

/**
 * index.html with the landing in #root and the page's language and direction set. Nothing of the
 * app's start is preloaded: on the landing it starts only when the visitor reaches for a control.
 */
function withLanding(index: string, landing: string, language: Language): string | null {
  const rootElement = '<div id="root"></div>';
  if (!index.includes(rootElement) || !/<html[^>]*>/.test(index)) return null;
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  return index
    .replace(PRELOAD, '')
    .replace(/<html[^>]*>/, `<html lang="${language}" dir="${dir}">`)
    .replace(
      rootElement,
      () =>
        `<div id="root"><div ${PRERENDERED_LANDING_ATTRIBUTE}="${language}" style="display:contents">${landing}</div></div>`,
    );
}
