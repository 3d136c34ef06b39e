import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Context } from 'koa';
import {
  LANGUAGE_COOKIE,
  PRERENDERED_LANDING_ATTRIBUTE,
  prerenderedLandingPath,
} from '@ps/contracts/api';
import { languages, type Language } from '@ps/contracts/auth';
import { DEFAULT_LANGUAGE } from '@ps/contracts/language';
import { REVALIDATE } from '@ps/service/cache-rules';
import { SESSION_COOKIE } from '@ps/service/session';
import { composedFrom, withPrerendered } from './prerendered-page';

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

function composedPage(root: string, language: Language) {
  const files = [
    path.join(root, 'shell', 'dist', 'index.html'),
    path.join(root, 'mf-landing', 'dist', ...prerenderedLandingPath(language).split('/')),
  ];
  // Nothing of the app's start is preloaded: on the landing it starts only when the visitor
  // reaches for a control.
  return composedFrom(files, ([index, landing]) => {
    const body = withPrerendered(index!, landing!, {
      language,
      attribute: PRERENDERED_LANDING_ATTRIBUTE,
      preloads: false,
    });
    return body && { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
  }).then((page) => page ?? null);
}
