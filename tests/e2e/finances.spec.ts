import { expect, test, type Locator } from '@playwright/test';
import {
  documentWidths,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  LANGS,
  tr,
  openAs,
} from './support';

for (const lang of LANGS) {
  test(`finances (${lang}): the admin records a payment for a late family, sees the balance change and the receipt number`, async ({
    page,
  }) => {
    await openAs(page, 'admin', '/studentengagment?status=overdue', lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(tr(lang, 'routes.studentengagment'));
    const family = page.locator('a[href*="studentengagment/family/"]').filter({ visible: true }).first();
    await expect(family).toBeVisible();
    await expectNoSeriousA11yViolations(page, `engagements list ${lang}`);
    await family.click();
    await expect(page).toHaveURL(/\/studentengagment\/family\/\d+/);

    const balance = page.getByTestId('total-balance');
    await expect(balance).toBeVisible();
    const before = await balance.textContent();
    await expect(page.getByText(tr(lang, 'finances.status.overdue')).first()).toBeAttached();
    // Wide installment tables scroll inside their card: the page itself never scrolls sideways on a phone.
    const widths = await documentWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);

    await page.getByRole('button', { name: tr(lang, 'finances.payment.open') }).click();
    const form = page.getByRole('form', { name: tr(lang, 'finances.payment.title') });
    await expect(form).toBeVisible();
    const amount = form.getByLabel(tr(lang, 'finances.payment.amount'), { exact: false }).first();
    // Money is read as the user means it: "100.999" is refused with the reason, a read amount is previewed.
    await amount.fill('100.999');
    await amount.blur();
    await expect(amount).toHaveAccessibleDescription(
      tr(lang, lang === 'fr' ? 'validation.money.ambiguousGrouping' : 'validation.money.tooManyDecimals'),
    );
    await amount.fill('100');
    await expect(amount).toHaveAccessibleDescription(
      new RegExp(`^${tr(lang, 'form.money.recorded', { amount: '' })}`),
    );
    await expect(form.getByTestId('balance-after')).not.toHaveText(before ?? '');
    await expectNoSeriousA11yViolations(page, `family finance with the payment form ${lang}`);
    await form.getByRole('button', { name: tr(lang, 'finances.payment.submit') }).click();

    const receipt = page.getByRole('dialog', {
      name: new RegExp(`${tr(lang, 'finances.receipt.title')} [A-Z]{3}-2026-\\d{6}`),
    });
    await expect(receipt).toBeVisible();
    const number =
      (await receipt.getByRole('heading', { level: 3 }).textContent())?.match(/[A-Z]{3}-2026-\d{6}/)?.[0] ??
      '';
    expect(number).not.toBe('');
    await expect(receipt.getByRole('button', { name: tr(lang, 'finances.receipt.print') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `receipt ${lang}`);
    await receipt
      .getByRole('button', { name: tr(lang, 'common.close') })
      .first()
      .click();

    await expect(balance).not.toHaveText(before ?? '');
    await expect(page.getByText(number).first()).toBeAttached();
  });

  test(`finances (${lang}): the parent sees the selected child's installments, read-only`, async ({
    page,
  }, testInfo) => {
    await openAs(page, 'parent', '/studentengagment', lang);
    // A parent's page is their child's school fees: what is owed first, the fee detail folded below.
    await expectPageTitle(page, tr(lang, 'finances.parentView.heading'));
    await expect(page.locator('#page-title + p')).toHaveText('Yasmine El Idrissi');
    const panel = page.getByTestId('student-finance');
    await expect(panel.getByTestId('parent-balance')).toBeVisible();
    await panel.getByRole('heading', { level: 2, name: tr(lang, 'finances.parentView.detail') }).click();
    // The installments' month in the reader's language (finances/installmentLabel.ts).
    const september = lang === 'ar' ? 'سبتمبر' : 'Septembre';
    await expect(panel.getByText(september).filter({ visible: true }).first()).toBeVisible();
    if (isPhone(testInfo)) {
      // On a phone the installments and payments are cards: what remains due, the state and the receipt button
      // are on screen without any sideways scrolling (only the page scrolls, vertically).
      const fullyOnScreen = async (locator: Locator) => {
        const box = await locator.boundingBox();
        expect(box).not.toBeNull();
        await page.evaluate((top) => window.scrollBy(0, top - 200), box!.y);
        await expect(locator).toBeInViewport({ ratio: 1 });
      };
      const installment = panel.getByTestId('installment-card').first();
      await fullyOnScreen(installment.getByText(tr(lang, 'finances.installments.outstanding')));
      await fullyOnScreen(installment.locator('.rounded-full').first());
      await fullyOnScreen(
        panel
          .getByRole('button')
          .filter({ hasText: tr(lang, 'finances.receipt.open'), visible: true })
          .first(),
      );
      const widths = await documentWidths(page);
      expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
    }
    await expect(page.getByRole('button', { name: tr(lang, 'finances.payment.open') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: tr(lang, 'finances.engagementForm.open') })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `parent finance ${lang}`);
  });

  test(`finances (${lang}): the admin creates an engagement for a child of the family from its finances`, async ({
    page,
  }, testInfo) => {
    // One family per language and viewport (the runs share the demo API, and a child has each fee once a year),
    // away from the first rows that other tests pay. A child of the seed may already have every fee of the year
    // (the seed changes with the day): then the next family of this run's own (every fourth row) is taken.
    await openAs(page, 'admin', '/studentengagment', lang);
    const first = 12 + LANGS.indexOf(lang) + (isPhone(testInfo) ? 2 : 0);
    const balance = page.getByTestId('total-balance');
    const form = page.getByRole('form', { name: tr(lang, 'finances.engagementForm.title') });
    const fee = form.getByLabel(tr(lang, 'finances.engagementForm.feeType'), { exact: false });
    let before: string | null = null;
    let free: string | null = null;
    for (let nth = first; free === null && nth < first + 4 * 5; nth += 4) {
      if (nth !== first) await page.goto('/studentengagment');
      const familyLink = page
        .locator('a[href*="studentengagment/family/"]')
        .filter({ visible: true })
        .nth(nth);
      await expect(familyLink).toBeVisible();
      await familyLink.click();
      await expect(page).toHaveURL(/\/studentengagment\/family\/\d+/);
      await expect(balance).toBeVisible();
      before = await balance.textContent();
      await page.getByRole('button', { name: tr(lang, 'finances.engagementForm.open') }).click();
      await expect(form).toBeVisible();
      const student = form.getByLabel(tr(lang, 'finances.engagementForm.student'), { exact: false });
      const children = await student.locator('option').count();
      for (let index = 1; free === null && index < children; index += 1) {
        await student.selectOption({ index });
        // The fees this child already has this year are shown but not choosable.
        await expect(fee.locator('option:disabled').first()).toBeAttached();
        const choosable = fee.locator('option:not([disabled]):not([value=""])');
        if ((await choosable.count()) > 0) free = await choosable.first().getAttribute('value');
      }
    }
    expect(free, 'a family of this run with a child missing a fee of the year').not.toBeNull();
    await fee.selectOption(free ?? '');
    const preview = form.getByRole('region', { name: tr(lang, 'finances.engagementForm.preview') });
    await expect(preview.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `new engagement form ${lang}`);
    await form.getByRole('button', { name: tr(lang, 'finances.engagementForm.submit') }).click();
    await expect(form).toHaveCount(0);
    await expect(balance).not.toHaveText(before ?? '');
  });

  test(`finances (${lang}): the admin sees the schedule templates as editable forms`, async ({ page }) => {
    await openAs(page, 'admin', '/gestion-financiere-parametre?tab=schedules', lang);
    await expect(page.getByRole('note')).toHaveText(tr(lang, 'financeSettings.templates.hint'));
    await expect(
      page.getByRole('button', { name: tr(lang, 'financeSettings.templates.save') }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, `schedule templates ${lang}`);
  });

  test(`finances (${lang}): the admin sees which fees parents may spread, and how far`, async ({ page }) => {
    await openAs(page, 'admin', '/gestion-financiere-parametre?tab=plans', lang);
    const form = page.getByRole('region', { name: tr(lang, 'financeSettings.plans.title') });
    // Read only here: the payment plan tests of the suite rely on tuition being offered (the demo's setting).
    const tuition = form.getByRole('group', { name: tr(lang, 'financeSettings.kinds.tuition') });
    await expect(tuition.getByLabel(tr(lang, 'financeSettings.plans.offered'))).toBeChecked();
    await expect(
      tuition.getByLabel(new RegExp(tr(lang, 'financeSettings.plans.maxInstallments'))),
    ).toHaveValue('6');
    const transport = form.getByRole('group', { name: tr(lang, 'financeSettings.kinds.transport') });
    await expect(transport.getByLabel(tr(lang, 'financeSettings.plans.offered'))).not.toBeChecked();
    await expectNoSeriousA11yViolations(page, `payment plan settings ${lang}`);
  });
}
