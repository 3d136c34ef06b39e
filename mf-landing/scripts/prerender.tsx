/**
 * Renders the landing page to HTML once per language, after the build, into
 * dist/prerendered/<language>.html. The gateway puts the fragment inside the shell's page for
 * visitors without a session, so a phone shows the page before any JavaScript has run; the shell
 * then renders the same markup over it. The fragment lives with this remote's build, so
 * redeploying the remote updates it as it updates the remoteEntry.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { isRtl } from '@ps/contracts/language';
import { LANGUAGES } from '@ps/web/intl';
import { AppThemeProvider, createEmotionCache } from '@ps/web/theme';
import LandingPage from '../src/exposes/LandingPage';

const outDir = path.join(__dirname, '..', 'dist', 'prerendered');
mkdirSync(outDir, { recursive: true });

for (const language of LANGUAGES) {
  const cache = createEmotionCache(isRtl(language) ? 'rtl' : 'ltr');
  const { extractCritical } = createEmotionServer(cache);
  const markup = renderToString(
    <IntlProvider locale={language} messages={{}}>
      <AppThemeProvider language={language} cache={cache}>
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </AppThemeProvider>
    </IntlProvider>,
  );
  // The page's styles in one tag the browser's emotion cache adopts: the shell's render then
  // inserts none of them again, and the browser moves one node, not one per rule.
  const { css, ids } = extractCritical(markup);
  const html = `<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>${markup}`;
  writeFileSync(path.join(outDir, `${language}.html`), html);
  console.log(`prerendered ${language}: ${(html.length / 1024).toFixed(1)} KB`);
}
