import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { todayIso } from '../../domain/dates';
import { carBlock, driverBlock } from '../../domain/transport';
import { db } from '../../mocks/core/db';

// The page loads lazily: transform it once before the tests, not inside the first one's timeout.
beforeAll(async () => {
  await import('./LinesPage');
}, 60_000);

const t = () => db.data.transport;
const lines = () => t().lines.filter((line) => line.branchId === 1 && line.yearId === 2);
/**
 * A car and a driver of branch 1 that no line uses, added once per test: the seed's usable ones all serve a line at
 * school times, and a car or a driver runs one line at a time (docs/api.md "Timetable").
 */
const SPARE = 900;
function freeCar() {
  const spare = t().cars.find((car) => car.id === SPARE);
  if (spare) return spare;
  const car = t().cars.find((c) => c.branchId === 1 && carBlock(c, todayIso()) === null)!;
  const added = { ...car, id: SPARE, plate: 'RES-900' };
  t().cars.push(added);
  return added;
}
function freeDriver() {
  const spare = t().drivers.find((driver) => driver.id === SPARE);
  if (spare) return spare;
  const driver = t().drivers.find((d) => d.branchId === 1 && driverBlock(d, todayIso()) === null)!;
  const added = { ...driver, id: SPARE, lastname_fr: 'Réserve' };
  t().drivers.push(added);
  return added;
}

