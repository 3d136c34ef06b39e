import { createContext, useContext, type ReactNode } from 'react';

/**
 * True while a remote's build renders its page's first view (@ps/web/prerender): HTML the gateway
 * sends every signed-in person, drawn before anything of theirs is known.
 */
export const RenderingFirstView = createContext(false);

/**
 * What only the person's browser or account knows (their timer's length, a running session):
 * drawn as it is in the app; in a first view kept in its place but not shown, so the page holds
 * its shape and never shows someone else's value before the app draws theirs.
 */
export function KnownLater({ children }: { children: ReactNode }) {
  return useContext(RenderingFirstView) ? (
    <span style={{ visibility: 'hidden' }}>{children}</span>
  ) : (
    <>{children}</>
  );
}
