import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoAnswer, demoCall, demoToken } from '../../../../tests/helpers/demo';
import { stubWidth } from '../../../../tests/helpers/media';
import { renderSignedIn } from '../../../../tests/helpers/shell';
import { cmiHash, verifyCmiHash } from '../../../domain/onlinePayments';
import { db } from '../../../mocks/core/db';
import { DEMO_CMI_STORE_KEY } from '../../../mocks/finances/onlinePayments';
import type { StudentFinance } from '../finances.schemas';
import { postToGateway } from './gateway';

// Leaving for the bank's page is a real form POST (a navigation jsdom does not make): what would be posted is checked.
vi.mock('./gateway', () => ({ postToGateway: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(postToGateway).mockClear();
});

const YASMINE = 101;

/** The digits of an amount as shown, whatever the separators and the currency's place. */
const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

/** An order made through the API, as the dialog makes it, and its signed form. */
async function placeOrder(amount: number) {
  const token = await demoToken('parent');
  const answer = await demoAnswer(
    'POST',
    `students/${YASMINE}/online-payments?year=2`,
    token,
    { choice: 'amount', amount },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(answer.status).toBe(201);
  return answer.body as { order: { orderId: string }; gateway: { fields: Record<string, string> } };
}

/** The processor's callback for an order, signed as the processor signs it. */
async function bankSays(fields: Record<string, string>, code: '00' | '05') {
  const callback: Record<string, string> = { ...fields, ProcReturnCode: code, TransId: `T${code}` };
  delete callback.HASH;
  const answer = await fetch('http://localhost:3000/api/online-payments/cmi/callback', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...callback, HASH: await cmiHash(callback, DEMO_CMI_STORE_KEY) }).toString(),
  });
  return answer.text();
}

describe('Online payments: a parent pays from the child’s finance page', () => {
  it('fr on a 390 px phone: the next installment, what is late or an amount typed; one order for two taps, then the bank’s page with the signed form', async () => {
    stubWidth(390);
    const finance = (await demoCall('GET', `students/${YASMINE}/finance?year=2`, await demoToken('parent')))
      .body as StudentFinance;
    const app = await renderSignedIn('parent', '/studentengagment');
    await app.user.click(await screen.findByRole('button', { name: 'Payer en ligne' }));
    const dialog = await screen.findByRole('dialog', { name: /Payer en ligne — Yasmine/ });
    // What is late is offered with its amount, as the page's summary says it.
    const late = within(dialog).getByRole('radio', { name: /Tout le retard/ });
    expect(digits(late.closest('label')!.textContent)).toContain(digits(finance.totals.overdue.toFixed(2)));
    await app.user.click(within(dialog).getByRole('radio', { name: 'Un autre montant' }));
    const amount = within(dialog).getByLabelText(/Montant à payer/);
    await app.user.type(amount, '150,5');
    expect(within(dialog).getByTestId('online-summary')).toHaveTextContent(/150,50.*Yasmine/);
    const before = db.data.onlinePayments?.length ?? 0;
    const submit = within(dialog).getByRole('button', { name: 'Continuer vers le paiement' });
    await app.user.dblClick(submit);
    await waitFor(() => expect(postToGateway).toHaveBeenCalledTimes(1));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Ouverture de la page de paiement');
    expect(db.data.onlinePayments!.length).toBe(before + 1);
    const gateway = vi.mocked(postToGateway).mock.calls[0]![0];
    expect(gateway.url).toMatch(/\/api\/demo-bank\/cmi$/);
    expect(gateway.fields).toEqual(expect.objectContaining({ amount: '150.50', lang: 'fr' }));
    expect(await verifyCmiHash(gateway.fields, DEMO_CMI_STORE_KEY)).toBe(true);
  });

  it('an amount over what is owed is refused in the form, nothing is ordered', async () => {
    const app = await renderSignedIn('parent', '/studentengagment');
    await app.user.click(await screen.findByRole('button', { name: 'Payer en ligne' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('radio', { name: 'Un autre montant' }));
    await app.user.type(within(dialog).getByLabelText(/Montant à payer/), '9999999');
    const before = db.data.onlinePayments?.length ?? 0;
    await app.user.click(within(dialog).getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(await within(dialog).findByText('Ce montant dépasse ce qui reste à payer.')).toBeInTheDocument();
    expect(db.data.onlinePayments?.length ?? 0).toBe(before);
    expect(postToGateway).not.toHaveBeenCalled();
  });

  it('ar: the dashboard’s "pay online" opens the payment of what is late, in Arabic', async () => {
    const app = await renderSignedIn('parent', '/dashboard', { language: 'ar' });
    await app.user.click(await screen.findByRole('link', { name: 'الدفع عبر الإنترنت' }));
    const dialog = await screen.findByRole('dialog', { name: /الدفع عبر الإنترنت — / });
    expect(within(dialog).getByRole('radio', { name: /كل المتأخرات/ })).toBeChecked();
    // The address forgets the request once the dialog is closed.
    await app.user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
  });

  it('staff see a student’s finances with no way to pay online', async () => {
    await renderSignedIn('admin', `/studentdetails?id=${YASMINE}`);
    await screen.findByRole('heading', { level: 1 });
    const finance = await demoCall('GET', `students/${YASMINE}/finance?year=2`, await demoToken('admin'));
    expect((finance.body as StudentFinance).onlinePayment).toBeNull();
    expect(screen.queryByRole('button', { name: 'Payer en ligne' })).toBeNull();
  });
});

describe('Online payments: the page the bank sends the parent back to', () => {
  it('being confirmed, then accepted when the bank’s word comes: the receipt at once, marked paid online', async () => {
    const { order, gateway } = await placeOrder(120);
    const app = await renderSignedIn('parent', `/online-payment/${order.orderId}`);
    expect(
      await screen.findByRole('heading', { name: 'Paiement en cours de confirmation' }),
    ).toBeInTheDocument();
    expect(await bankSays(gateway.fields, '00')).toBe('ACTION=POSTAUTH');
    // The page reads the order again by itself.
    expect(
      await screen.findByRole('heading', { name: 'Paiement accepté' }, { timeout: 6000 }),
    ).toBeInTheDocument();
    const number = db.data.payments.find(
      (payment) => payment.online?.orderId === order.orderId,
    )!.receiptNumber;
    expect(screen.getByText(new RegExp(`Reçu n° ${number}`))).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Voir le reçu' }));
    const receipt = await screen.findByRole('dialog');
    expect(await within(receipt).findByText('Carte bancaire (en ligne)')).toBeInTheDocument();
  });

  it('refused, in Arabic: nothing recorded, and a way to pay again', async () => {
    const { order, gateway } = await placeOrder(130);
    await bankSays(gateway.fields, '05');
    await renderSignedIn('parent', `/online-payment/${order.orderId}`, { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'تم رفض الدفع' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الدفع من جديد' })).toHaveAttribute(
      'href',
      '/studentengagment?pay=amount',
    );
  });

  it('an order that is not the parent’s: an error with a retry, never a blank page', async () => {
    await renderSignedIn('parent', '/online-payment/OP-1999-000001');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de lire l’état de ce paiement.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
