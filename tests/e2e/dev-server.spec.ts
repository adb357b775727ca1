import { expect, test, type Page } from '@playwright/test';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  expectDocumentLanguage,
  expectPageTitle,
  setLanguage,
  submitSignIn,
  tr,
} from './support';

/**
 * `npm start` as a newcomer sees it (tests/playwright.dev.config.ts: the Vite dev server, the demo API in memory),
 * run by the README's test command: what the production suite cannot see breaks here. The dev server runs the app
 * under React's StrictMode, which mounts the toast area twice: the first toast of a page load used to be lost there
 * (components/notify `whenAreaDrawn`).
 */

const toastArea = (page: Page) => page.locator('.Toastify__toast-container--top-right');

test('dev server: sign-in, a saved form’s toast, a list with rows, a page in Arabic, the logout’s toast', async ({
  page,
}) => {
  await setLanguage(page, 'fr');
  await page.goto('/');
  // A cold server pre-bundles the dependencies, then transforms each module on its first request.
  await expect(page.getByLabel(tr('fr', 'login.email'), { exact: true })).toBeVisible({ timeout: 120_000 });
  await submitSignIn(page, 'fr', ACCOUNTS.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));

  // A saved form: its toast is the first of this page load.
  await page.goto('/news-management-config');
  await expectPageTitle(page, tr('fr', 'routes.news-management-config'));
  await page.getByRole('button', { name: tr('fr', 'common.save'), exact: true }).click();
  await expect(toastArea(page).getByText(tr('fr', 'news.settings.saved'), { exact: true })).toBeVisible();

  // A list with its rows.
  await page.goto('/fullstudents');
  await expectPageTitle(page, tr('fr', 'routes.fullstudents'));
  const table = page.getByRole('table', { name: tr('fr', 'routes.fullstudents') });
  await expect(table.getByRole('row').nth(5)).toBeVisible();

  // In Arabic, right to left, from the language picker; kept by a new page load.
  await page.getByRole('button', { name: tr('fr', 'header.language', { language: 'Français' }) }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expectDocumentLanguage(page, 'ar');
  await page.reload();
  await expectDocumentLanguage(page, 'ar');
  await expectPageTitle(page, tr('ar', 'routes.fullstudents'));
  await expect(
    page
      .getByRole('table', { name: tr('ar', 'routes.fullstudents') })
      .getByRole('row')
      .nth(5),
  ).toBeVisible();

  // The logout's toast, the first of this page load too, then the sign-in page (in the browser's language: the
  // logout empties the storage).
  await page
    .getByRole('button', { name: tr('ar', 'header.userMenu', { name: ACCOUNTS.admin.name }) })
    .click();
  await page
    .getByRole('menu', { name: tr('ar', 'header.userMenuLabel'), exact: true })
    .getByRole('menuitem', { name: tr('ar', 'header.logout'), exact: true })
    .click();
  await expect(toastArea(page).getByText(tr('ar', 'logout.success'), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: tr('fr', 'login.title') })).toBeVisible();
});

test('dev server: the demo’s saved data is not served', async ({ request }) => {
  // A file of its own in the data folder, beside a developer's db.json, which is left alone.
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const probe = `probe-${process.pid}.json`;
  const folder = join(root, '.demo-data');
  const made = !existsSync(folder);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, probe), '{"users":[]}');
  try {
    for (const path of [
      `/.demo-data/${probe}`,
      `/.demo-data/${probe}?raw`,
      `/%2Edemo-data/${probe}`,
      `/@fs${root}.demo-data/${probe}`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  } finally {
    rmSync(made ? folder : join(folder, probe), { recursive: true, force: true });
  }
  // The app and the demo API are still served.
  expect((await request.get('/')).status()).toBe(200);
  expect((await request.get('/api/user')).status()).toBe(401);
});
