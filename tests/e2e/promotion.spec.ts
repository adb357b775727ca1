import { expect, test } from '@playwright/test';
import { documentWidths, expectNoSeriousA11yViolations, LANGS, openAs, tr } from './support';

/**
 * The next school year on the school settings page, in fr and ar, on a desktop and a phone: once 2027-2028 exists for
 * the branch (created through the API here, as the page's own form does; the tests share the demo API, so whichever
 * comes first creates it), the promotion preview lists each class with where its children go and next year's seats,
 * and a class's children with their mark; axe-clean, without sideways scrolling.
 */
for (const lang of LANGS) {
  test(`promotion (${lang}): the preview of the move to 2027-2028, class by class, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'admin', '/gestion-scholaire-parametre', lang);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const created = await page.request.post('/api/school/years?branch=1&year=2', {
      data: { startDate: '2027-09-06', endDate: '2028-06-30' },
      headers: { Authorization: token ?? '', WebClientCall: 'true' },
    });
    expect([201, 409]).toContain(created.status());
    await page.reload();
    const panel = page.getByRole('region', {
      name: tr(lang, 'schoolSettings.nextYear.promotionTitle', { year: '2027-2028' }),
    });
    await expect(panel).toBeVisible();
    const row = panel.getByRole('row', { name: /^CM1 A/ });
    await expect(row).toContainText('CM2 A');
    await row
      .getByRole('button', { name: tr(lang, 'schoolSettings.nextYear.studentsOf', { name: 'CM1 A' }) })
      .click();
    await expect(panel.getByRole('combobox').first()).toBeVisible();
    const widths = await documentWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
    await expectNoSeriousA11yViolations(page, `promotion preview (${lang})`);
  });
}
