import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { demoCall } from '../../../../tests/helpers/demo';
import { renderApp } from '../../../../tests/helpers/renderApp';
import { findUserMenuButton, pageDrawn, renderSignedIn } from '../../../../tests/helpers/shell';
import { countsAsUnjustified } from '../../../domain/attendance';
import apiErrorsFr from '../../../i18n/locales/fr/apiErrors.json';
import { db } from '../../../mocks/core/db';
import { server } from '../../../mocks/node';
import type { AppStore } from '../../../store/store';
import { atSchoolTuesdayMorning } from '../../../../tests/helpers/clock';

/** A school Tuesday at 10:00: the seed is counted from this day, the same at every run. */
atSchoolTuesdayMorning();

// The page's chunk is transformed once, before the tests, so that the first test measures the app, not the transform.
beforeAll(() => import('./AbsencesPage'), 60_000);

const PAGE = 'Absences et retards';
const SETTINGS = 'Réglages des absences';
const THRESHOLD = /^Seuil d’alerte/;

function scopeOf(store: AppStore) {
  const { auth } = store.getState();
  return { branch: auth.branch!.schoolbranchid, year: auth.year!.schoolyearid };
}

/** The students of the scope with `threshold` unjustified half-days or more, counted from the demo's data. */
function overThreshold(scope: { branch: number; year: number }, threshold: number): number {
  const counts = new Map<number, number>();
  for (const mark of db.data.attendance.marks) {
    if (mark.branchId !== scope.branch || mark.yearId !== scope.year) continue;
    if (mark.kind === 'absent' && countsAsUnjustified(mark.state))
      counts.set(mark.studentId, (counts.get(mark.studentId) ?? 0) + 1);
  }
  return [...counts.values()].filter((count) => count >= threshold).length;
}

/** Every `PUT attendance/settings` sent from now on, with the version it was made from (`If-Match`). */
function countSaves(): { count: () => number; versions: () => Array<string | null> } {
  const versions: Array<string | null> = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/attendance/settings'))
      versions.push(request.headers.get('If-Match'));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return { count: () => versions.length, versions: () => versions };
}

/** The absences page as the admin, then its settings dialog once the setting is read. */
async function openSettings() {
  const app = await renderSignedIn('admin', '/attendance/absences');
  await screen.findByRole('heading', { level: 1, name: PAGE });
  await app.user.click(await screen.findByRole('button', { name: SETTINGS }));
  const dialog = await screen.findByRole('dialog', { name: SETTINGS });
  await within(dialog).findByLabelText(THRESHOLD);
  return { ...app, dialog };
}

describe('absences: the branch’s setting (threshold and roll-call deadlines)', () => {
  it('the admin sets the threshold to 3: the today card and the "Au-dessus du seuil" tab count with it', async () => {
    const { user, dialog, store } = await openSettings();
    const saves = countSaves();
    const scope = scopeOf(store);
    const before = overThreshold(scope, 4);
    const after = overThreshold(scope, 3);
    expect(after).toBeGreaterThan(before);
    expect(screen.getByTestId('today-threshold')).toHaveTextContent(
      `Élèves au-dessus du seuil (4 demi-journées)${before}`,
    );

    const threshold = within(dialog).getByLabelText(THRESHOLD);
    expect(threshold).toHaveValue(4);
    expect(within(dialog).getByLabelText(/Appel du matin/)).toHaveValue('09:00');
    expect(within(dialog).getByLabelText(/Appel de l’après-midi/)).toHaveValue('14:30');
    await user.clear(threshold);
    await user.type(threshold, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Saved as an update of the setting as it was read (docs/api.md "Versions").
    expect(saves.versions()).toEqual([expect.stringMatching(/^".+"$/)]);
    expect(db.data.attendance.settings).toEqual([
      { branchId: scope.branch, threshold: 3, deadlines: { morning: '09:00', afternoon: '14:30' } },
    ]);

    await waitFor(() =>
      expect(screen.getByTestId('today-threshold')).toHaveTextContent(
        `Élèves au-dessus du seuil (3 demi-journées)${after}`,
      ),
    );
    await user.click(screen.getByRole('tab', { name: 'Au-dessus du seuil' }));
    expect(
      await screen.findByText(
        `Élèves ayant au moins 3 demi-journées d’absence non justifiées · ${after} élèves`,
      ),
    ).toBeInTheDocument();
  });

  it('a value out of bounds is refused before sending, what was typed kept; a refusal of the API under its field', async () => {
    const { user, dialog } = await openSettings();
    const saves = countSaves();
    const threshold = within(dialog).getByLabelText(THRESHOLD);
    const morning = within(dialog).getByLabelText(/Appel du matin/);
    await user.clear(threshold);
    await user.type(threshold, '60');
    fireEvent.change(morning, { target: { value: '13:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Le seuil est un nombre entier de 1 à 50.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('L’heure limite du matin est comprise entre 07:00 et 12:30.'),
    ).toBeInTheDocument();
    expect(threshold).toHaveAttribute('aria-invalid', 'true');
    expect(threshold).toHaveValue(60);
    expect(morning).toHaveValue('13:00');
    expect(saves.count()).toBe(0);

    // The API refuses a deadline the form took (another server's rule): its sentence under the field, typing kept.
    server.use(
      http.put('*/api/attendance/settings', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            code: 'VALIDATION_ERROR',
            errors: { 'deadlines.morning': 'INVALID_DEADLINE' },
          },
          { status: 422 },
        ),
      ),
    );
    await user.clear(threshold);
    await user.type(threshold, '5');
    fireEvent.change(morning, { target: { value: '08:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(apiErrorsFr.apiErrors.INVALID_DEADLINE)).toBeInTheDocument();
    expect(saves.count()).toBe(1);
    expect(screen.getByRole('dialog', { name: SETTINGS })).toBeInTheDocument();
    expect(threshold).toHaveValue(5);
    expect(morning).toHaveValue('08:30');
    expect(db.data.attendance.settings ?? []).toEqual([]);
  });

  it('a teacher (the teachers’ role alone) is not offered the setting', async () => {
    const login = await demoCall('POST', 'login', null, {
      email: 'teacher.1@demo.test',
      password: 'demo1234',
    });
    window.localStorage.setItem('token', login.body.token as string);
    await renderApp('/attendance/absences');
    await pageDrawn();
    await findUserMenuButton('Salma Bennis');
    await screen.findByRole('heading', { level: 1, name: PAGE });
    await screen.findByTestId('today-threshold');
    expect(screen.queryByRole('button', { name: SETTINGS })).not.toBeInTheDocument();
  });
});
