import { expect, test, type Page } from '@playwright/test';
import { cmiHash } from '../../src/domain/onlinePayments';
import { DEMO_CMI_STORE_KEY, LATE_CALLBACK_MS } from '../../src/mocks/finances/onlinePayments';
import {
  demoToken,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  LANGS,
  openAs,
  tr,
  type Lang,
} from './support';

/**
 * Paying online (docs/api.md "Online payments"), on a desktop and a phone, in French and Arabic: the parent pays on the
 * demo processor's page and comes back to the order's page, which the server's state alone decides. Each test pays a
 * few dirhams of its own (the suite shares one demo API), never what another test reads.
 */
const YASMINE = 101;

/** The parent's payment dialog, opened from the child's finance page, for a typed amount; then the bank's page. */
async function payTyped(page: Page, lang: Lang, amount: string): Promise<void> {
  await page.getByRole('button', { name: tr(lang, 'finances.online.payButton'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: tr(lang, 'finances.online.choiceAmount'), exact: true }).check();
  await dialog.getByLabel(tr(lang, 'finances.online.amountLabel')).fill(amount);
  await dialog.getByRole('button', { name: tr(lang, 'finances.online.continue'), exact: true }).click();
  await expect(page).toHaveURL(/\/api\/demo-bank\/cmi$/);
}

/** An ending on the demo processor's page (its own words; the buttons carry the ending's name). */
async function atBank(page: Page, ending: 'accept' | 'refuse' | 'cancel' | 'close' | 'late'): Promise<void> {
  await page.locator(`button[value="${ending}"]`).click();
}

for (const lang of LANGS) {
  test(`online payment (${lang}): from the dashboard to the bank's page and back, accepted, the receipt at once, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'parent', '/dashboard', lang);
    await page.getByRole('link', { name: tr(lang, 'dashboard.parent.payOnline'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { checked: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the online payment dialog (${lang})`);
    await dialog.getByRole('radio', { name: tr(lang, 'finances.online.choiceAmount'), exact: true }).check();
    await dialog.getByLabel(tr(lang, 'finances.online.amountLabel')).fill('11');
    await expect(dialog.getByTestId('online-summary')).toContainText('11');
    await dialog.getByRole('button', { name: tr(lang, 'finances.online.continue'), exact: true }).click();
    await expect(page).toHaveURL(/\/api\/demo-bank\/cmi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await atBank(page, 'accept');

    await expect(page).toHaveURL(/\/online-payment\/OP-\d{4}-\d{6}$/);
    await expectPageTitle(page, tr(lang, 'routes.online-payment'));
    await expect(page.getByRole('heading', { name: tr(lang, 'finances.online.paidTitle') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the online payment's page, accepted (${lang})`);
    await page.getByRole('button', { name: tr(lang, 'finances.online.receipt'), exact: true }).click();
    await expect(page.getByRole('dialog').getByText(tr(lang, 'finances.online.method'))).toBeVisible();
  });

  test(`online payment (${lang}): refused by the bank, then cancelled on its page: nothing recorded, a way to pay again`, async ({
    page,
  }) => {
    await openAs(page, 'parent', '/studentengagment', lang);
    await payTyped(page, lang, '12');
    await atBank(page, 'refuse');
    await expect(page.getByRole('heading', { name: tr(lang, 'finances.online.refusedTitle') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the online payment's page, refused (${lang})`);
    await page.getByRole('link', { name: tr(lang, 'finances.online.retry'), exact: true }).click();
    // The same choice again, in the dialog over the finance page.
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('radio', { name: tr(lang, 'finances.online.choiceAmount'), exact: true }),
    ).toBeChecked();
    await dialog.getByLabel(tr(lang, 'finances.online.amountLabel')).fill('12');
    await dialog.getByRole('button', { name: tr(lang, 'finances.online.continue'), exact: true }).click();
    await atBank(page, 'cancel');
    await expect(
      page.getByRole('heading', { name: tr(lang, 'finances.online.cancelledTitle') }),
    ).toBeVisible();
  });

  test(`online payment (${lang}): back before the bank's confirmation, then the tab closed before returning: both recorded by the callback`, async ({
    page,
  }) => {
    await openAs(page, 'parent', '/studentengagment', lang);
    await payTyped(page, lang, '13');
    await atBank(page, 'late');
    // Being confirmed: the page reads the order again until the bank's word comes (eight seconds later,
    // LATE_CALLBACK_MS).
    await expect(page.getByRole('heading', { name: tr(lang, 'finances.online.pendingTitle') })).toBeVisible();
    await expect(page.getByRole('heading', { name: tr(lang, 'finances.online.paidTitle') })).toBeVisible({
      timeout: LATE_CALLBACK_MS + 10_000,
    });

    await page.goto('/studentengagment');
    await payTyped(page, lang, '14');
    await atBank(page, 'close');
    await expect(page.getByRole('status')).toBeVisible();
    // The parent opens the portal again later: the dashboard says the payment was accepted, and it is among the
    // child's receipts.
    await page.goto('/dashboard');
    await expect(page.locator('#main-content a[href^="/online-payment/OP-"]')).toBeVisible();
    await page.goto('/studentengagment');
    const receipts = page.getByRole('region', {
      name: tr(lang, 'finances.parentView.receipts'),
      exact: true,
    });
    // The receipts are a list on a phone and a table on a desktop: the one shown.
    await expect(
      receipts.getByText(tr(lang, 'finances.online.method')).filter({ visible: true }).first(),
    ).toBeVisible();
  });
}

test('online payment: the same callback twice records one payment (the processor retries), before or after the return', async ({
  page,
}) => {
  const token = await demoToken(page, 'parent');
  const created = await page.request.post(`/api/students/${YASMINE}/online-payments?year=2`, {
    data: { choice: 'amount', amount: 15 },
    headers: { Authorization: token, WebClientCall: 'true', 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(created.status()).toBe(201);
  const { order, gateway } = (await created.json()) as {
    order: { orderId: string };
    gateway: { fields: Record<string, string> };
  };
  const fields: Record<string, string> = {
    ...gateway.fields,
    ProcReturnCode: '00',
    TransId: `T${order.orderId}`,
  };
  delete fields.HASH;
  const callback = { ...fields, HASH: await cmiHash(fields, DEMO_CMI_STORE_KEY) };
  const send = async () =>
    (await page.request.post('/api/online-payments/cmi/callback', { form: callback })).text();
  expect(await send()).toBe('ACTION=POSTAUTH');
  // The parent comes back after the callback: the page shows it paid.
  await openAs(page, 'parent', `/online-payment/${order.orderId}`);
  await expect(page.getByRole('heading', { name: tr('fr', 'finances.online.paidTitle') })).toBeVisible();
  expect(await send()).toBe('APPROVED');
  const finance = await page.request.get(`/api/students/${YASMINE}/finance?year=2`, {
    headers: { Authorization: token, WebClientCall: 'true' },
  });
  const { payments } = (await finance.json()) as { payments: Array<{ reference: string }> };
  expect(payments.filter((payment) => payment.reference === `T${order.orderId}`)).toHaveLength(1);
});
