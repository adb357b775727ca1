import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubWidth } from '../../../../tests/helpers/media';
import { renderSignedIn } from '../../../../tests/helpers/shell';
import { db } from '../../../mocks/core/db';

const YASMINE = 101;
/** Yasmine's family, in branch 1. */
const FAMILY = 1;

describe('Payment plans: a parent spreads tuition from the phone, the office refuses it', () => {
  it('fr at 390 px: the choices with their dates and amounts, one plan for a double tap; the office refuses it with a reason and the parent reads it', async () => {
    stubWidth(390);
    const parent = await renderSignedIn('parent', '/studentengagment');
    const section = await screen.findByTestId('parent-plans');
    await parent.user.click(within(section).getByRole('button', { name: 'Étaler le paiement' }));
    const dialog = await screen.findByRole('dialog', { name: /Étaler le paiement de Yasmine/ });
    await parent.user.click(within(dialog).getByRole('radio', { name: /^3 mensualités de/ }));
    const preview = within(dialog).getByTestId('plan-preview');
    expect(within(preview).getAllByRole('listitem')).toHaveLength(3);
    const before = db.data.paymentPlans?.length ?? 0;
    await parent.user.dblClick(within(dialog).getByRole('button', { name: 'Choisir cet échéancier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(db.data.paymentPlans!.length).toBe(before + 1);
    const plan = db.data.paymentPlans!.at(-1)!;
    expect(plan).toMatchObject({ studentId: YASMINE, state: 'active' });
    expect(plan.installmentIds).toHaveLength(3);
    expect(await within(section).findByText('En vigueur')).toBeInTheDocument();
    // Spread once: the fee is no longer offered.
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'Étaler le paiement' })).not.toBeInTheDocument(),
    );
    parent.unmount();

    const office = await renderSignedIn('admin', `/studentengagment/family/${FAMILY}`);
    const plans = await screen.findByTestId('family-plans');
    expect(within(plans).getByText(/Choisi par/)).toBeInTheDocument();
    await office.user.click(within(plans).getByRole('button', { name: 'Refuser' }));
    const refuse = await screen.findByRole('dialog', { name: /Refuser l’échéancier/ });
    // No reason: nothing is sent, the field says why.
    await office.user.click(within(refuse).getByRole('button', { name: 'Refuser l’échéancier' }));
    expect(await within(refuse).findByText(/obligatoire/i)).toBeInTheDocument();
    expect(plan.state).toBe('active');
    await office.user.type(within(refuse).getByLabelText(/Motif du refus/), 'Arriéré de l’an dernier');
    await office.user.click(within(refuse).getByRole('button', { name: 'Refuser l’échéancier' }));
    await waitFor(() => expect(plan.state).toBe('refused'), { timeout: 15_000 });
    expect(await within(plans).findByText('Refusé par l’école')).toBeInTheDocument();
    office.unmount();

    await renderSignedIn('parent', '/studentengagment');
    const after = await screen.findByTestId('parent-plans');
    expect(await within(after).findByTestId('plan-refused')).toHaveTextContent('Arriéré de l’an dernier');
  }, 60_000);
});
