/*
 * Stands in for zod's locales namespace (`z.locales`) in the browser builds. The apps never switch
 * zod's language: a validation issue reaches a person as the app's own text for its code, in
 * their language. zod registers its English messages by itself, so nothing else is lost, and
 * its 40-odd other languages (about 38 KB gzipped) stay out of every page. `z.locales.xx()` is
 * therefore unavailable in the browser.
 */
export {};
