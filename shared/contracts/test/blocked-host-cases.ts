/**
 * One table for both implementations of the blocked-host rule: isBlockedHost in
 * src/blocked-sites.ts and its copy inside mf-pomodoro/public/focus-blocker.js.
 */
export const BLOCKED_HOST_CASES: { host: string; sites: string[]; blocked: boolean }[] = [
  { host: 'x.com', sites: ['x.com'], blocked: true },
  { host: 'www.x.com', sites: ['x.com'], blocked: true },
  { host: 'm.x.com', sites: ['x.com'], blocked: true },
  { host: 'netflix.com', sites: ['x.com'], blocked: false },
  { host: 'x.com.evil.org', sites: ['x.com'], blocked: false },
  { host: 'WWW.YouTube.com', sites: ['youtube.com'], blocked: true },
  { host: 'youtube.com.', sites: ['youtube.com'], blocked: true },
  { host: 'notyoutube.com', sites: ['youtube.com'], blocked: false },
  { host: 'old.reddit.com', sites: ['facebook.com', 'reddit.com'], blocked: true },
  { host: 'localhost', sites: ['facebook.com'], blocked: false },
  { host: 'example.com', sites: [], blocked: false },
  { host: 'example.com', sites: [''], blocked: false },
];
