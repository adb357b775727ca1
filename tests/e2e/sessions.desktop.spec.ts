import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, openAs, tr } from './support';

/**
 * Sessions (docs/api.md "Sessions"), desktop only: the user menu, which holds the logout, is shown from md up.
 * Tabs of one browser share local storage, so they share the session: a tab follows what another tab does to it.
 */
async function logOutFromUserMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: tr('fr', 'header.userMenu', { name }) }).click();
  await page.getByRole('menuitem', { name: tr('fr', 'header.logout'), exact: true }).click();
}

test('Sessions across tabs: another tab signing in as someone else, then signing out, is followed by this tab', async ({
  page,
}) => {
  await openAs(page, 'admin', '/fullstudents');
  await expect(page.getByRole('heading', { level: 1, name: tr('fr', 'routes.fullstudents') })).toBeVisible();
  const other = await page.context().newPage();
  await openAs(other, 'parent', '/dashboard');
  await expect(other.getByText(ACCOUNTS.parent.name).first()).toBeVisible();

  // The first tab no longer shows the admin's student list: it started again as the parent, on the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(ACCOUNTS.parent.name).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: tr('fr', 'routes.fullstudents') })).toHaveCount(0);

  await logOutFromUserMenu(other, ACCOUNTS.parent.name);
  await expect(page.getByLabel(tr('fr', 'login.email'), { exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('Logout offline: with the network down the failure is said, and the token is removed all the same', async ({
  page,
  context,
}) => {
  await openAs(page, 'admin', '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: tr('fr', 'routes.dashboard') })).toBeVisible();
  await context.setOffline(true);
  await logOutFromUserMenu(page, ACCOUNTS.admin.name);
  await expect(page.getByText(tr('fr', 'logout.failure'))).toBeVisible();

  // The reload after 1 s cannot reach the server: its navigation fails (an earlier event, such as the router's own
  // move, is not the reload, which would then cut the next visit short). Back online, the portal asks to sign in: no
  // token was left.
  await page.waitForEvent('requestfailed', { predicate: (request) => request.isNavigationRequest() });
  await context.setOffline(false);
  await page.goto('/dashboard');
  await expect(page.getByLabel(tr('fr', 'login.email'), { exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
