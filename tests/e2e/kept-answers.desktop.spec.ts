import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  expectPageTitle,
  keptForOffline,
  openAs,
  submitSignIn,
  tr,
} from './support';

/**
 * Offline parent view (src/api/keptAnswers.ts): what a parent's browser keeps to read offline never outlives the
 * parent's session in it. Desktop: the user menu holds the logout (logout.desktop.spec.ts).
 */

const PARENT_ANSWERS = expect.arrayContaining(['user', expect.stringMatching(/^dashboard\/parent\?/)]);

test('Offline parent view: logout erases what was kept for the parent before the page reloads', async ({
  page,
}) => {
  await openAs(page, 'parent', '/dashboard');
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  await expect.poll(() => keptForOffline(page)).toEqual(PARENT_ANSWERS);

  await page
    .getByRole('button', { name: tr('fr', 'header.userMenu', { name: ACCOUNTS.parent.name }) })
    .click();
  await page.getByRole('menuitem', { name: tr('fr', 'header.logout'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('fr', 'login.title') })).toBeVisible({
    timeout: 10_000,
  });
  expect(await keptForOffline(page)).toEqual([]);
});

test('Offline parent view, in Arabic: another user signing in on the same browser erases the parent’s kept answers; nothing is kept for staff', async ({
  page,
}) => {
  await openAs(page, 'parent', '/dashboard', 'ar');
  await expectPageTitle(page, tr('ar', 'routes.dashboard'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(() => keptForOffline(page)).toEqual(PARENT_ANSWERS);

  // The parent's session ends without a logout (the token expired and was forgotten): the office signs in here.
  await page.evaluate(() => window.localStorage.removeItem('token'));
  await page.goto('/');
  await submitSignIn(page, 'ar', ACCOUNTS.admin.email, DEMO_PASSWORD);
  await expectPageTitle(page, tr('ar', 'routes.dashboard'));
  await expect.poll(() => keptForOffline(page)).toEqual([]);
  // Browsing as staff keeps nothing.
  await page.goto('/fullstudents');
  await expectPageTitle(page, tr('ar', 'routes.fullstudents'));
  expect(await keptForOffline(page)).toEqual([]);
});
