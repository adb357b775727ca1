import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/core/db';
import { handlers } from '../../mocks/index.ts';
import { server } from '../../mocks/node';
import { demoToken } from '../../../tests/helpers/demo';
import { renderSignedIn } from '../../../tests/helpers/shell';
import type { EngagementPage, FamilyFinance, PaymentView } from './finances.schemas';

// A refund is a reversal entry, never a deletion (docs/api.md "POST payments/{id}/refund").

const API = 'http://localhost:3000/api';

async function api<T>(path: string): Promise<T> {
  const answer = await fetch(`${API}/${path}`, { headers: { Authorization: await demoToken('admin') } });
  return (await answer.json()) as T;
}

const digits = (text: string | null | undefined) => (text ?? '').replace(/[^\d,]/g, '');
const frenchAmount = (amount: number) =>
  digits(new Intl.NumberFormat('fr-u-nu-latn', { minimumFractionDigits: 2 }).format(amount));

/** A family of branch 1 with payments, and its newest payment made at the counter. */
async function familyWithPayment(): Promise<{ finance: FamilyFinance; payment: PaymentView }> {
  const page = await api<EngagementPage>('engagements?branch=1&year=2&status=due,overdue&pageSize=50');
  for (const row of page.items) {
    const finance = await api<FamilyFinance>(`families/${row.familyId}/finance?branch=1&year=2`);
    const payment = finance.payments.find((candidate) => !candidate.online && candidate.allocations.length);
    if (payment) return { finance, payment };
  }
  throw new Error('no family with a payment');
}

const reversalsOf = (paymentId: number) =>
  db.data.payments.filter((payment) => payment.reversalOf === paymentId);

async function openRefund(payment: PaymentView) {
  const { user } = await renderSignedIn('admin', `/studentengagment?family=${payment.familyId}`);
  expect(await screen.findByTestId('total-balance')).toBeInTheDocument();
  const buttons = await screen.findAllByRole('button', {
    name: `Rembourser le paiement ${payment.receiptNumber}`,
  });
  await user.click(buttons.at(-1)!);
  const dialog = await screen.findByRole('dialog', {
    name: `Rembourser le paiement ${payment.receiptNumber}`,
  });
  return { user, dialog };
}

describe('refunding a payment (staff, family finances)', () => {
  it('asks a reason, keeps it when the save fails, then records the refund: the balance rises, the rows are marked', async () => {
    const { finance, payment } = await familyWithPayment();
    const { user, dialog } = await openRefund(payment);

    // No reason: refused under the field, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le remboursement' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeInTheDocument();

    // A fault of the API (500: nothing recorded): the reason typed stays.
    server.use(
      http.post(
        '*/api/payments/:id/refund',
        () => HttpResponse.json({ message: 'Internal error' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const reason = within(dialog).getByLabelText(/^Motif du remboursement/);
    await user.type(reason, 'Paiement saisi deux fois');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le remboursement' }));
    expect(
      await screen.findByText(
        'Le remboursement n’a pas été enregistré. Le motif saisi est conservé, réessayez.',
      ),
    ).toBeInTheDocument();
    expect(reason).toHaveValue('Paiement saisi deux fois');
    expect(reversalsOf(payment.id)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le remboursement' }));
    await waitFor(() => expect(reversalsOf(payment.id)).toHaveLength(1));
    const reversal = reversalsOf(payment.id)[0]!;
    expect(
      await screen.findByText(`Remboursement enregistré, reçu ${reversal.receiptNumber}.`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Rembourser/ })).not.toBeInTheDocument(),
    );

    // The balance goes back up by the amount refunded.
    const expected = Math.round(finance.totals.balance * 100 + payment.amount * 100) / 100;
    await waitFor(() =>
      expect(digits(screen.getByTestId('total-balance').textContent)).toBe(frenchAmount(expected)),
    );

    // The reversal's row: its negative amount and the receipt it refunds; the original is kept, marked refunded.
    const table = screen.getByRole('table', { name: 'Paiements' });
    const reversalRow = within(table)
      .getByRole('rowheader', { name: new RegExp(reversal.receiptNumber) })
      .closest('tr')!;
    expect(reversalRow).toHaveTextContent(`Remboursement de ${payment.receiptNumber}`);
    expect(reversalRow).toHaveTextContent(/[-−]\s?[\d\s\u202f]+,\d{2}/);
    expect(digits(reversalRow.textContent)).toContain(frenchAmount(payment.amount));
    const originalRow = within(table)
      .getByRole('rowheader', { name: new RegExp(`^${payment.receiptNumber}`) })
      .closest('tr')!;
    expect(within(originalRow).getByText('Remboursé')).toBeInTheDocument();
    // Neither can be refunded again.
    expect(
      screen.queryByRole('button', { name: `Rembourser le paiement ${payment.receiptNumber}` }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `Rembourser le paiement ${reversal.receiptNumber}` }),
    ).not.toBeInTheDocument();

    // Its receipt is a refund receipt, the amount in words given back without a sign.
    const receiptButtons = screen.getAllByRole('button', { name: `Voir le reçu ${reversal.receiptNumber}` });
    await user.click(receiptButtons.at(-1)!);
    const receipt = await screen.findByRole('region', {
      name: `Reçu de remboursement N° ${reversal.receiptNumber}`,
    });
    expect(receipt).toHaveTextContent(`Référence${payment.receiptNumber}`);
    expect(receipt).toHaveTextContent('Arrêté le présent reçu de remboursement à la somme de');
  }, 60_000);

  it('a refund whose answer was lost is "not confirmed", re-read, and sent again without a second refund', async () => {
    const { payment } = await familyWithPayment();
    const { user, dialog } = await openRefund(payment);
    server.use(
      http.post(
        '*/api/payments/:id/refund',
        async ({ request }) => {
          await getResponse(handlers, request.clone());
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await user.type(within(dialog).getByLabelText(/^Motif du remboursement/), 'Carte débitée deux fois');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le remboursement' }));

    expect(await screen.findByText(/L’enregistrement n’a pas pu être confirmé/)).toBeInTheDocument();
    expect(reversalsOf(payment.id)).toHaveLength(1);
    const reversal = reversalsOf(payment.id)[0]!;
    // The family was re-read: the refund the server recorded is listed; the reason typed is kept.
    expect(
      await screen.findByRole('rowheader', { name: new RegExp(reversal.receiptNumber) }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Motif du remboursement/)).toHaveValue('Carte débitée deux fois');

    // Sent again with the same key: the server answers the refund it recorded, once.
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le remboursement' }));
    expect(
      await screen.findByText(`Remboursement enregistré, reçu ${reversal.receiptNumber}.`),
    ).toBeInTheDocument();
    expect(reversalsOf(payment.id)).toHaveLength(1);
  }, 60_000);
});
