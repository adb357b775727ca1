import { expect, test } from '@playwright/test';
import { expectPageTitle, isPhone, LANGS, tr, openAs } from './support';

/** "2 900,00 MAD" (fr) or "MAD 2,900.00" (ar, Latin digits) -> 2900: amounts always show two decimals. */
function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/\D/g, '')) / 100;
}

for (const lang of LANGS) {
  test(`(${lang}): paying a late family's overdue amount clears its overdue balance and takes it off the overdue list`, async ({
    page,
  }, testInfo) => {
    // One late family per language and viewport, so the runs sharing the demo API never pay the same family
    // (pages of 100 hold every late family of the branch).
    await openAs(page, 'admin', '/overdueList?pageSize=100', lang);
    await expectPageTitle(page, tr(lang, 'routes.overdueList'));
    const nth = 3 + LANGS.indexOf(lang) + (isPhone(testInfo) ? 2 : 0);
    const familyLink = page.locator('a[href*="studentengagment/family/"]').filter({ visible: true }).nth(nth);
    await expect(familyLink).toBeVisible();
    const href = (await familyLink.getAttribute('href')) ?? '';
    const familyId = /family\/(\d+)/.exec(href)?.[1] ?? '';
    expect(familyId).not.toBe('');
    await familyLink.click();
    await expect(page).toHaveURL(new RegExp(`/studentengagment/family/${familyId}`));

    const overdue = page.getByTestId('total-overdue');
    await expect(overdue).toBeVisible();
    const owed = amountOf(await overdue.textContent());
    expect(owed).toBeGreaterThan(0);
    const balanceBefore = amountOf(await page.getByTestId('total-balance').textContent());

    await page.getByRole('button', { name: tr(lang, 'finances.payment.open') }).click();
    const form = page.getByRole('form', { name: tr(lang, 'finances.payment.title') });
    await form
      .getByLabel(tr(lang, 'finances.payment.amount'), { exact: false })
      .first()
      .fill(owed.toFixed(2));
    await form.getByRole('button', { name: tr(lang, 'finances.payment.submit') }).click();
    const receipt = page.getByRole('dialog', { name: new RegExp(tr(lang, 'finances.receipt.title')) });
    await expect(receipt).toBeVisible();
    await receipt
      .getByRole('button', { name: tr(lang, 'common.close') })
      .first()
      .click();

    // Allocated oldest first, the payment settles every overdue installment: nothing is late any more.
    await expect.poll(async () => amountOf(await overdue.textContent())).toBe(0);
    const balanceAfter = amountOf(await page.getByTestId('total-balance').textContent());
    expect(balanceAfter).toBeLessThanOrEqual(balanceBefore - owed + 0.001);

    await page.goto('/overdueList?pageSize=100');
    await expectPageTitle(page, tr(lang, 'routes.overdueList'));
    await expect(page.locator('a[href*="studentengagment/family/"]').first()).toBeAttached();
    await expect(page.locator(`a[href*="studentengagment?family=${familyId}"]`)).toHaveCount(0);
  });
}
