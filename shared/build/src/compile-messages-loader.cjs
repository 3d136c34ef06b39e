/**
 * rspack loader for the i18n/<language>.json catalogues: each message is parsed to its ICU syntax
 * tree at build time, so browsers run react-intl without its message parser (formatjs's advice
 * for production: less to download, nothing to parse at start-up). CommonJS: rspack loads
 * loaders with Node's require, which does not read TypeScript.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function compileMessages(source) {
  const messages = JSON.parse(source);
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, parse(message)]),
  );
  return JSON.stringify(compiled);
};
