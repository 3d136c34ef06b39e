import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these Node globals that react-router reads at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Each test starts as a new visitor: no cookies (the shell keeps a visitor's language in one).
afterEach(() => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