/** Opens "Nouvelle ligne" and types a line with two stops. */
async function typeNewLine(user: UserEvent, name: string, carId: number) {
  await user.click(await screen.findByRole('button', { name: 'Nouvelle ligne' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouvelle ligne' });
  await user.type(within(dialog).getByLabelText(/^Ligne/), name);
  const car = within(dialog).getByLabelText(/^Véhicule/);
  await waitFor(() => expect(within(car).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(car, String(carId));
  const driver = within(dialog).getByLabelText(/^Chauffeur/);
  await waitFor(() => expect(within(driver).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(driver, String(freeDriver().id));
  await user.type(within(dialog).getByLabelText(/^Tarif mensuel/), '320');
  await user.type(within(dialog).getByLabelText(/^Arrêt 1 — nom/), 'Place des Tilleuls');
  await user.type(within(dialog).getByLabelText(/^Arrêt 1 — heure du matin/), '07:10');
  await user.type(within(dialog).getByLabelText(/^Arrêt 1 — heure du soir/), '17:20');
  await user.click(within(dialog).getByRole('button', { name: 'Ajouter un arrêt' }));
  await user.type(within(dialog).getByLabelText(/^Arrêt 2 — nom/), 'Lycée');
  await user.type(within(dialog).getByLabelText(/^Arrêt 2 — lieu/), 'Entrée nord');
  await user.type(within(dialog).getByLabelText(/^Arrêt 2 — heure du matin/), '07:30');
  await user.type(within(dialog).getByLabelText(/^Arrêt 2 — heure du soir/), '17:00');
  return dialog;
}

// Each test types a whole line: slow on a loaded machine.
describe('lines page: new line and line edit', { timeout: 60_000 }, () => {
  it('new line: a line with two stops is created, shown and listed; an expired car is listed but not choosable, with the reason', async () => {
    freeDriver();
    const car = freeCar();
    const { user } = await renderSignedIn('admin', '/lignes');
    await screen.findByRole('table', { name: 'Lignes de transport' });
    const dialog = await typeNewLine(user, 'Ligne des Tilleuls', car.id);
    const expired = t().cars.find(
      (car) => car.branchId === 1 && carBlock(car, todayIso()) === 'CAR_INSURANCE_EXPIRED',
    )!;
    const option = within(within(dialog).getByLabelText(/^Véhicule/)).getByRole('option', {
      name: new RegExp(expired.plate),
    }) as HTMLOptionElement;
    expect(option.disabled).toBe(true);
    expect(option).toHaveTextContent("L'assurance de ce véhicule a expiré");
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    // The new line is shown at once, with its two stops.
    const detail = await screen.findByRole('dialog', { name: 'Ligne des Tilleuls' });
    expect((await within(detail).findAllByText('Place des Tilleuls')).length).toBeGreaterThan(0);
    const created = lines().find((line) => line.name === 'Ligne des Tilleuls')!;
    expect(created.stops.map((stop) => [stop.name, stop.place, stop.morning, stop.evening])).toEqual([
      ['Place des Tilleuls', '', '07:10', '17:20'],
      ['Lycée', 'Entrée nord', '07:30', '17:00'],
    ]);
    expect(created.monthlyFeeCents).toBe(32000);
    await user.click(within(detail).getAllByRole('button', { name: /Fermer/ })[0]!);
    const table = await screen.findByRole('table', { name: 'Lignes de transport' });
    expect(await within(table).findByRole('row', { name: /Ligne des Tilleuls/ })).toBeInTheDocument();
  });

  it('new line: a car whose insurance expired meanwhile is refused with its message under the car, and what was typed stays', async () => {
    freeDriver();
    const car = freeCar();
    const { user } = await renderSignedIn('admin', '/lignes');
    const dialog = await typeNewLine(user, 'Ligne refusée', car.id);
    // The insurance expires while the form is open: the API refuses the car.
    car.insuranceExpiry = '2020-01-01';
    const before = t().lines.length;
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const field = within(dialog).getByLabelText(/^Véhicule/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(dialog).getAllByText("L'assurance de ce véhicule a expiré : il ne peut desservir aucune ligne.")
        .length,
    ).toBeGreaterThan(0);
    expect(t().lines.length).toBe(before);
    expect(within(dialog).getByLabelText(/^Ligne/)).toHaveValue('Ligne refusée');
    expect(within(dialog).getByLabelText(/^Arrêt 2 — nom/)).toHaveValue('Lycée');
    expect(within(dialog).getByLabelText(/^Arrêt 2 — heure du soir/)).toHaveValue('17:00');
  });

  it('new line: a double submit creates one line', async () => {
    freeDriver();
    const car = freeCar();
    const { user } = await renderSignedIn('admin', '/lignes');
    const dialog = await typeNewLine(user, 'Ligne une seule fois', car.id);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('dialog', { name: 'Ligne une seule fois' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t().lines.filter((line) => line.name === 'Ligne une seule fois')).toHaveLength(1);
  });

  it("line edit: the line's name and a stop's time are changed through the form; a stop without students is removed, one with students cannot be", async () => {
    const used = new Set(t().assignments.map((a) => a.stopId));
    const line = lines().find(
      (l) => used.has(l.stops[0]!.id) && l.stops.some((stop, index) => index > 0 && !used.has(stop.id)),
    )!;
    const empty = line.stops.find((stop) => !used.has(stop.id))!;
    const count = line.stops.length;
    const first = line.stops[0]!;
    const { user } = await renderSignedIn('admin', `/lignes?id=${line.id}`);
    const detail = await screen.findByRole('dialog', { name: line.name });
    await user.click(await within(detail).findByRole('button', { name: 'Modifier la ligne' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la ligne' });
    const name = within(dialog).getByLabelText(/^Ligne/);
    expect(name).toHaveValue(line.name);
    await user.clear(name);
    await user.type(name, 'Ligne renommée');
    const morning = within(dialog).getByLabelText(/^Arrêt 1 — heure du matin/);
    expect(morning).toHaveValue(first.morning);
    await user.clear(morning);
    await user.type(morning, '06:40');
    expect(within(dialog).getByRole('button', { name: `Supprimer l'arrêt ${first.name}` })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: `Supprimer l'arrêt ${empty.name}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(t().lines.find((l) => l.id === line.id)!.name).toBe('Ligne renommée'));
    const saved = t().lines.find((l) => l.id === line.id)!;
    expect(saved.stops[0]).toMatchObject({ id: first.id, morning: '06:40', evening: first.evening });
    expect(saved.stops).toHaveLength(count - 1);
    expect(saved.stops.some((stop) => stop.id === empty.id)).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Ligne renommée' })).toBeInTheDocument();
  });
});
