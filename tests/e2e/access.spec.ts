import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectPageTitle, LANGS, openAs, tr } from './support';

/**
 * Access management in fr and ar, desktop and phone, axe on each tab and on the role dialog. The journey that gives
 * a secretary the canteen and takes it back is in access-journey.desktop.spec.ts.
 */
for (const lang of LANGS) {
  test(`access management (${lang}): accounts, roles with their permissions, the log, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'admin', '/access-management', lang);
    await expectPageTitle(page, tr(lang, 'routes.access-management'));
    const youssef = page.getByRole('list', {
      name: tr(lang, 'access.accounts.rolesOf', { name: 'Youssef Alaoui' }),
    });
    await expect(youssef).toBeVisible();
    await expectNoSeriousA11yViolations(page, `access accounts ${lang}`);
    const widths = () => page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    let [scroll, width] = await widths();
    expect(scroll).toBeLessThanOrEqual(width!);

    await page.getByRole('tab', { name: tr(lang, 'access.tabs.roles') }).click();
    const roles = page.getByRole('list', { name: tr(lang, 'access.tabs.roles'), exact: true });
    await roles.getByRole('button', { name: tr(lang, 'access.roles.edit', { name: 'Secrétariat' }) }).click();
    const dialog = page.getByRole('dialog', {
      name: tr(lang, 'access.roles.editTitle', { name: 'Secrétariat' }),
    });
    await expect(dialog.getByRole('group', { name: tr(lang, 'menu.canteen'), exact: true })).toBeVisible();
    await expect(
      dialog.getByRole('checkbox', { name: tr(lang, 'menu.fullstudents'), exact: true }),
    ).toBeChecked();
    await expect(dialog.getByRole('button', { name: tr(lang, 'access.roles.save') })).toBeInViewport({
      ratio: 1,
    });
    await expectNoSeriousA11yViolations(page, `role dialog ${lang}`);
    await dialog.getByRole('button', { name: tr(lang, 'access.roles.cancel') }).click();

    await page.getByRole('tab', { name: tr(lang, 'access.tabs.audit') }).click();
    await expect(page.getByRole('table', { name: tr(lang, 'access.tabs.audit') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `access log ${lang}`);
    [scroll, width] = await widths();
    expect(scroll).toBeLessThanOrEqual(width!);
  });
}
