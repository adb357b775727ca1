import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { todayIso } from '../../domain/dates';
import { expiryState } from '../../domain/transport';
import { db } from '../../mocks/core/db';

const t = () => db.data.transport;

describe('cars and drivers pages', () => {
  it('cars: an expiry within 30 days is flagged, an expired one says why the car cannot serve; ?expiry=soon filters', async () => {
    const { user, router } = await renderSignedIn('admin', '/cars');
    const table = await screen.findByRole('table', { name: 'Véhicules' });
    const cars = t().cars.filter((car) => car.branchId === 1);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(cars.length + 1));
    const expired = cars.find((car) => expiryState(car.insuranceExpiry, todayIso()) === 'expired')!;
    const row = within(table).getByRole('row', { name: new RegExp(expired.plate) });
    expect(row).toHaveTextContent('Expiré');
    expect(row).toHaveTextContent("L'assurance de ce véhicule a expiré : il ne peut desservir aucune ligne.");
    await user.selectOptions(screen.getByLabelText('Échéance des documents'), 'soon');
    await waitFor(() => expect(router.state.location.search).toContain('expiry=soon'));
    const soon = cars.filter(
      (car) =>
        [
          expiryState(car.insuranceExpiry, todayIso()),
          expiryState(car.inspectionExpiry, todayIso()),
        ].includes('soon') && expiryState(car.insuranceExpiry, todayIso()) !== 'expired',
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(soon.length + 1));
  });

  it('drivers: opened from the dashboard link (?expiry=soon), only licences due within 30 days are listed', async () => {
    await renderSignedIn('admin', '/drivers?expiry=soon');
    const table = await screen.findByRole('table', { name: 'Chauffeurs' });
    const soon = t().drivers.filter(
      (driver) => driver.branchId === 1 && expiryState(driver.licenceExpiry, todayIso()) === 'soon',
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(soon.length + 1));
    expect(within(table).getAllByText('Expire sous 30 jours')).toHaveLength(soon.length);
  });

  it('a new car is validated in the form, then saved once', async () => {
    const { user } = await renderSignedIn('admin', '/cars');
    await screen.findByRole('table', { name: 'Véhicules' });
    await user.click(screen.getByRole('button', { name: 'Nouveau véhicule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau véhicule' });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByLabelText(/^Immatriculation/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText(/^Immatriculation/), '12345-A-9');
    await user.type(within(dialog).getByLabelText(/^Modèle/), 'Iveco Daily');
    await user.type(within(dialog).getByLabelText(/^Places/), '30');
    await user.type(within(dialog).getByLabelText(/^Assurance/), '2030-01-01');
    await user.type(within(dialog).getByLabelText(/^Contrôle technique/), '2030-01-01');
    const before = t().cars.length;
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(t().cars.length).toBe(before + 1));
    expect(t().cars.at(-1)).toMatchObject({ plate: '12345-A-9', seats: 30, branchId: 1 });
  }, 30_000);
});

describe('expenses page', () => {
  it('lists the period’s expenses with their total, and draws the monthly totals per type and per car', async () => {
    const from = `${todayIso().slice(0, 7)}-01`;
    await renderSignedIn('admin', `/expenses?from=${from}`);
    const table = await screen.findByRole('table', { name: 'Dépenses' });
    const month = t().expenses.filter((e) => e.branchId === 1 && e.date >= from);
    await waitFor(() =>
      expect(within(table).getAllByRole('row')).toHaveLength(Math.min(25, month.length) + 1),
    );
    expect(await screen.findByRole('heading', { name: 'Total mensuel par type' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Total mensuel par véhicule' })).toBeInTheDocument();
    // The chart's text alternative holds the month's total for fuel.
    const fuel = month.filter((e) => e.type === 'fuel').reduce((sum, e) => sum + e.amountCents, 0) / 100;
    const alt = screen.getByRole('table', { name: 'Total mensuel par type', hidden: true });
    expect(alt.textContent?.replace(/\s/g, '')).toContain(
      new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(fuel).replace(/\s/g, ''),
    );
    // Each chart is also said in one sentence, read with the card's name (docs/accessibility.md "charts").
    for (const [name, sentence] of [
      ['Total mensuel par type', /^Sur la période : .+ ; le poste le plus lourd est .+ \(.+\)\.$/],
      ['Total mensuel par véhicule', /^Sur la période : .+ ; le véhicule le plus coûteux est .+ \(.+\)\.$/],
    ] as const) {
      const card = screen.getByRole('region', { name });
      const summary = document.getElementById(card.getAttribute('aria-describedby') ?? '');
      expect(summary?.textContent).toMatch(sentence);
    }
  });
});

describe('the parent’s view and the dashboard', () => {
  it('a parent sees the selected child’s line, stop, times, the driver to call, and the notice of a change', async () => {
    await renderSignedIn('parent', '/dashboard');
    const card = await screen.findByRole('region', { name: 'Transport de Yasmine' });
    const ride = t().assignments.find((a) => a.studentId === 101)!;
    const line = t().lines.find((l) => l.id === ride.lineId)!;
    const stop = line.stops.find((s) => s.id === ride.stopId)!;
    expect(card).toHaveTextContent(line.name);
    expect(card).toHaveTextContent(stop.name);
    if (ride.direction !== 'evening') expect(card).toHaveTextContent(stop.morning);
    const driver = t().drivers.find((d) => d.id === line.driverId)!;
    expect(within(card).getByRole('link', { name: new RegExp('Appeler') })).toHaveAttribute(
      'href',
      `tel:${driver.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(within(card).getByRole('status')).toHaveTextContent(`avant : ${ride.lastChange!.stopName}`);
  });

  it('the office’s dashboard shows the expiries linked to the filtered lists and the seats per line', async () => {
    await renderSignedIn('admin', '/dashboard');
    const section = await screen.findByRole('region', { name: 'Transport scolaire' }, { timeout: 20_000 });
    const links = within(section).getAllByRole('link');
    expect(links.some((link) => link.getAttribute('href') === '/cars?expiry=soon')).toBe(true);
    expect(links.some((link) => link.getAttribute('href') === '/drivers?expiry=expired')).toBe(true);
    const lines = t().lines.filter((l) => l.branchId === 1);
    expect(within(section).getAllByRole('meter')).toHaveLength(lines.length);
  }, 30_000);
});
