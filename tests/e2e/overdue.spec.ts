import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import {
  demoToken,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  LANGS,
  tr,
  openAs,
} from './support';

/**
 * The overdue family a list test reminds: each test (language x viewport, and each retry) its own, because the
 * demo API keeps "one reminder per family per day" and the whole run shares it. Taken from the overdue families
 * whose name is unique; the demo parent's family is left to the parent test (overdue-parent.desktop.spec.ts).
 */
async function familyToRemind(page: Page, testInfo: TestInfo, lang: (typeof LANGS)[number]): Promise<string> {
  const headers = { Authorization: await demoToken(page, 'admin'), WebClientCall: 'true' };
  const user = (await (await page.request.get('/api/user', { headers })).json()) as {
    branchs: Array<{ schoolbranchid: number; years: Array<{ schoolyearid: number }> }>;
  };
  const branch = user.branchs[0]!.schoolbranchid;
  const year = user.branchs[0]!.years[0]!.schoolyearid;
  const overdue = (await (
    await page.request.get(`/api/overdue?branch=${branch}&year=${year}&sort=name&pageSize=200`, { headers })
  ).json()) as { items: Array<{ familyId: number; familyName: string }> };
  const names = overdue.items.map((item) => item.familyName);
  const candidates = overdue.items.filter(
    (item) =>
      item.familyName !== 'El Idrissi' &&
      names.indexOf(item.familyName) === names.lastIndexOf(item.familyName),
  );
  // A test's families are those whose id falls to it (modulo the four tests): what the others do to the list
  // (families reminded, paid, added) never changes which family a test takes. A retry takes the next one.
  const slot = LANGS.indexOf(lang) * 2 + (isPhone(testInfo) ? 1 : 0);
  const own = candidates.filter((item) => item.familyId % (LANGS.length * 2) === slot);
  expect(own.length, 'an overdue family for this test and its retry').toBeGreaterThan(testInfo.retry + 1);
  return own[testInfo.retry]!.familyName;
}

for (const lang of LANGS) {
  test(`overdue list (${lang}): filter by age from the totals, send a reminder to a family, axe-clean`, async ({
    page,
  }, testInfo) => {
    await openAs(page, 'admin', '/overdueList', lang);
    await expectPageTitle(page, tr(lang, 'routes.overdueList'));
    const results = isPhone(testInfo)
      ? page.getByRole('list', { name: tr(lang, 'routes.overdueList') })
      : page.getByRole('table', { name: tr(lang, 'routes.overdueList') });
    await expect(results).toBeVisible();
    await expectNoSeriousA11yViolations(page, `overdue list ${lang}`);

    // The totals filter the list by age, through the URL (the dashboard links to ?bucket=...).
    const totals = page.getByRole('group', { name: tr(lang, 'overdue.totals') });
    await totals
      .getByRole('button', { name: new RegExp(tr(lang, 'agingBuckets.range', { from: '1', to: '30' })) })
      .click();
    await expect(page).toHaveURL(/bucket=0-30/);
    await expect(results).toContainText(tr(lang, 'agingBuckets.range', { from: '1', to: '30' }));
    await expect(results).not.toContainText(tr(lang, 'agingBuckets.from', { from: '61' }));
    await page.goto('/overdueList?bucket=60%2B');
    await expect(page.getByLabel(tr(lang, 'overdue.columns.bucket'), { exact: true })).toHaveValue('60+');
    await expect(results).toContainText(tr(lang, 'agingBuckets.from', { from: '61' }));

    // Remind an overdue family (its own for this test: one reminder per family per day).
    const family = await familyToRemind(page, testInfo, lang);
    await page.goto(`/overdueList?q=${encodeURIComponent(family)}`);
    await expect(results).toContainText(family);
    await page
      .getByRole('checkbox', { name: tr(lang, 'table.selectRow', { label: family }), exact: true })
      .filter({ visible: true })
      .check();
    await page.getByRole('button', { name: tr(lang, 'overdue.remind.action') }).click();
    const dialog = page.getByRole('dialog', { name: tr(lang, 'overdue.remind.title') });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, `reminder dialog ${lang}`);
    await dialog.getByRole('button', { name: tr(lang, 'overdue.remind.confirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(tr(lang, 'overdue.remind.sent_one', { formatted: '1' }))).toBeVisible();
    // Phones show three fields a card (family, amount, days late); the table shows the reminder's level.
    if (!isPhone(testInfo)) {
      await expect(results).toContainText(new RegExp(tr(lang, 'overdue.level', { level: '\\d' })));
    }

    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });

  test(`settings (${lang}): the school and financial settings open, axe-clean`, async ({ page }) => {
    await openAs(page, 'admin', '/gestion-scholaire-parametre', lang);
    await expectPageTitle(page, tr(lang, 'routes.gestion-scholaire-parametre'));
    await expect(page.getByLabel(tr(lang, 'schoolSettings.year.startDate'))).toHaveValue(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    await expect(page.getByRole('heading', { level: 3, name: /CM1/ })).toBeVisible();
    // The school's identity (names in both scripts, legal identifiers, logo), and the way back to the settings hub.
    const identity = page.getByRole('region', { name: tr(lang, 'schoolSettings.identity.title') });
    await expect(
      identity.getByLabel(tr(lang, 'schoolSettings.identity.legalIds.ice'), { exact: true }),
    ).toHaveValue(/^\d{15}$/);
    await expect(
      page.getByRole('link', { name: tr(lang, 'shell.backToSettings'), exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, `school settings ${lang}`);

    await page.goto('/gestion-financiere-parametre');
    await expectPageTitle(page, tr(lang, 'routes.gestion-financiere-parametre'));
    await expectNoSeriousA11yViolations(page, `financial settings ${lang}`);
  });
}
