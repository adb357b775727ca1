import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, tr } from './support';

/**
 * Desktop only (the phone project ignores *.desktop.spec.ts): the user menu, which holds the logout, is shown
 * from the md breakpoint up (Header), and the phone layout offers no other way out.
 */

interface PageLoad {
  at: number;
  path: string;
  keys: string[];
  sessionKeys: string[];
}

test('Logout, Error catalogue: logout from the user menu shows "Utilisateur déconnecté avec succès.", then after 1 s empties localStorage, reloads and ends on the sign-in page /', async ({
  page,
}) => {
  // Before any page script runs, note the time and what both storages hold, in the window's name (which
  // survives the logout's clearing of both storages and the reload).
  await page.addInitScript(() => {
    const loads = JSON.parse(window.name || '[]') as unknown[];
    loads.push({
      at: Date.now(),
      path: window.location.pathname,
      keys: Object.keys(window.localStorage),
      sessionKeys: Object.keys(window.sessionStorage),
    });
    window.name = JSON.stringify(loads);
  });
  await signIn(page, 'admin', 'fr');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  const loadsBefore = await page.evaluate(() => (JSON.parse(window.name || '[]') as unknown[]).length);

  await page
    .getByRole('button', { name: tr('fr', 'header.userMenu', { name: ACCOUNTS.admin.name }) })
    .click();
  const menu = page.getByRole('menu', { name: tr('fr', 'header.userMenuLabel'), exact: true });
  await expect(menu).toBeVisible();
  await expect(menu).toContainText(ACCOUNTS.admin.name);

  const logoutCall = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/logout',
  );
  const clickedAt = Date.now();
  await menu.getByRole('menuitem', { name: tr('fr', 'header.logout'), exact: true }).click();
  expect((await logoutCall).ok()).toBe(true);

  // Success toast, top right (Error catalogue).
  const toast = page
    .locator('.Toastify__toast-container--top-right')
    .getByText('Utilisateur déconnecté avec succès.', {
      exact: true,
    });
  await expect(toast).toBeVisible();

  // The reload lands on the sign-in page.
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: tr('fr', 'login.title') })).toBeVisible();
  await expect(page.getByLabel(tr('fr', 'login.email'), { exact: true })).toHaveValue('');

  const loads = await page.evaluate(() => JSON.parse(window.name || '[]') as PageLoad[]);
  const reload = loads[loadsBefore];
  expect(reload, `a page load after the logout (loads: ${JSON.stringify(loads)})`).toBeDefined();
  if (!reload) return;
  expect(reload.keys, 'localStorage is empty when the page reloads').toEqual([]);
  // What the tab kept of unsaved typing goes too (docs/architecture.md "Nothing typed is lost").
  expect(reload.sessionKeys, 'sessionStorage is empty when the page reloads').toEqual([]);
  const delay = reload.at - clickedAt;
  expect(delay, 'the reload comes about 1 s after the logout').toBeGreaterThanOrEqual(1000);
  expect(delay).toBeLessThan(5000);

  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  // The session is over: a signed-in page sends the browser back to the sign-in page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: tr('fr', 'login.title') })).toBeVisible();
});
