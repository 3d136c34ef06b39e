import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { loadEveryCatalogue } from './shared/web/src/intl';

// jsdom lacks these Node globals, which react-dom/server reads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Each test starts as a new visitor: no cookies (the shell keeps a visitor's language in one).
afterEach(() => {
  // A test that runs in Node (as the builds' prerender does) has no page.
  if (typeof document === 'undefined') return;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

// The app downloads a language's texts when a page first speaks it; the test files' catalogues
// (defined as their modules load) are all here before any test renders, as after a first visit.
beforeAll(() => loadEveryCatalogue());

// jsdom has no browser's default styles: every element's display reads as empty, so an accessible
// name took a person's own words, isolated in a <bdi> inside a line ("Welcome back, <bdi>Sam</bdi>!"),
// for a block of their own ("Welcome back, Sam !"). A browser draws a <bdi> inline, as here.
beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.head.insertAdjacentHTML('beforeend', '<style>bdi { display: inline }</style>');
});
