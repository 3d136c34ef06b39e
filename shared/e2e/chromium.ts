/** Debian's Chromium, or the one CHROMIUM_PATH names; never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The switches every Chromium the tests and the bench start runs with on this offline machine: no
 * sandbox (root in a container), no GPU, and none of the background calls to Google's servers.
 */
export const QUIET_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
