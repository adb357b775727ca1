import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { readPdf } from '../helpers/pdf';
import { expectNoSeriousA11yViolations, openAs, tr } from './support';

/**
 * Arabic in the first hour (DESIGN-SYSTEM.md "Mixed scripts"): on an Arabic receipt every number keeps its
 * left-to-right order (a school year reads "2026-2027", a phone "+212 …"), the receipt states its amount in words, its
 * PDF carries real text, and the parent's canteen names the child in Arabic. Desktop only: what is checked is the
 * order of the text, not the layout.
 */

/** True when, in the first text node holding `whole`, `first` is drawn to the left of `second`. */
async function drawnLeftOf(page: Page, whole: string, first: string, second: string): Promise<boolean> {
  return page.evaluate(
    ([text, a, b]) => {
      const root = document.querySelector('[data-testid="receipt"]')!;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? '';
        const at = value.indexOf(text);
        if (at < 0) continue;
        const rectOf = (part: string) => {
          const range = document.createRange();
          const start = at + text.indexOf(part);
          range.setStart(node, start);
          range.setEnd(node, start + part.length);
          return range.getBoundingClientRect();
        };
        return rectOf(a).left < rectOf(b).left;
      }
      throw new Error(`"${text}" is not on the receipt`);
    },
    [whole, first, second] as const,
  );
}

test('receipt (ar): the year, the phone and the amounts read left to right; the amount in words; a PDF with text', async ({
  page,
}) => {
  await openAs(page, 'parent', '/studentengagment', 'ar');
  await page
    .getByRole('button')
    .filter({ hasText: tr('ar', 'finances.receipt.open'), visible: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(tr('ar', 'finances.receipt.title')) });
  const receipt = dialog.getByTestId('receipt');
  await expect(receipt).toBeVisible();

  // "2026-2027", not "2027-2026"; "+212 522 36 48 10", not "10 48 36 522 212+".
  const year = receipt.locator('bdi[dir="ltr"]', { hasText: /^\d{4}-\d{4}$/ }).first();
  await expect(year).toBeVisible();
  const years = (await year.textContent())!;
  expect(await drawnLeftOf(page, years, years.slice(0, 4), years.slice(5))).toBe(true);
  const phone = receipt.locator('bdi[dir="ltr"]', { hasText: /^\+212[\d ]+$/ }).first();
  await expect(phone).toBeVisible();
  const number = (await phone.textContent())!;
  expect(await drawnLeftOf(page, number, '+212', number.slice(-2))).toBe(true);

  // The amount in words, in Arabic.
  await expect(receipt.getByTestId('receipt-in-words')).toContainText(
    tr('ar', 'finances.receipt.inWords', { words: '' }).replace(/\.$/, '').trim(),
  );
  await expectNoSeriousA11yViolations(page, 'Arabic receipt');

  // The PDF: an invisible text layer over the drawing, read back through its ToUnicode map.
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: tr('ar', 'finances.receipt.download') }).click();
  const pdf = readPdf(await readFile((await (await download).path())!));
  expect(pdf).toMatchObject({ header: '%PDF-', invisible: true, toUnicode: true });
  expect(pdf.texts.some((text) => text.includes(number))).toBe(true);
});

test('canteen (ar): the parent’s page is titled with the child’s Arabic name', async ({ page }) => {
  await openAs(page, 'parent', '/demandes-cantine', 'ar');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText(tr('ar', 'canteen.parent.title', { name: '' }).trim());
  await expect(title).not.toHaveText(/[A-Za-z]/);
});
