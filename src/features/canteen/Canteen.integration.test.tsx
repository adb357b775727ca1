import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';

const c = () => db.data.canteen;

describe('canteen pages', () => {
  it('ingredients: opened from the dashboard link (?low=1), only those below their minimum are listed and flagged', async () => {
    await renderSignedIn('admin', '/ingredients?low=1');
    const table = await screen.findByRole('table', { name: 'Ingrédients' });
    const low = c().ingredients.filter((item) => item.branchId === 1 && item.stock < item.minStock);
    expect(low.length).toBeGreaterThan(0);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(low.length + 1));
    expect(within(table).getAllByText('Sous le minimum')).toHaveLength(low.length);
  });

  it('a stock correction needs a reason; with one, the stock and its history follow', async () => {
    const { user } = await renderSignedIn('admin', '/ingredients?q=Riz');
    const table = await screen.findByRole('table', { name: 'Ingrédients' });
    const rice = c().ingredients.find((item) => item.branchId === 1 && item.name_fr === 'Riz')!;
    const before = rice.stock;
    await user.click(await within(table).findByRole('button', { name: 'Mouvements de stock de Riz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock de Riz' });
    await user.type(within(dialog).getByLabelText(/^Quantité/), '-1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Corriger le stock' }));
    expect(await within(dialog).findByText(/obligatoire/)).toBeInTheDocument();
    expect(rice.stock).toBe(before);
    await user.type(within(dialog).getByLabelText(/^Motif/), 'Sac percé');
    await user.click(within(dialog).getByRole('button', { name: 'Corriger le stock' }));
    await waitFor(() => expect(rice.stock).toBeCloseTo(before - 1.5, 3));
    expect(await within(dialog).findByText(/Correction — Sac percé/)).toBeInTheDocument();
  });

  it("requests: rejecting needs a reason; approving a subscription adds the family's canteen engagement", async () => {
    const { user } = await renderSignedIn('admin', '/demandes-cantine?status=pending&kind=subscription');
    const table = await screen.findByRole('table', { name: 'Demandes de cantine' });
    const pending = c()
      .requests.filter(
        (r) => r.branchId === 1 && r.yearId === 2 && r.status === 'pending' && r.kind === 'subscription',
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const student = db.data.students.find((s) => s.studentid === pending.studentId)!;
    const name = `${student.lastname_fr} ${student.firstname_fr}`;
    const row = await within(table).findByRole('row', { name: new RegExp(name) });
    await user.click(within(row).getByRole('button', { name: `Refuser ${name}` }));
    const reject = await screen.findByRole('dialog', { name: 'Refuser la demande ?' });
    await user.click(within(reject).getByRole('button', { name: 'Refuser la demande' }));
    expect(within(reject).getByLabelText(/^Motif du refus/)).toHaveAttribute('aria-invalid', 'true');
    expect(pending.status).toBe('pending');
    await user.click(within(reject).getByRole('button', { name: 'Annuler' }));
    const canteenEngagements = () =>
      db.data.engagements.filter(
        (e) => e.studentId === pending.studentId && e.yearId === 2 && e.kind === 'canteen',
      );
    const had = canteenEngagements().length;
    await user.click(within(row).getByRole('button', { name: `Accepter ${name}` }));
    const approve = await screen.findByRole('dialog', { name: 'Accepter la demande ?' });
    await user.click(within(approve).getByRole('button', { name: 'Accepter la demande' }));
    await waitFor(() => expect(pending.status).toBe('approved'));
    expect(canteenEngagements().length).toBe(Math.max(had, 1));
  });

  it("a parent's canteen: the child's allergy is marked on the dish and explained, with the child's name", async () => {
    await renderSignedIn('parent', '/demandes-cantine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cantine de Yasmine' })).toBeInTheDocument();
    const notes = await screen.findAllByRole('note');
    expect(notes[0]).toHaveTextContent('Contient Arachides : allergie de Yasmine notée au dossier.');
    expect(screen.getByRole('region', { name: 'Allergies de Yasmine' })).toHaveTextContent('Arachides');
  });
});

describe('canteen on the dashboard', () => {
  it("the office's figures: meals booked this week, ingredients below their minimum linked to the filtered list, requests waiting", async () => {
    await renderSignedIn('admin', '/dashboard');
    const card = await screen.findByRole('region', { name: 'Cantine' }, { timeout: 10_000 });
    const low = c().ingredients.filter((item) => item.branchId === 1 && item.stock < item.minStock).length;
    const pending = c().requests.filter(
      (r) => r.branchId === 1 && r.yearId === 2 && r.status === 'pending',
    ).length;
    expect(within(card).getByRole('link', { name: `${low} ingrédients sous le minimum` })).toHaveAttribute(
      'href',
      '/ingredients?low=1',
    );
    expect(within(card).getByRole('link', { name: `${pending} demandes en attente` })).toHaveAttribute(
      'href',
      '/demandes-cantine?status=pending',
    );
    expect(within(card).getByRole('link', { name: /repas/ })).toHaveAttribute('href', '/programs');
  });
});
