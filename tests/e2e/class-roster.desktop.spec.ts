import { expect, test } from '@playwright/test';
import { openAs } from './support';

/**
 * A class's roster printed alone on one A4 page: the class, its main teacher and room, each child in Latin and Arabic
 * script with the birth date and code Massar; nothing of the screen around it.
 */
test("a class's roster is printed alone on one A4 page", async ({ page }) => {
  await openAs(page, 'admin', '/classesPage?level=7', 'fr');
  await page.locator('#main-content').getByRole('link', { name: 'CM1 A' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classe CM1 A' })).toBeVisible();
  const children = await page
    .getByRole('region', { name: /élèves/ })
    .getByRole('listitem')
    .count();
  expect(children).toBeGreaterThan(10);

  await page.emulateMedia({ media: 'print' });
  const printed = page.locator('.print-sheet-root');
  await expect(printed).toBeVisible();
  await expect(printed.getByRole('heading', { level: 1 })).toHaveText('Liste de la classe CM1 A');
  await expect(printed.locator('tbody tr')).toHaveCount(children);
  await expect(printed.locator('tbody tr').first()).toContainText(/[\u0600-\u06ff]/);
  await expect(page.locator('#main-content')).toBeHidden();
  const pages = (await page.pdf({ preferCSSPageSize: true }))
    .toString('latin1')
    .match(/\/Type\s*\/Page(?!s)/g);
  expect(pages).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });
});
