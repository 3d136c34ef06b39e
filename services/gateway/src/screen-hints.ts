import type { Context, Middleware } from 'koa';
import { DESKTOP_MIN_WIDTH_PX } from '@ps/contracts/constants';

/** Sent by a phone's Chromium with every request, no opt-in needed: `?1` on a phone. */
const MOBILE_HINT = 'Sec-CH-UA-Mobile';
/** The window's width in CSS pixels, sent by Chromium once a page of the site has asked for it. */
const VIEWPORT_WIDTH_HINT = 'Sec-CH-Viewport-Width';

/** The request headers the choice of a signed-in page's frame goes by (for its Vary). */
export const SCREEN_HINTS = [VIEWPORT_WIDTH_HINT, MOBILE_HINT, 'User-Agent'];

/**
 * Every page asks the browser for its window's width (Accept-CH) with its later requests: from
 * the sign-in page on, the signed-in pages then come with the frame that fits the window.
 */
export function askForWindowWidth(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.response.is('html')) ctx.set('Accept-CH', VIEWPORT_WIDTH_HINT);
  };
}

/**
 * Whether the page should come with the phone's frame (its bottom bar) alone: by the window's
 * width where the browser sends it, the app's own rule (desktop from DESKTOP_MIN_WIDTH_PX), so a
 * phone held sideways or a wide foldable gets the frame it will show; else by whether the browser
 * runs on a phone, as a phone's Chromium says with every request, or (Safari, Firefox) by "Mobi"
 * in its user agent, as phones' browsers put it and tablets' do not.
 */
export function wantsPhoneFrame(ctx: Context): boolean {
  const width = Number(ctx.get(VIEWPORT_WIDTH_HINT));
  if (width > 0) return width < DESKTOP_MIN_WIDTH_PX;
  const mobile = ctx.get(MOBILE_HINT);
  return mobile ? mobile === '?1' : ctx.get('User-Agent').includes('Mobi');
}
