import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import readXlsxFile from 'read-excel-file/node';
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

test('students list (ar): the Excel export of the current filter is a workbook read right to left, Arabic and accents intact', async ({
  page,
}) => {
  await openAs(page, 'admin', '/fullstudents?q=idrissi', 'ar');
  await expect(page.getByText('ياسمين').filter({ visible: true }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: tr('ar', 'table.exportXlsx') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = readFileSync(await file.path());
  const [sheet] = await readXlsxFile(bytes);
  expect(sheet!.sheet).toBe(tr('ar', 'routes.fullstudents'));
  expect(sheet!.data[0]).toContain(tr('ar', 'students.columns.massar'));
  expect(sheet!.data.flat().join(' ')).toContain('El Idrissi');
  expect(strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!)).toContain('rightToLeft="1"');
});
