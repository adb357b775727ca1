import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';
import { moveStop } from './StopsEditor';

const lines = () => db.data.transport.lines.filter((line) => line.branchId === 1 && line.yearId === 2);
const seatsOf = (lineId: number) => db.data.transport.assignments.filter((a) => a.lineId === lineId).length;
const carOf = (lineId: number) =>
  db.data.transport.cars.find((car) => car.id === lines().find((l) => l.id === lineId)!.carId)!;

describe('lines page', () => {
  it('lists the lines of the branch and year with their seats; a full line says so', async () => {
    await renderSignedIn('admin', '/lignes');
    const table = await screen.findByRole('table', { name: 'Lignes de transport' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(lines().length + 1));
    const full = lines().find((line) => seatsOf(line.id) === carOf(line.id).seats)!;
    const row = within(table).getByRole('row', { name: new RegExp(full.name) });
    expect(row).toHaveTextContent(`${carOf(full.id).seats} / ${carOf(full.id).seats} places`);
    expect(row).toHaveTextContent('Complet');
  });

  it('stop reordering by keyboard: the buttons move a stop, keep the focus on it, and saving stores the order', async () => {
    const line = lines()[1]!;
    const { user } = await renderSignedIn('admin', `/lignes?id=${line.id}`);
    const dialog = await screen.findByRole('dialog', { name: line.name });
    const second = line.stops[1]!;
    const up = await within(dialog).findByRole('button', { name: `Monter l'arrêt ${second.name}` });
    up.focus();
    await user.keyboard('{Enter}');
    // At the top now: its "up" button is disabled, the focus moved to its "down" button.
    const down = within(dialog).getByRole('button', { name: `Descendre l'arrêt ${second.name}` });
    await waitFor(() => expect(down).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: `Monter l'arrêt ${second.name}` })).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      `${second.name} : position 1 sur ${line.stops.length}.`,
    );
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'ordre" }));
    await waitFor(() => expect(lines()[1]!.stops[0]!.id).toBe(second.id));
    // The times stay with the positions (the car's timetable).
    expect(lines()[1]!.stops[0]!.morning).toBe(line.stops[0]!.morning);
  });

  it('seat limit: adding a student to a full line is refused with a clear message', async () => {
    const full = lines().find((line) => seatsOf(line.id) === carOf(line.id).seats)!;
    const { user } = await renderSignedIn('admin', `/lignes?id=${full.id}`);
    const dialog = await screen.findByRole('dialog', { name: full.name });
    const student = within(dialog).getByLabelText('Élève');
    await waitFor(() => expect(within(student).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(student, within(student).getAllByRole('option')[1]!);
    const before = db.data.transport.assignments.length;
    await user.click(within(dialog).getByRole('button', { name: 'Inscrire' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Toutes les places du véhicule de cette ligne sont prises : l'élève n'a pas été ajouté.",
    );
    expect(db.data.transport.assignments.length).toBe(before);
  });

  it('assigning a student to a stop with a direction shows them under the stop, and adds the transport engagement', async () => {
    const line = lines().find((l) => seatsOf(l.id) < carOf(l.id).seats)!;
    const { user } = await renderSignedIn('admin', `/lignes?id=${line.id}`);
    const dialog = await screen.findByRole('dialog', { name: line.name });
    const student = within(dialog).getByLabelText('Élève');
    await waitFor(() => expect(within(student).getAllByRole('option').length).toBeGreaterThan(1));
    const option = within(student).getAllByRole('option')[1] as HTMLOptionElement;
    const studentId = Number(option.value);
    await user.selectOptions(student, option);
    await user.selectOptions(within(dialog).getByLabelText('Arrêt'), String(line.stops[2]!.id));
    await user.selectOptions(within(dialog).getByLabelText('Sens'), 'evening');
    await user.click(within(dialog).getByRole('button', { name: 'Inscrire' }));
    await waitFor(() =>
      expect(db.data.transport.assignments.find((a) => a.studentId === studentId)).toMatchObject({
        lineId: line.id,
        stopId: line.stops[2]!.id,
        direction: 'evening',
      }),
    );
    const engagementId = db.data.transport.assignments.find((a) => a.studentId === studentId)!.engagementId;
    expect(db.data.engagements.find((e) => e.id === engagementId)?.kind).toBe('transport');
    expect(
      await within(dialog).findByRole('button', {
        name: new RegExp(`^Retirer ${option.textContent!.split(' — ')[0]}`),
      }),
    ).toBeInTheDocument();
  });

  it('moveStop swaps two stops and leaves the times with the positions', () => {
    const stops = [
      { id: 1, name: 'A', place: '', morning: '07:00', evening: '17:30' },
      { id: 2, name: 'B', place: '', morning: '07:06', evening: '17:24' },
    ];
    expect(moveStop(stops, 1, -1)).toEqual([
      { id: 2, name: 'B', place: '', morning: '07:00', evening: '17:30' },
      { id: 1, name: 'A', place: '', morning: '07:06', evening: '17:24' },
    ]);
    expect(moveStop(stops, 0, -1)).toEqual(stops);
  });

  it('a member of staff without the permission is refused by the guard', async () => {
    const { router } = await renderSignedIn('staff', '/lignes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
