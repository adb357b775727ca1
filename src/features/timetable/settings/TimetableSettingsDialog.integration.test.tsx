import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { renderSignedIn } from '../../../../tests/helpers/shell';
import apiErrorsFr from '../../../i18n/locales/fr/apiErrors.json';
import { db } from '../../../mocks/core/db';
import { server } from '../../../mocks/node';
import type { AppStore } from '../../../store/store';

const TITLE = 'Créneaux et salles';

// The page's and the dialog's chunks are transformed once, before the tests (as tests/helpers/renderApp.tsx does for
// the shell's), so that the first test measures the app, not the transform.
beforeAll(() => Promise.all([import('../TimetablePage'), import('./TimetableSettingsDialog')]), 60_000);

/** The French sentence of an API error code (locales/fr/apiErrors.json). */
function sentence(code: string): string {
  const text = (apiErrorsFr.apiErrors as Record<string, string>)[code];
  expect(text, code).toBeDefined();
  return text!;
}

function scopeOf(store: AppStore) {
  const { auth } = store.getState();
  return { branch: auth.branch!.schoolbranchid, year: auth.year!.schoolyearid };
}

/** The rooms of the scope in the demo's data, by name. */
function roomsOf(scope: { branch: number; year: number }): string[] {
  return db.data.timetable.rooms
    .filter((room) => room.branchId === scope.branch && room.yearId === scope.year)
    .map((room) => room.name);
}

/** Every `PUT timetable/settings` sent from now on. */
function countSaves(): { count: () => number } {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/timetable/settings')) count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return { count: () => count };
}

/** Opens the timetable page as the admin, then its slots and rooms, once they are read. */
async function openSettings() {
  // A room's week: the lightest view of the page (the settings are the same whatever the week shown).
  const app = await renderSignedIn('admin', '/timetable?view=room');
  await screen.findByRole('heading', { level: 1, name: 'Emploi du temps' });
  const open = async () => {
    await app.user.click(await screen.findByRole('button', { name: TITLE }));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await within(dialog).findByRole('group', { name: 'Lundi' });
    return dialog;
  };
  return { ...app, dialog: await open(), open };
}

/** The rooms' name inputs, in the form's order. */
const roomInputs = (dialog: HTMLElement) =>
  within(dialog).getAllByLabelText(/^Nom de la salle/) as HTMLInputElement[];
const roomNames = (dialog: HTMLElement) => roomInputs(dialog).map((input) => input.value);

