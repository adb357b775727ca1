import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  LANGS,
  openAs,
  openSideMenu,
  tr,
} from './support';

/**
 * A school office's first hour: the classes' pages read-only for the secretariat (their writes are the admin role's,
 * docs/api.md "Education"), a refused access change that says why, the notifications one click away in the header,
 * and the pages the spec's menu does not list in the side menu of those who may open them
 * (docs/spec-departures.md). Reads only, and one refused write that changes nothing: safe beside the other workers.
 */

for (const lang of LANGS) {
  test(`Education (${lang}): the secretariat sees the classes read-only, with the note saying why`, async ({
    page,
  }) => {
    await openAs(page, 'staff', '/classesPage', lang);
    await expectPageTitle(page, tr(lang, 'routes.classesPage'));
    await expect(page.getByText(tr(lang, 'education.readOnly'), { exact: true })).toBeVisible();
    // Each class still opens (its roster), on the desktop's table and the phone's cards.
    await expect(page.getByRole('main').locator('a[href^="/classePage"]').first()).toBeVisible();
    await expect(
      page.getByRole('button', { name: tr(lang, 'education.classes.new'), exact: true }),
    ).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `classesPage read-only (${lang})`);

    await openAs(page, 'staff', '/gestion-pedarogique', lang);
    await expectPageTitle(page, tr(lang, 'routes.gestion-pedarogique'));
    await expect(page.getByText(tr(lang, 'education.readOnly'), { exact: true })).toBeVisible();
    const line = page.getByRole('form').first();
    await expect(line.getByRole('combobox')).toBeDisabled();
    await expect(line.getByRole('button')).toHaveCount(0);
  });

  test(`Access management (${lang}): removing one's own admin role says why, in the account's card`, async ({
    page,
  }) => {
    await openAs(page, 'admin', '/access-management', lang);
    await expectPageTitle(page, tr(lang, 'routes.access-management'));
    const roles = page.getByRole('list', {
      name: tr(lang, 'access.accounts.rolesOf', { name: 'Samira Benali' }),
      exact: true,
    });
    const card = page.getByRole('listitem').filter({ has: roles });
    await roles
      .getByRole('button', {
        // The role's name in the reader's language (its Arabic name in Arabic).
        name: tr(lang, 'access.accounts.removeRole', {
          role: lang === 'ar' ? 'الإدارة' : 'Administration',
          name: 'Samira Benali',
        }),
        exact: true,
      })
      .click();
    await expect(card.getByRole('alert')).toHaveText(tr(lang, 'apiErrors.OWN_ADMIN_ROLE'));
    await expectNoSeriousA11yViolations(page, `access refusal (${lang})`);
  });

  test(`Menu (${lang}): after the spec's menu the admin finds the overdue list, the classes, the diagnostic evaluations and the messaging`, async ({
    page,
  }, testInfo) => {
    await openAs(page, 'admin', '/dashboard', lang);
    await expectPageTitle(page, tr(lang, 'routes.dashboard'));
    const menu = await openSideMenu(page, lang, isPhone(testInfo));
    for (const [key, route] of [
      ['overdue', 'overdueList'],
      ['classList', 'classesPage'],
      ['diagevaluation', 'diagevaluation'],
      ['messaging', 'messagerie'],
    ] as const) {
      await expect(menu.getByRole('link', { name: tr(lang, `menu.${key}`), exact: true })).toHaveAttribute(
        'href',
        `/${route}`,
      );
    }
    await menu.getByRole('link', { name: tr(lang, 'menu.classList'), exact: true }).click();
    await expect(page).toHaveURL(/\/classesPage$/);
    await expectPageTitle(page, tr(lang, 'routes.classesPage'));
  });
}
