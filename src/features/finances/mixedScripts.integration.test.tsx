import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money';
import { demoToken } from '../../../tests/helpers/demo';
import { expectLtrIsolated } from '../../../tests/helpers/ltr';
import { renderSignedIn } from '../../../tests/helpers/shell';
import type { EngagementPage, FamilyFinance } from './finances.schemas';

const API = 'http://localhost:3000/api';

async function api<T>(path: string): Promise<T> {
  const answer = await fetch(`${API}/${path}`, { headers: { Authorization: await demoToken('admin') } });
  return (await answer.json()) as T;
}

/** A family of branch 1 that has paid something already (a payment with its receipt), and its finances. */
async function payingFamily(): Promise<FamilyFinance> {
  const page = await api<EngagementPage>('engagements?branch=1&year=2&pageSize=50');
  for (const row of page.items) {
    const finance = await api<FamilyFinance>(`families/${row.familyId}/finance?branch=1&year=2`);
    if (finance.payments.length > 0 && finance.family.guardians.length > 0) return finance;
  }
  throw new Error('no family of branch 1 has a payment');
}

beforeAll(async () => {
  await import('./StudentEngagementsPage');
}, 60_000);

// Mixed scripts (DESIGN-SYSTEM.md): amounts with their currency, receipt numbers, references and phone numbers keep
// their left-to-right order inside Arabic text; the same markup in French.
describe.each(['fr', 'ar'] as const)('Mixed scripts in the finances (%s)', (language) => {
  it('the families list isolates each amount left to right', async () => {
    await renderSignedIn('admin', '/studentengagment', { language });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByText(/\d[.,]\d\d(?!\d)/).length).toBeGreaterThan(3));
    within(table)
      .getAllByText(/\d[.,]\d\d(?!\d)/)
      .forEach(expectLtrIsolated);
  });

  it('a family’s totals, installments, payments (receipt number, amount), receipt and guardian phone are isolated', async () => {
    const finance = await payingFamily();
    const money = (amount: number) => formatMoney(amount, finance.currency, language);
    // The formatted text as is (narrow no-break spaces, the Arabic right-to-left mark), not normalized.
    const exact = { normalizer: (text: string) => text };
    const { user } = await renderSignedIn('admin', `/studentengagment?family=${finance.family.id}`, {
      language,
    });
    const totals = await screen.findByTestId('total-due');
    expectLtrIsolated(within(totals).getByText(money(finance.totals.due), exact));
    const installment = finance.engagements[0]!.installments[0]!;
    screen.getAllByText(money(installment.amount), exact).forEach(expectLtrIsolated);
    const payment = finance.payments[0]!;
    // The table and, below md, the cards: each shows the number isolated.
    screen.getAllByText(payment.receiptNumber).forEach(expectLtrIsolated);
    screen.getAllByText(money(payment.amount), exact).forEach(expectLtrIsolated);
    // The guardian's phone inside the sentence "Responsable : name, phone": Unicode isolates around it.
    const phone = finance.family.guardians[0]!.phone;
    expect(screen.getByText(new RegExp(phone.replace(/\+/g, '\\+'))).textContent).toContain(
      `\u2066${phone}\u2069`,
    );

    const open = screen.getAllByRole('button', { name: new RegExp(payment.receiptNumber) })[0]!;
    await user.click(open);
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByRole('heading').textContent).toContain(payment.receiptNumber);
    within(receipt).getAllByText(money(payment.amount), exact).forEach(expectLtrIsolated);
  });
});
