import { expect, test } from '@playwright/test';
import {
  chooseVisitorLanguage,
  collectPageErrors,
  expectScreenIn,
  SCREENSHOT_DIR,
} from './support';

/**
 * A visitor who chose French or Arabic stays in it: the server's refusals reach them translated,
 * and the demo account opens in their language with sample data written in it.
 */
const SLOW = { timeout: 60_000 };

test('a French visitor reads a refused sign-in in French', async ({ page }) => {
  const errors = collectPageErrors(page);
  await chooseVisitorLanguage(page.context(), 'fr');
  await page.goto('/login');
  await page.getByLabel('Nom d’utilisateur').fill('personne');
  await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mot');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Échec de la connexion' });
  await expect(toast).toContainText('Nom d’utilisateur ou mot de passe incorrect', SLOW);
  await expect(toast).not.toContainText('Invalid username or password');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/login-refused-fr.png` });
  expect(errors).toEqual([]);
});

for (const [language, demoButton, heading, habit] of [
  ['fr', 'Essayer le compte de démonstration', /Démo/, 'Méditation du matin'],
  ['ar', 'جرّب الحساب التجريبي', /زائر/, 'تأمل الصباح'],
] as const) {
  test(`"Try Demo Account" opens the demo in ${language}, with sample data in ${language}`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await chooseVisitorLanguage(page.context(), language);
    await page.goto('/login');
    await page.getByRole('button', { name: demoButton }).click();
    await page.waitForURL((url) => url.pathname === '/', SLOW);
    await expect(page.getByText(habit).first()).toBeVisible(SLOW);
    await expectScreenIn(page, language, heading, errors);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/demo-dashboard-${language}.png` });
  });
}
