import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectPageTitle, LANGS, tr, openAs } from './support';

/**
 * Receipts (DESIGN-SYSTEM.md "Printing", docs/architecture.md "Receipts: print and PDF"): a receipt prints alone and
 * once, on one A4 page titled with its number, in the user's language and direction; "Download" saves a real PDF
 * named `recu-<number>.pdf`. Printing does not depend on the screen's width, so this runs on the desktop only.
 */
for (const lang of LANGS) {
  test(`receipt (${lang}): printed on one A4 page titled "Reçu N° …", in the user's direction; downloaded as recu-<number>.pdf`, async ({
    page,
  }) => {
    await openAs(page, 'parent', '/studentengagment', lang);
    // A parent's page is their child's school fees; the receipts are at its top, outside the folded detail.
    await expectPageTitle(page, tr(lang, 'finances.parentView.heading'));
    await page
      .getByRole('button')
      .filter({ hasText: tr(lang, 'finances.receipt.open'), visible: true })
      .first()
      .click();
    const receipt = page.getByRole('dialog', {
      name: new RegExp(`${tr(lang, 'finances.receipt.title')} [A-Z]{3}-\\d{4}-\\d{6}`),
    });
    await expect(receipt).toBeVisible();
    const number =
      (await receipt.getByRole('heading', { level: 3 }).textContent())?.match(/[A-Z]{3}-\d{4}-\d{6}/)?.[0] ??
      '';
    expect(number).not.toBe('');

    await page.emulateMedia({ media: 'print' });
    const printed = page.getByTestId('receipt-document');
    await expect(printed).toBeVisible();
    await expect(printed).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(printed.getByRole('heading', { level: 1 })).toHaveText(
      tr(lang, 'finances.receipt.titleNumber', { number }),
    );
    await expect(
      page.getByRole('heading', { name: new RegExp(number) }).filter({ visible: true }),
    ).toHaveCount(1);
    await expect(page.getByRole('dialog').filter({ visible: true })).toHaveCount(0);
    const pages = (await page.pdf({ format: 'A4' })).toString('latin1').match(/\/Type\s*\/Page(?!s)/g);
    expect(pages).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });

    const download = page.waitForEvent('download');
    await receipt.getByRole('button', { name: tr(lang, 'finances.receipt.download') }).click();
    expect((await download).suggestedFilename()).toBe(`recu-${number}.pdf`);
    const bytes = await readFile((await (await download).path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
}
