import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoSeriousA11yViolations, isPhone, LANGS, tr, openAs } from './support';

for (const lang of LANGS) {
  test(`students list (${lang}): the admin finds a student typed without accents, the list is axe-clean`, async ({
    page,
  }, testInfo) => {
    await openAs(page, 'admin', '/fullstudents', lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(tr(lang, 'routes.fullstudents'));
    await page.getByRole('searchbox', { name: tr(lang, 'students.search') }).fill('yasmine el idrissi');
    await expect(page).toHaveURL(/q=yasmine/);
    const results = isPhone(testInfo)
      ? page.getByRole('list', { name: tr(lang, 'routes.fullstudents') })
      : page.getByRole('table', { name: tr(lang, 'routes.fullstudents') });
    await expect(results).toContainText('El Idrissi');
    await expect(results).toContainText('Yasmine');
    await expectNoSeriousA11yViolations(page, `students list ${lang}`);
    // No horizontal scroll on a phone: rows are cards there.
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });
}

test('students list: the CSV export of the current filter opens with accents and Arabic intact (UTF-8 with BOM)', async ({
  page,
}) => {
  await openAs(page, 'admin', '/fullstudents?q=idrissi', 'fr');
  await expect(page.getByText('Yasmine').filter({ visible: true }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: tr('fr', 'table.export') }).click();
  const file = await (await download).path();
  const bytes = readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain('N° Massar');
  expect(text).toContain('El Idrissi');
  expect(text).toContain('Inscrit');
});
