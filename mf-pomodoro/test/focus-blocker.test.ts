import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { BLOCK_CHECK_INTERVAL_MS, BLOCK_OVERLAY_MS } from '@ps/contracts/constants';
import { BLOCKED_HOST_CASES } from '../../shared/contracts/test/blocked-host-cases';
import { FOCUS_MODE_KEY, clearFocusFlags, writeFocusFlags } from '../src/focus-mode/focus-flags';

const script = readFileSync(path.join(__dirname, '../public/focus-blocker.js'), 'utf8');

interface FocusBlocker {
  matchesHost(host: string, sites: string[]): boolean;
  check(): void;
}
const blocker = () => (window as unknown as { focusBlocker: FocusBlocker }).focusBlocker;

/** Runs the script as the browser would: a classic script in the page's global scope. */
function loadScript() {
  new Function(script)();
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(Date.UTC(2026, 2, 10, 9, 0, 0));
  localStorage.clear();
  document.documentElement.lang = 'en';
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  delete (window as { focusBlocker?: unknown }).focusBlocker;
  document.body.innerHTML = '';
});

/** jsdom pages live on http://localhost, so listing 'localhost' puts this page on the list. */
const blockThisPage = (until = Date.now() + 60_000) => writeFocusFlags(['localhost'], until);

it('is plain ES5: no arrows, let/const, template strings, classes or imports', () => {
  const code = script.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  expect(code).not.toMatch(/=>|\blet\b|\bconst\b|`|\bclass\b|\bimport\b|\bexport\b/);
});

describe('the host rule, against the same table as isBlockedHost', () => {
  beforeEach(loadScript);
  it.each(BLOCKED_HOST_CASES)('$host with $sites → $blocked', ({ host, sites, blocked }) => {
    expect(blocker().matchesHost(host, sites)).toBe(blocked);
  });
});

describe('the blocking screen', () => {
  it('stays away without focus flags', () => {
    loadScript();
    jest.advanceTimersByTime(5 * BLOCK_CHECK_INTERVAL_MS);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('appears within a second of focus mode starting on a blocked host', () => {
    loadScript();
    blockThisPage();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    jest.advanceTimersByTime(BLOCK_CHECK_INTERVAL_MS);
    const dialog = screen.getByRole('alertdialog', { name: 'Website Blocked' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Go Back' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Return to Pomodoro' })).toHaveAttribute(
      'href',
      '/pomodoro',
    );
  });

  it('dismisses itself after 3 seconds', () => {
    blockThisPage();
    loadScript();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    clearFocusFlags();
    jest.advanceTimersByTime(BLOCK_OVERLAY_MS - 1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    jest.advanceTimersByTime(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Go Back leaves the blocked page', () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => {});
    blockThisPage();
    loadScript();
    screen.getByRole('button', { name: 'Go Back' }).click();
    expect(back).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('ignores flags left behind after their session ended', () => {
    blockThisPage(Date.now() - 1);
    loadScript();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('ignores flags that are not active or not readable', () => {
    localStorage.setItem(FOCUS_MODE_KEY, JSON.stringify({ active: false, sites: ['localhost'] }));
    loadScript();
    localStorage.setItem(FOCUS_MODE_KEY, '{oops');
    jest.advanceTimersByTime(BLOCK_CHECK_INTERVAL_MS);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    ['fr', 'Site bloqué', 'Revenir en arrière', 'ltr'],
    ['ar', 'تم حظر الموقع', 'رجوع', 'rtl'],
    ['de', 'Website Blocked', 'Go Back', 'ltr'],
  ])('speaks the page language (%s)', (lang, title, back, dir) => {
    document.documentElement.lang = lang;
    blockThisPage();
    loadScript();
    const dialog = screen.getByRole('alertdialog', { name: title });
    expect(dialog).toHaveAttribute('dir', dir);
    expect(within(dialog).getByRole('button', { name: back })).toBeInTheDocument();
  });

  it('keeps Tab inside the screen', () => {
    blockThisPage();
    loadScript();
    const dialog = screen.getByRole('alertdialog');
    const link = within(dialog).getByRole('link');
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(within(dialog).getByRole('button')).toHaveFocus();
  });
});