describe('timetable settings: the branch’s slots and rooms', () => {
  it('shows the week’s slots day by day and the branch’s rooms', async () => {
    const { dialog, store } = await openSettings();
    const monday = within(dialog).getByRole('group', { name: 'Lundi' });
    expect(within(monday).getByLabelText('Début du créneau 1, lundi')).toHaveValue('08:30');
    expect(within(monday).getByLabelText('Fin du créneau 1, lundi')).toHaveValue('09:25');
    expect(within(monday).getByLabelText('Début du créneau 7, lundi')).toHaveValue('16:00');
    expect(within(monday).getAllByLabelText(/^Début du créneau/)).toHaveLength(7);
    const wednesday = within(dialog).getByRole('group', { name: 'Mercredi' });
    expect(within(wednesday).getAllByLabelText(/^Début du créneau/)).toHaveLength(4);
    expect(within(wednesday).getByLabelText('Fin du créneau 4, mercredi')).toHaveValue('12:25');
    const saturday = within(dialog).getByRole('group', { name: 'Samedi' });
    expect(within(saturday).getByText('Aucun créneau ce jour.')).toBeInTheDocument();

    const seeded = roomsOf(scopeOf(store));
    expect(seeded).toEqual(expect.arrayContaining(['Gymnase', 'Terrain de sport', 'Laboratoire']));
    expect([...roomNames(dialog)].sort()).toEqual([...seeded].sort());
  });

  it('says an overlapping slot under it and sends nothing', async () => {
    const { dialog, user } = await openSettings();
    const saves = countSaves();
    const monday = within(dialog).getByRole('group', { name: 'Lundi' });
    await user.click(within(monday).getByRole('button', { name: 'Ajouter un créneau le lundi' }));
    const start = within(monday).getByLabelText('Début du créneau 8, lundi');
    // Added after the day's last slot, the new one takes the focus.
    expect(start).toHaveFocus();
    expect(start).toHaveValue('16:30');
    await user.clear(start);
    await user.type(start, '16:15');
    expect(start).toHaveValue('16:15');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    const overlap = sentence('TIMETABLE_SLOTS_OVERLAP');
    await waitFor(() => expect(start).toHaveAccessibleDescription(overlap));
    expect(start).toBeInvalid();
    expect(start).toHaveFocus();
    expect(within(monday).getAllByText(overlap)).toHaveLength(1);
    expect(saves.count()).toBe(0);

    // Corrected, the sentence goes.
    await user.clear(start);
    await user.type(start, '16:30');
    await waitFor(() => expect(within(monday).queryByText(overlap)).not.toBeInTheDocument());
  });

  it('gives a day’s slots to the days ticked (“Appliquer à…”)', async () => {
    const { dialog, user } = await openSettings();
    const monday = within(dialog).getByRole('group', { name: 'Lundi' });
    const saturday = within(dialog).getByRole('group', { name: 'Samedi' });
    const toggle = within(monday).getByRole('button', { name: 'Appliquer à… les créneaux du lundi' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const choices = within(monday).getByRole('group', { name: 'Donner les créneaux du lundi à :' });
    expect(within(choices).getByRole('checkbox', { name: 'Mardi' })).toHaveFocus();
    await user.click(within(choices).getByRole('checkbox', { name: 'Samedi' }));
    await user.click(within(monday).getByRole('button', { name: 'Appliquer' }));

    expect(within(saturday).getAllByLabelText(/^Début du créneau/)).toHaveLength(7);
    expect(within(saturday).getByLabelText('Début du créneau 1, samedi')).toHaveValue('08:30');
    expect(within(saturday).getByLabelText('Fin du créneau 7, samedi')).toHaveValue('16:30');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Créneaux du lundi appliqués à : samedi.');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('adds a room, saves it, and shows it when opened again', async () => {
    const { dialog, user, store, open } = await openSettings();
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter une salle' }));
    const added = roomInputs(dialog).at(-1)!;
    expect(added).toHaveFocus();
    await user.paste('Salle de musique');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(roomsOf(scopeOf(store))).toContain('Salle de musique');

    const again = await open();
    expect(roomNames(again)).toContain('Salle de musique');
  });

  it('a slot that lessons use, removed: the refusal is said at the top and what was typed stays', async () => {
    const { dialog, user } = await openSettings();
    const monday = within(dialog).getByRole('group', { name: 'Lundi' });
    // The seeded week is full: lessons are placed in Monday's first slot.
    await user.click(within(monday).getByRole('button', { name: 'Retirer le créneau 1, lundi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter une salle' }));
    await user.paste('Atelier');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sentence('TIMETABLE_SLOT_USED'));
    expect(within(monday).getAllByLabelText(/^Début du créneau/)).toHaveLength(6);
    expect(within(monday).getByLabelText('Début du créneau 1, lundi')).toHaveValue('09:25');
    expect(roomNames(dialog).at(-1)).toBe('Atelier');
  });

  it('a code the API gives a row is said under that row, the values kept as typed', async () => {
    const { dialog, user } = await openSettings();
    server.use(
      http.put(
        '*/api/timetable/settings',
        () =>
          HttpResponse.json(
            {
              message: 'Validation failed',
              code: 'VALIDATION_ERROR',
              errors: { 'rooms.0': 'DUPLICATE_ROOM' },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    const first = roomInputs(dialog)[0]!;
    await user.clear(first);
    await user.paste('Salle polyvalente');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(first).toHaveAccessibleDescription(sentence('DUPLICATE_ROOM')));
    expect(first).toBeInvalid();
    expect(first).toHaveFocus();
    expect(first).toHaveValue('Salle polyvalente');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
