import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectPageTitle, isPhone, LANGS, tr, openAs } from './support';

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

    // The demo parent's family is overdue: remind it.
    await page.goto('/overdueList?q=idrissi');
    await expect(results).toContainText('El Idrissi');
    await page
      .getByRole('checkbox', { name: tr(lang, 'table.selectRow', { label: 'El Idrissi' }) })
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

test('overdue reminder reaches the parent: the message from the school is in the parent’s conversations', async ({
  page,
  browser,
}) => {
  await openAs(page, 'admin', '/overdueList?q=idrissi', 'fr');
  await page
    .getByRole('checkbox', { name: tr('fr', 'table.selectRow', { label: 'El Idrissi' }) })
    .filter({ visible: true })
    .check();
  await page.getByRole('button', { name: tr('fr', 'overdue.remind.action') }).click();
  await page
    .getByRole('dialog', { name: tr('fr', 'overdue.remind.title') })
    .getByRole('button', { name: tr('fr', 'overdue.remind.confirm') })
    .click();
  await expect(page.getByText(/relance(s)? envoyée/)).toBeVisible();

  const parent = await browser.newPage();
  await openAs(parent, 'parent', '/messagerie', 'fr');
  await parent.getByText('Samira Benali').filter({ visible: true }).first().click();
  await expect(
    parent
      .getByText(/Famille El Idrissi : .* restent dus/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await parent.close();
});
