import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBrowserBridges } from '../../../../tests/helpers/browserBridges';
import { stubWidth } from '../../../../tests/helpers/media';
import { renderSignedIn } from '../../../../tests/helpers/shell';
import { countsAsUnjustified } from '../../../domain/attendance';
import { formatDate } from '../../../lib/dates';
import { db } from '../../../mocks/core/db';
import type { DemoAbsence } from '../../../mocks/attendance/seed';
import type { AppStore } from '../../../store/store';

afterEach(() => vi.unstubAllGlobals());

const TITLE = 'Absences de mon enfant';
const SESSION_FR = { morning: 'Matin', afternoon: 'Après-midi' } as const;

/** The selected child's marks in the selected year, newest first (by day, then afternoon before morning). */
function marksOf(store: AppStore): DemoAbsence[] {
  const { student, year } = store.getState().auth;
  return db.data.attendance.marks
    .filter((mark) => mark.studentId === student!.studentid && mark.yearId === year!.schoolyearid)
    .sort((a, b) => b.date.localeCompare(a.date) || (a.session === 'afternoon' ? -1 : 1));
}

const cards = () =>
  within(
    screen.getByRole('list', { name: 'Absences et retards, du plus récent au plus ancien' }),
  ).getAllByRole('listitem');

/** What a card says of a mark: its day and half-day, absent or late (with the minutes). */
function cardName(mark: DemoAbsence): string {
  const what = mark.kind === 'late' ? `Retard de ${mark.lateMinutes} min` : 'Absence';
  return `${formatDate(mark.date, 'fr', 'long')}, ${SESSION_FR[mark.session]} : ${what}`;
}

/** Checks the cards shown against the child's marks: one per mark, newest first, and its justification. */
async function expectMarks(store: AppStore) {
  const marks = marksOf(store);
  expect(marks.length).toBeGreaterThan(0);
  await waitFor(() => expect(cards()).toHaveLength(marks.length));
  const STATE = { unjustified: 'Non justifiée', justified: 'Justifiée', refused: 'Justification refusée' };
  marks.forEach((mark, index) => {
    const card = within(cards()[index]!).getByRole('article', { name: cardName(mark) });
    expect(card).toHaveTextContent(STATE[mark.state]);
    const justify = within(card).queryByRole('link', { name: /^Justifier/ });
    if (mark.state === 'unjustified') {
      expect(justify).toHaveAttribute(
        'href',
        `/gestion-demandes?new=absence&from=${mark.date}&to=${mark.date}`,
      );
    } else {
      expect(justify).toBeNull();
    }
  });
  const absent = marks.filter((mark) => mark.kind === 'absent');
  expect(screen.getByTestId('child-absent')).toHaveTextContent(String(absent.length));
  expect(screen.getByTestId('child-unjustified')).toHaveTextContent(
    String(absent.filter((mark) => countsAsUnjustified(mark.state)).length),
  );
  expect(screen.getByTestId('child-late')).toHaveTextContent(String(marks.length - absent.length));
  return marks;
}

async function chooseChild(user: UserEvent, name: string) {
  await user.click(screen.getByLabelText('Élève'));
  await user.click(within(await screen.findByRole('listbox')).getByText(name));
}

describe('a parent’s view of the selected child’s attendance', () => {
  it('shows the selected child’s counts and marks only, newest first; choosing the other child shows theirs', async () => {
    const { user, store } = await renderSignedIn('parent', '/attendance/child');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(screen.getByText('Pour Yasmine El Idrissi')).toBeInTheDocument();
    const yasmine = await expectMarks(store);
    expect(yasmine.some((mark) => mark.state === 'unjustified')).toBe(true);

    await chooseChild(user, 'Adam El Idrissi');
    expect(await screen.findByText('Pour Adam El Idrissi')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.student?.studentid).toBe(102));
    // Adam's marks, one card each, and none of Yasmine's left.
    const adam = await expectMarks(store);
    expect(adam.every((mark) => mark.studentId === 102)).toBe(true);
  });

  it('on a 390 px phone, "Justifier" opens the absence request for that day, filled in, and sends it', async () => {
    stubWidth(390);
    const removeBridges = installBrowserBridges();
    try {
      const { user, store, router } = await renderSignedIn('parent', '/attendance/child');
      await screen.findByRole('heading', { level: 1, name: TITLE });
      const marks = await expectMarks(store);
      const mark = marks.find((candidate) => candidate.state === 'unjustified')!;
      const day = formatDate(mark.date, 'fr', 'long');
      await user.click(
        screen.getByRole('link', { name: `Justifier l’absence du ${day}, ${SESSION_FR[mark.session]}` }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/gestion-demandes'));
      const dialog = await screen.findByRole('dialog', { name: 'Nouvelle demande pour Yasmine El Idrissi' });
      const absenceType = db.data.requests.types.find(
        (type) => type.kind === 'absence' && type.branchId === store.getState().auth.branch!.schoolbranchid,
      )!;
      await waitFor(() =>
        expect(within(dialog).getByLabelText(/Type de demande/)).toHaveValue(String(absenceType.id)),
      );
      expect(await within(dialog).findByLabelText(/^Du/)).toHaveValue(mark.date);
      expect(within(dialog).getByLabelText(/^Au/)).toHaveValue(mark.date);
      expect(within(dialog).getByLabelText('Message')).toHaveValue(
        `Je justifie l’absence de mon enfant le ${day}.`,
      );

      const before = db.data.requests.items.length;
      await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
      await screen.findByRole('dialog', { name: /^Demande DEM-/ });
      expect(db.data.requests.items).toHaveLength(before + 1);
      expect(db.data.requests.items.at(-1)).toMatchObject({
        studentId: 101,
        typeId: absenceType.id,
        answers: expect.arrayContaining([
          { key: 'from', value: mark.date },
          { key: 'to', value: mark.date },
        ]) as unknown,
      });
      // The address no longer asks for a new request: it names the one sent.
      const search = new URLSearchParams(router.state.location.search);
      expect(search.get('new')).toBeNull();
      expect(search.get('id')).toBe(String(db.data.requests.items.at(-1)!.id));
    } finally {
      removeBridges();
    }
  });

  it('staff opening the parents’ page are told where the school’s absences are', async () => {
    const { user, router } = await renderSignedIn('admin', '/attendance/child');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ouvrir la liste des absences' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/attendance/absences'));
  });
});
