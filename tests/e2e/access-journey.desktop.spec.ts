import { expect, test, type Page } from '@playwright/test';
import {
  DESKTOP_CONTEXT,
  expectPageTitle,
  newBrowserPage,
  openAs,
  openSideMenu,
  runId,
  setLanguage,
  submitSignIn,
  tr,
} from './support';

// Access management takes effect (docs/api.md "Access management"): the admin's browser creates a secretary, gives
// her the canteen and takes it back; the secretary's own browser follows at each load. A fresh account, so that the
// shared demo accounts other tests read keep their rights.

async function canteenInMenu(page: Page): Promise<boolean> {
  const menu = await openSideMenu(page, 'fr', false);
  return menu.getByRole('button', { name: tr('fr', 'menu.canteen'), exact: true }).isVisible();
}

test('Access management: a secretary given the canteen sees its menu and pages at her next load; taken back, the route sends her to /unauthorized', async ({
  page: admin,
  browser,
}) => {
  const email = `secretaire.${runId()}@demo.test`;
  await openAs(admin, 'admin', '/access-management');
  await expectPageTitle(admin, tr('fr', 'routes.access-management'));
  await admin.getByRole('button', { name: tr('fr', 'access.accounts.add') }).click();
  const form = admin.getByRole('dialog', { name: tr('fr', 'access.newAccount.title') });
  const field = (key: string) =>
    form.getByRole('textbox', { name: tr('fr', `access.newAccount.${key}`), exact: true });
  await field('firstname').fill('Hind');
  await field('lastname').fill('Sebti');
  await field('firstnameAr').fill('هند');
  await field('lastnameAr').fill('السبتي');
  await field('email').fill(email);
  await form
    .getByRole('combobox', { name: tr('fr', 'access.newAccount.role'), exact: true })
    .selectOption({ label: 'Secrétariat' });
  await form.getByRole('button', { name: tr('fr', 'access.newAccount.save') }).click();
  const shown = admin.getByRole('dialog', { name: tr('fr', 'access.newAccount.passwordTitle') });
  const password = (await shown.getByTestId('one-time-password').textContent())!;
  await shown.getByRole('button', { name: tr('fr', 'access.newAccount.done') }).click();
  const card = admin.getByRole('listitem').filter({
    has: admin.getByRole('list', { name: tr('fr', 'access.accounts.rolesOf', { name: 'Hind Sebti' }) }),
  });
  await expect(card).toBeVisible();

  // Her own browser: the secretariat's rights, no canteen.
  const [context, secretary] = await newBrowserPage(browser, DESKTOP_CONTEXT);
  await setLanguage(secretary, 'fr');
  await secretary.goto('/');
  await submitSignIn(secretary, 'fr', email, password);
  await expectPageTitle(secretary, tr('fr', 'routes.dashboard'));
  expect(await canteenInMenu(secretary)).toBe(false);

  // Given the canteen: her next load shows the canteen group and opens its pages.
  await card.getByLabel(tr('fr', 'access.accounts.addRoleTo', { name: 'Hind Sebti' })).selectOption({
    label: 'Restauration scolaire',
  });
  await card.getByRole('button', { name: tr('fr', 'access.accounts.assign'), exact: true }).click();
  const remove = card.getByRole('button', {
    name: tr('fr', 'access.accounts.removeRole', { role: 'Restauration scolaire', name: 'Hind Sebti' }),
  });
  await expect(remove).toBeVisible();
  await secretary.reload();
  await expectPageTitle(secretary, tr('fr', 'routes.dashboard'));
  const menu = await openSideMenu(secretary, 'fr', false);
  await menu.getByRole('button', { name: tr('fr', 'menu.canteen'), exact: true }).click();
  await menu.getByRole('link', { name: tr('fr', 'menu.ingredients'), exact: true }).click();
  await expect(secretary).toHaveURL(/\/ingredients$/);
  await expectPageTitle(secretary, tr('fr', 'routes.ingredients'));

  // Taken back: the canteen route now sends her to /unauthorized.
  await remove.click();
  await expect(remove).toBeHidden();
  await secretary.goto('/ingredients');
  await expect(secretary).toHaveURL(/\/unauthorized$/);
  expect(await canteenInMenu(secretary)).toBe(false);

  // The log names both changes, newest first.
  await admin.getByRole('tab', { name: tr('fr', 'access.tabs.audit') }).click();
  const rows = admin.getByRole('table', { name: tr('fr', 'access.tabs.audit') }).getByRole('row');
  await expect(rows.filter({ hasText: 'Hind Sebti' }).first()).toContainText(
    tr('fr', 'access.audit.actions.assignment_delete'),
  );
  await context.close();
});

test('Access management: a parent opening the page lands on /unauthorized and sees no account', async ({
  page,
}) => {
  await openAs(page, 'parent', '/access-management');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('Samira Benali')).toHaveCount(0);
  await expect(page.getByText('staff@demo.test')).toHaveCount(0);
});
