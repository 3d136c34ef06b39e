/**
 * For Node only (the gateway runs it, a remote's build bundles it), never part of a browser's
 * download: a remote's page drawn with the signed-in person's own data, for the gateway to send
 * inside the page's HTML. A phone then paints their tasks with the page's first paint, seconds
 * before the app's code could have asked for them and drawn them.
 *
 * The page draws exactly as in the app, through the same reads: a first drawing notes which
 * reads its screens ask for, they are answered (as the person, by the gateway's own API), and
 * the page is drawn again with the answers, until it asks for nothing new. The answers are sent
 * with the HTML, so the app's first render draws the same rows without asking again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ComponentType } from 'react';
import { dehydrate, skipToken, type Query } from '@tanstack/react-query';
import {
  API,
  type DrawnFirstView,
  type FirstViewRenderer,
  type FirstViewRequest,
} from '@ps/contracts/api';
import { languages, type Language } from '@ps/contracts/auth';
import { callApiFrom } from '@ps/web/api';
import { loadEveryCatalogue } from '@ps/web/intl';
import { prerenderedUser, remotePageFirstView } from '@ps/web/prerender';
import { createQueryClient } from '@ps/web/query-client';
import { queryKeys } from '@ps/web/query-keys';
import type { SampleAnswers } from '@ps/web/sample-answers';

/** A page that keeps asking for new reads after this many drawings is sent as it stands. */
const MAX_DRAWINGS = 3;

/** The request being drawn: each of the gateway's requests draws in its own async context. */
const drawing = new AsyncLocalStorage<FirstViewRequest>();

callApiFrom(() => drawing.getStore());

/**
 * What a page shows from this browser's own stores rather than from its reads, where the server
 * knows it as well (the focus run, the timer's lengths): read as the person, then put in the
 * page's stores right before each drawing and taken out right after (`putInPlace(null)`), so
 * the page draws it instead of keeping its place blank, and no other request's drawing sees it.
 * A remote gives it as `knownOnServer` in `src/exposes/<module>.server.ts`, the module's name in
 * kebab-case.
 */
export interface KnownOnServer<T> {
  read: () => Promise<T>;
  putInPlace: (known: T | null) => void;
}

/** What a remote's build exports for the gateway: its page at `route`, drawn per request. */
export function firstViewRenderer<T>(
  route: string,
  Page: ComponentType,
  knownOnServer?: KnownOnServer<T>,
): FirstViewRenderer {
  // The page's texts, downloaded in a browser, are in this file: loaded once, for every drawing.
  const textsLoaded = loadEveryCatalogue();
  return (request) =>
    drawing.run(request, async () => {
      await textsLoaded;
      return drawWithData(route, Page, request, knownOnServer);
    });
}

/**
 * `Page` drawn as the build's made-up person (`answers`, sample-answers.ts) sees it, in `language`
 * on UTC's calendar: for the styles its screens make around data, which a page's build adds to
 * its first view (write-first-views.tsx).
 */
export async function drawnWithSampleData(
  route: string,
  Page: ComponentType,
  language: Language,
  answers: SampleAnswers,
): Promise<string> {
  const send = async (apiPath: string) => {
    const answer = apiPath === API.authUser ? prerenderedUser(language, 'Sam') : answers(apiPath);
    return answer === undefined
      ? new Response(null, { status: 404 })
      : Response.json(answer, { status: 200 });
  };
  const { html } = await firstViewRenderer(route, Page)({ language, timeZone: 'UTC', send });
  return html;
}

function languageOf(asked: string): Language {
  return languages.find((language) => language === asked) ?? languages[0];
}

async function drawWithData<T>(
  route: string,
  Page: ComponentType,
  { signal, ...request }: FirstViewRequest,
  knownOnServer?: KnownOnServer<T>,
): Promise<DrawnFirstView> {
  const language = languageOf(request.language);
  const client = createQueryClient();
  const enabledByScreen = noteWhatScreensEnable(client);
  // The gateway draws for a session it has just checked; signed out since, nothing is drawn.
  if (!(await client.fetchQuery({ queryKey: queryKeys.currentUser }))) {
    throw new Error('No one is signed in');
  }
  // Not known after all (a read failed): its place stays blank, as without the server.
  const known = knownOnServer ? await knownOnServer.read().catch(() => null) : null;
  signal?.throwIfAborted();
  const draw = () => {
    knownOnServer?.putInPlace(known);
    try {
      return remotePageFirstView(language, route, Page, client, {
        browserStateKnown: known !== null,
        timeZone: request.timeZone,
      });
    } finally {
      knownOnServer?.putInPlace(null);
    }
  };
  let html = draw();
  for (let drawings = 1; drawings < MAX_DRAWINGS; drawings += 1) {
    const asked = client
      .getQueryCache()
      .getAll()
      .filter((query) => isAskedFor(query, enabledByScreen.get(query.queryHash)));
    if (asked.length === 0) break;
    // A read that fails is left to the app, which asks for it as usual.
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    // The page went without this drawing: nothing more is drawn for it.
    signal?.throwIfAborted();
    html = draw();
  }
  return { html, reads: dehydrate(client) };
}

type Enabled = boolean | ((query: Query) => boolean) | undefined;

/**
 * Whether a screen's read is on is its hook's option, not the query's: noted as each hook asks
 * the client for its options while the page draws.
 */
function noteWhatScreensEnable(client: ReturnType<typeof createQueryClient>) {
  const enabled = new Map<string, Enabled>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaults(options);
    enabled.set(defaulted.queryHash, defaulted.enabled as Enabled);
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  return enabled;
}

/** Not answered yet, not on its way, and on for the screen that asked. */
function isAskedFor(query: Query, enabled: Enabled): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (query.options.queryFn === skipToken) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}
