/**
 * Renders the landing page to HTML once per language, after the build, into
 * dist/prerendered/<language>.html. The gateway puts the fragment inside the shell's page for
 * visitors without a session, so a phone shows the page before any JavaScript has run; the shell
 * then renders the same markup over it. The fragment lives with this remote's build, so
 * redeploying the remote updates it as it updates the remoteEntry.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@ps/web/router';
import { LANGUAGES, loadEveryCatalogue } from '@ps/web/intl';
import { withItsStyles } from '@ps/web/prerender';
import { AppThemeProvider } from '@ps/web/theme';
import LandingPage from '../src/exposes/LandingPage';

const outDir = path.join(__dirname, '..', 'dist', 'prerendered');
mkdirSync(outDir, { recursive: true });

async function writePages() {
  await loadEveryCatalogue();
  for (const language of LANGUAGES) {
    const html = withItsStyles(language, (cache) =>
      renderToString(
        <IntlProvider locale={language} messages={{}}>
          <AppThemeProvider language={language} cache={cache}>
            <MemoryRouter>
              <LandingPage />
            </MemoryRouter>
          </AppThemeProvider>
        </IntlProvider>,
      ),
    );
    writeFileSync(path.join(outDir, `${language}.html`), html);
    console.log(`prerendered ${language}: ${(html.length / 1024).toFixed(1)} KB`);
  }
}

writePages().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
