import { expect, test, type Page } from '@playwright/test';
import {
  documentWidths,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  LANGS,
  openAs,
  tr,
} from './support';

/**
 * The education pages in fr and ar, on a desktop and a 390 px phone: the classes and the teachers show their records
 * (rows on a desktop, cards on a phone), a class's page its roster, teachers and campaigns, the pedagogical page a
 * class's subjects and the teachers' load; without sideways scrolling, axe-clean.
 */
async function expectFits(page: Page, route: string) {
  const widths = await documentWidths(page);
  expect(widths.scrollWidth, `${route}: no sideways scrolling`).toBeLessThanOrEqual(widths.clientWidth);
}

for (const lang of LANGS) {
  test(`education (${lang}): classes, a class's page and teachers show their records, axe-clean`, async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo);
    await openAs(page, 'admin', '/classesPage', lang);
    await expectPageTitle(page, tr(lang, 'routes.classesPage'));
    const main = page.locator('#main-content');
    await expect(phone ? main.getByRole('listitem').first() : main.getByRole('row').nth(1)).toBeVisible();
    await expectFits(page, 'classesPage');
    await expectNoSeriousA11yViolations(page, `classesPage (${lang})`);

    await main.getByRole('link', { name: 'CM1 A' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('CM1 A');
    await expect(page.getByRole('region', { name: tr(lang, 'education.classPage.teachers') })).toBeVisible();
    await expect(main.getByRole('button', { name: tr(lang, 'education.classPage.print') })).toBeVisible();
    await expectFits(page, 'classePage');
    await expectNoSeriousA11yViolations(page, `classePage (${lang})`);

    await page.goto('/teachers-profiles');
    await expectPageTitle(page, tr(lang, 'routes.teachers-profiles'));
    await expect(phone ? main.getByRole('listitem').first() : main.getByRole('row').nth(1)).toBeVisible();
    await expectFits(page, 'teachers-profiles');
    await expectNoSeriousA11yViolations(page, `teachers-profiles (${lang})`);
  });

  test(`education (${lang}): the pedagogical page shows a class's subjects and the teachers' load, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'admin', '/gestion-pedarogique', lang);
    await expectPageTitle(page, tr(lang, 'routes.gestion-pedarogique'));
    await expect(page.getByRole('region', { name: tr(lang, 'education.pedagogy.loads') })).toBeVisible();
    await expect(page.locator('#main-content form').first()).toBeVisible();
    await expectFits(page, 'gestion-pedarogique');
    await expectNoSeriousA11yViolations(page, `gestion-pedarogique (${lang})`);
  });
}

for (const lang of LANGS) {
  test(`education (${lang}): a running campaign's result sheet, its summary and a student's profile, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'admin', '/diagevaluation?level=7&status=running', lang);
    await expectPageTitle(page, tr(lang, 'routes.diagevaluation'));
    await page
      .getByRole('navigation', { name: tr(lang, 'education.campaign.list') })
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByRole('grid')).toBeVisible();
    await expectFits(page, 'diagevaluation');
    await expectNoSeriousA11yViolations(page, `diagevaluation sheet (${lang})`);
    await page.getByRole('tab', { name: tr(lang, 'education.summary.title') }).click();
    await expect(page.getByText(tr(lang, 'education.summary.note'))).toBeVisible();
    await page.getByRole('tab', { name: tr(lang, 'education.profile.title') }).click();
    await expect(page.getByRole('combobox', { name: tr(lang, 'education.classPage.student') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `diagevaluation profile (${lang})`);
  });
}

for (const lang of LANGS) {
  test(`education (${lang}): the educational settings show the subjects, a level's skills grid, the scale and the hours, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'admin', '/educational-management-config', lang);
    await expectPageTitle(page, tr(lang, 'routes.educational-management-config'));
    await expect(page.getByRole('button', { name: tr(lang, 'education.settings.newSubject') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `educational settings, subjects (${lang})`);
    for (const tab of ['grid', 'scale', 'hours'] as const) {
      await page.getByRole('tab', { name: tr(lang, `education.settings.${tab}`) }).click();
      await expect(page.getByRole('tabpanel').getByRole('button').last()).toBeVisible();
      await expectFits(page, `educational settings, ${tab}`);
      await expectNoSeriousA11yViolations(page, `educational settings, ${tab} (${lang})`);
    }
  });
}
