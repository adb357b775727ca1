import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/core/db';
import { server } from '../../../mocks/node';
import { renderSignedIn } from '../../../../tests/helpers/shell';

const TITLE = 'Paramètres financiers';

function stored() {
  return db.data.financeSettings.find((s) => s.branchId === 1 && s.yearId === 2)!;
}

describe('financial settings (fees, schedules, payment methods, discounts, receipts)', () => {
  it('saves a tuition amount of one level', async () => {
    const { user } = await renderSignedIn('admin', '/gestion-financiere-parametre');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    const field = await screen.findByLabelText(/^Scolarité CM1/);
    // Typed over the selected amount (MoneyField: a cleared box falls back to its default value, see report).
    await user.tripleClick(field);
    await user.keyboard('26500.50');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les frais' }));
    expect(await screen.findByText('Les montants des frais ont été enregistrés.')).toBeInTheDocument();
    const cm1 = db.data.levels.find((level) => level.code === 'CM1')!;
    expect(
      stored().feeTypes.find((fee) => fee.kind === 'tuition' && fee.levelId === cm1.id)?.amountCents,
    ).toBe(2_650_050);
  });

  it('a failed save keeps the typed amount; a negative one is refused under the field', async () => {
    server.use(
      http.put('*/api/finance/settings', () =>
        HttpResponse.json({ message: 'Service indisponible' }, { status: 500 }),
      ),
    );
    const { user } = await renderSignedIn('admin', '/gestion-financiere-parametre');
    const field = await screen.findByLabelText(/^Scolarité CM1/);
    const before = stored().feeTypes.map((fee) => fee.amountCents);
    await user.tripleClick(field);
    await user.keyboard('-5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les frais' }));
    expect(await screen.findByText('Le montant ne peut pas être négatif.')).toBeInTheDocument();
    await user.tripleClick(field);
    await user.keyboard('27000');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les frais' }));
    expect(
      await screen.findByText('L’enregistrement a échoué. Vos saisies sont conservées, réessayez.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Service indisponible')).not.toBeInTheDocument();
    expect((field as HTMLInputElement).value.replace(/\D/g, '')).toContain('27000');
    expect(stored().feeTypes.map((fee) => fee.amountCents)).toEqual(before);
  });

  it('lists the schedule templates with their labels and due dates, editable', async () => {
    await renderSignedIn('admin', '/gestion-financiere-parametre?tab=schedules');
    const monthly = await screen.findByRole('region', { name: '10 mensualités (septembre à juin)' });
    expect(screen.getByRole('note')).toHaveTextContent('les engagements existants gardent');
    const labels = within(monthly).getAllByLabelText(/^Libellé de l'échéance/);
    expect(labels).toHaveLength(10);
    expect(labels[0]).toHaveValue('Septembre');
    expect(within(monthly).getByLabelText(/^Date de l'échéance 1\b/)).toHaveValue('2026-09-10');
  });

  it('renames an installment, removes one and adds one to a template', async () => {
    const { user } = await renderSignedIn('admin', '/gestion-financiere-parametre?tab=schedules');
    const region = await screen.findByRole('region', { name: '3 trimestres' });
    const label = within(region).getByLabelText(/^Libellé de l'échéance 1/);
    await user.clear(label);
    await user.type(label, 'Rentrée');
    await user.click(within(region).getByRole('button', { name: "Retirer l'échéance 3" }));
    await user.click(within(region).getByRole('button', { name: 'Ajouter une échéance' }));
    await user.type(within(region).getByLabelText(/^Libellé de l'échéance 3/), 'Juin');
    fireEvent.change(within(region).getByLabelText(/^Date de l'échéance 3/), {
      target: { value: '2027-06-01' },
    });
    await user.click(screen.getByRole('button', { name: 'Enregistrer les échéanciers' }));
    expect(await screen.findByText('Les échéanciers ont été enregistrés.')).toBeInTheDocument();
    const quarterly = stored().templates.find((template) => template.code === 'quarterly3')!;
    expect(quarterly.parts).toEqual([
      { label: 'Rentrée', month: 9, day: 10 },
      { label: 'Trimestre 2', month: 1, day: 5 },
      { label: 'Juin', month: 6, day: 1 },
    ]);
  });

  it('refuses due dates out of order or outside the year; a failed save keeps the values', async () => {
    const { user } = await renderSignedIn('admin', '/gestion-financiere-parametre?tab=schedules');
    const region = await screen.findByRole('region', { name: '3 trimestres' });
    const before = JSON.stringify(stored().templates);
    const third = within(region).getByLabelText(/^Date de l'échéance 3/);
    fireEvent.change(third, { target: { value: '2026-12-01' } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer les échéanciers' }));
    expect(
      await within(region).findByText("Les échéances doivent se suivre dans l'ordre des dates."),
    ).toBeInTheDocument();
    fireEvent.change(third, { target: { value: '2028-04-05' } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer les échéanciers' }));
    expect(await within(region).findByText("La date doit être dans l'année scolaire.")).toBeInTheDocument();
    server.use(
      http.put('*/api/finance/settings', () =>
        HttpResponse.json({ message: 'Service indisponible' }, { status: 500 }),
      ),
    );
    fireEvent.change(third, { target: { value: '2027-05-05' } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer les échéanciers' }));
    expect(
      await screen.findByText('L’enregistrement a échoué. Vos saisies sont conservées, réessayez.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Service indisponible')).not.toBeInTheDocument();
    expect(third).toHaveValue('2027-05-05');
    expect(JSON.stringify(stored().templates)).toBe(before);
  });

  it('keeps at least one payment method, and saves a discount percentage', async () => {
    const { user } = await renderSignedIn('admin', '/gestion-financiere-parametre?tab=payments');
    for (const name of ['Espèces', 'Chèque', 'Virement', 'Carte bancaire']) {
      await user.click(await screen.findByRole('checkbox', { name }));
    }
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Gardez au moins un moyen de paiement.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Virement' }));
    const percent = screen.getAllByLabelText(/^Pourcentage/)[0]!;
    await user.clear(percent);
    await user.type(percent, '15');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Les moyens de paiement et les réductions ont été enregistrés.'),
    ).toBeInTheDocument();
    expect(stored().paymentMethods).toEqual(['transfer']);
    expect(stored().discountRules[0]!.percent).toBe(15);
  });

  it('previews the next receipt number as it is typed and refuses a number already issued', async () => {
    const { user } = await renderSignedIn('admin', '/gestion-financiere-parametre?tab=receipts');
    const prefix = await screen.findByLabelText(/^Préfixe/);
    const next = screen.getByLabelText(/^Prochain numéro/);
    const min = stored().receipt.nextNumber;
    await user.clear(prefix);
    await user.type(prefix, 'ANFA');
    await user.clear(next);
    await user.type(next, String(min + 5));
    expect(screen.getByRole('status', { name: 'Numéro du prochain reçu' })).toHaveTextContent(
      `ANFA-2026-${String(min + 5).padStart(6, '0')}`,
    );
    await user.clear(next);
    await user.type(next, String(min - 1));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce numéro a déjà été attribué à un reçu.')).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, String(min + 5));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText("La numérotation et l'en-tête des reçus ont été enregistrés."),
    ).toBeInTheDocument();
    await waitFor(() => expect(stored().receipt).toMatchObject({ prefix: 'ANFA', nextNumber: min + 5 }));
  });
});

describe('financial settings: the payment plans parents may choose', () => {
  it('offers a plan for a kind of fee, checks its limits, and writes it to every fee type of that kind', async () => {
    const { user } = await renderSignedIn('admin', '/gestion-financiere-parametre?tab=plans');
    const form = await screen.findByRole('region', { name: 'Échéanciers au choix des parents' });
    const transport = within(form).getByRole('group', { name: 'Transport' });
    await user.click(within(transport).getByLabelText('Proposé aux parents'));
    const most = within(transport).getByLabelText(/Nombre maximal de mensualités/);
    await user.clear(most);
    await user.type(most, '13');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer les échéanciers' }));
    expect(await within(transport).findByText('Entre 2 et 12 mensualités.')).toBeInTheDocument();
    expect(stored().feeTypes.find((fee) => fee.kind === 'transport')?.plan ?? null).toBeNull();
    await user.clear(most);
    await user.type(most, '3');
    const last = within(transport).getByLabelText(/Dernière échéance au plus tard/);
    fireEvent.change(last, { target: { value: '2027-03-05' } });
    // Tuition is no longer offered.
    await user.click(
      within(within(form).getByRole('group', { name: 'Scolarité' })).getByLabelText('Proposé aux parents'),
    );
    await user.click(within(form).getByRole('button', { name: 'Enregistrer les échéanciers' }));
    expect(await screen.findByText('Échéanciers enregistrés.')).toBeInTheDocument();
    expect(stored().feeTypes.find((fee) => fee.kind === 'transport')?.plan).toEqual({
      maxInstallments: 3,
      lastDate: '2027-03-05',
    });
    expect(
      stored()
        .feeTypes.filter((fee) => fee.kind === 'tuition')
        .every((fee) => fee.plan === null),
    ).toBe(true);
  }, 30_000);
});
