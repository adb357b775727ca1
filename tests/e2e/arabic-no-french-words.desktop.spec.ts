import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, openAs } from './support';

/**
 * French words left on Arabic screens (DESIGN-SYSTEM.md, every text in the reader's language): the schedule
 * templates' month names of the installments, the roles' names, the teachers' civility "Mme"/"M.". Read only: no
 * data is changed. Desktop only: what is checked is the text, not the layout.
 */

const FRENCH_MONTHS = /\b(Septembre|Octobre|Novembre|Décembre|Janvier|Février|Mars|Avril|Mai|Juin)\b/;

test('parent (ar): installments, payments and receipt name the months in Arabic', async ({ page }) => {
  await openAs(page, 'parent', '/studentengagment', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'الرسوم الدراسية' })).toBeVisible();
  const receipt = page.getByRole('button', { name: /[A-Z]{3}-2026-\d{6}/ }).first();
  await expect(receipt).toBeVisible();
  const main = page.locator('main');
  await expect(main).toContainText('نوفمبر');
  expect(await main.textContent()).not.toMatch(FRENCH_MONTHS);
  await receipt.click();
  const shown = page.getByRole('dialog').getByTestId('receipt');
  await expect(shown).toBeVisible();
  expect(await shown.textContent()).not.toMatch(FRENCH_MONTHS);
  await expectNoSeriousA11yViolations(page, 'Arabic receipt with Arabic month names');
});

test('parent (fr): the month names stay French', async ({ page }) => {
  await openAs(page, 'parent', '/studentengagment', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Frais de scolarité' })).toBeVisible();
  await expect(page.locator('main')).toContainText('Novembre');
});

test('admin (ar): an account’s roles and the roles to give are their Arabic names', async ({ page }) => {
  await openAs(page, 'admin', '/access-management', 'ar');
  const roles = page.getByRole('list', { name: /Samira Benali/ });
  await expect(roles).toContainText('الإدارة');
  await expect(roles).not.toContainText('Administration');
  await expectNoSeriousA11yViolations(page, 'Arabic access management with Arabic role names');
});

test('admin (ar): the classes’ teachers are named in Arabic script, السيدة/السيد, not "Mme"/"M."', async ({
  page,
}) => {
  await openAs(page, 'admin', '/gestion-scholaire-parametre', 'ar');
  const cm1 = page.getByRole('region', { name: /CM1/ });
  const lines = cm1.locator('p', { hasText: '·' });
  await expect(lines.first()).toBeVisible();
  for (const text of await lines.allTextContents()) {
    expect(text).toMatch(/^(السيدة|السيد) /);
    expect(text).not.toMatch(/(^|\s)(Mme|M\.)\s/);
    expect(text.split('·')[0]).not.toMatch(/[A-Za-z]/);
  }
});
