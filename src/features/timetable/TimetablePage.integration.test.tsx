import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { atSchoolTuesdayMorning } from '../../../tests/helpers/clock';
import { demoCall, demoToken, recordRequests } from '../../../tests/helpers/demo';
import { stubWidth } from '../../../tests/helpers/media';
import { renderApp } from '../../../tests/helpers/renderApp';
import { findUserMenuButton, pageDrawn, renderSignedIn } from '../../../tests/helpers/shell';
import { periodsOf } from '../../domain/timetable';
import type { AppStore } from '../../store/store';
import ar from './locales/ar.json';
import fr from './locales/fr.json';
import type { Timetable, TimeSlotRow } from './timetable.schemas';

/**
 * The staff's timetable page over the demo API (docs/api.md "Timetable"): the week of a class in its grid, built by
 * the office (the tray, moves with the keyboard, the problems at once), read by a teacher, printed in Arabic. A
 * school Tuesday on a desktop: the current year is the demo's 2026-2027.
 */
const FR = fr.timetable;
const LONG = { timeout: 15_000 };

// The page loads lazily: transform it once before the tests, not inside the first one's timeouts.
beforeAll(async () => {
  await import('./TimetablePage');
}, 60_000);

atSchoolTuesdayMorning();

function scopeOf(store: AppStore) {
  const { auth } = store.getState();
  return { branch: auth.branch!.schoolbranchid, year: auth.year!.schoolyearid };
}

/** The week of a class as the demo API answers it to `token`. */
async function weekOf(token: string, scope: { branch: number; year: number }, classId: number) {
  const answer = await demoCall(
    'GET',
    `timetable?branch=${scope.branch}&year=${scope.year}&class=${classId}`,
    token,
  );
  expect(answer.status).toBe(200);
  return answer.body as Timetable;
}

const classGrid = (name: string) =>
  screen.findByRole('table', { name: `Emploi du temps de la classe ${name}` }, LONG);

/** The cell of a slot: the column of its day (by its header), the row of its time (by its row header). */
function cellAt(table: HTMLElement, slot: TimeSlotRow, days: Record<string, string> = FR.days): HTMLElement {
  const headers = [...table.querySelectorAll('thead th')].map((header) => header.textContent);
  const column = headers.indexOf(days[String(slot.day)]!);
  expect(column).toBeGreaterThan(0);
  const rowHeader = [...table.querySelectorAll('tbody th[scope="row"]')].find(
    (header) => header.textContent === `${slot.start}–${slot.end}`,
  );
  expect(rowHeader).toBeDefined();
  return rowHeader!.closest('tr')!.children[column] as HTMLElement;
}

const slotOf = (week: Timetable, slotId: number) => week.slots.find((slot) => slot.id === slotId)!;
const hours = (value: number) =>
  new Intl.NumberFormat('fr-u-nu-latn', { maximumFractionDigits: 1 }).format(value);
const chipIn = (cell: HTMLElement, subject: string) =>
  within(cell).getByRole('button', { name: (name) => name.startsWith(subject) });

/** The first class of the demo's branch (the page opens on it). */
function week1Id(): number {
  return Number((screen.getByLabelText('Classe') as HTMLSelectElement).value);
}

describe('the timetable page (office)', () => {
  it('opens on the first class: every lesson in the cell of its day and time, with its teacher and room', async () => {
    const { store, token } = await renderSignedIn('admin', '/timetable');
    const table = await classGrid('PS A');
    expect(screen.getByLabelText('Classe')).toHaveDisplayValue('PS A');
    const week = await weekOf(
      token,
      scopeOf(store),
      Number((screen.getByLabelText('Classe') as HTMLSelectElement).value),
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Horaire', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(periodsOf(week.slots).length);
    expect(week.lessons.length).toBeGreaterThan(10);
    for (const lesson of week.lessons) {
      const cell = cellAt(table, slotOf(week, lesson.slotId));
      expect(cell).toHaveTextContent(lesson.subject);
      expect(cell).toHaveTextContent(lesson.teacher ?? FR.noTeacher);
      expect(cell).toHaveTextContent(lesson.room ?? FR.noRoom);
    }
    // The seed has no clash and every hour placed.
    const problems = screen.getByRole('region', { name: 'Problèmes' });
    expect(within(problems).getByRole('status')).toHaveTextContent(/^(Aucun problème|\d+ problèmes?)$/);
    expect(within(table).queryByText('Enseignant déjà pris')).not.toBeInTheDocument();
  });

  it('a lesson moved with the keyboard onto a slot where its teacher teaches another class shows the clash before it is saved', async () => {
    const requests = recordRequests();
    const { user, store, token } = await renderSignedIn('admin', '/timetable');
    const table = await classGrid('PS A');
    const week = await weekOf(token, scopeOf(store), week1Id());
    const periods = periodsOf(week.slots);
    const periodIndex = (slot: TimeSlotRow) =>
      periods.findIndex((period) => period.start === slot.start && period.end === slot.end);

    // A lesson, and another class's lesson of the same teacher the same day.
    const [lesson, other] = week.lessons
      .flatMap((candidate) =>
        week.others
          .filter(
            (row) =>
              row.teacherId === candidate.teacherId &&
              row.slotId !== candidate.slotId &&
              slotOf(week, row.slotId).day === slotOf(week, candidate.slotId).day,
          )
          .map((row) => [candidate, row] as const),
      )
      .at(0)!;
    expect(lesson).toBeDefined();
    const from = slotOf(week, lesson.slotId);
    const to = slotOf(week, other.slotId);
    const classes = [
      ...new Set(
        week.others
          .filter((row) => row.slotId === to.id && row.teacherId === lesson.teacherId)
          .map((row) => row.classname),
      ),
    ];

    chipIn(cellAt(table, from), lesson.subject).focus();
    await user.keyboard('{Enter}');
    const steps = periodIndex(to) - periodIndex(from);
    await user.keyboard((steps > 0 ? '{ArrowDown}' : '{ArrowUp}').repeat(Math.abs(steps)));

    // Shown at its prospective slot, with the clash, before anything is sent.
    const target = cellAt(table, to);
    expect(chipIn(target, lesson.subject)).toHaveFocus();
    expect(within(target).getByText(`Enseignant déjà pris (${classes.join(', ')})`)).toBeInTheDocument();
    const teacher =
      week.contracts.find((row) => row.teacherId === lesson.teacherId)?.teacher ?? lesson.teacher;
    const sentence = `${teacher} a deux cours ${FR.dayInText[String(to.day) as '1']} ${to.start}–${to.end} (PS A, ${classes.join(', ')})`;
    const problems = screen.getByRole('region', { name: 'Problèmes' });
    expect(within(problems).getByText(sentence)).toBeInTheDocument();
    expect(within(problems).getByRole('status')).toHaveTextContent(/problèmes?$/);
    expect(requests.filter((request) => request.startsWith('PUT'))).toEqual([]);

    // Escape puts it back; moved there again, Enter saves it (a clash is not refused: the editor shows it).
    await user.keyboard('{Escape}');
    expect(chipIn(cellAt(table, from), lesson.subject)).toHaveFocus();
    expect(within(problems).queryByText(sentence)).not.toBeInTheDocument();
    await user.keyboard((steps > 0 ? '{ArrowDown}' : '{ArrowUp}').repeat(Math.abs(steps)));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests).toContain(`PUT /api/timetable/lessons/${lesson.id}`));
    const saved = await weekOf(token, scopeOf(store), week.view.id);
    expect(saved.lessons.find((row) => row.id === lesson.id)?.slotId).toBe(to.id);
    await waitFor(() => expect(within(problems).getByText(sentence)).toBeInTheDocument());
  });

  it('a lesson placed from the tray fills the missing hour of its subject', async () => {
    const admin = await demoToken('admin');
    const first = await weekOf(admin, { branch: 1, year: 2 }, 1);
    // Someone removed one of the class's one-hour lessons: the tray has it to place.
    const removed = first.lessons.find((lesson) => {
      const slot = slotOf(first, lesson.slotId);
      return slot.start === '08:30';
    })!;
    expect((await demoCall('DELETE', `timetable/lessons/${removed.id}?year=2`, admin)).status).toBe(204);
    const required = first.required
      .filter((row) => row.subjectId === removed.subjectId)
      .reduce((sum, row) => sum + row.hours, 0);

    const requests = recordRequests();
    const { user } = await renderSignedIn('admin', '/timetable');
    const table = await classGrid('PS A');
    const tray = screen.getByRole('region', { name: 'À placer' });
    const row = within(tray).getByText(removed.subject).closest('li')!;
    expect(row).toHaveTextContent(`${hours(required - 1)} h sur ${hours(required)} h`);

    await user.click(within(row).getByRole('button', { name: `Placer ${removed.subject}` }));
    const slot = slotOf(first, removed.slotId);
    const place = within(cellAt(table, slot)).getByRole('button', {
      name: `Placer ${removed.subject} ${FR.dayInText[String(slot.day) as '1']} ${slot.start}–${slot.end}`,
    });
    await user.click(place);

    await waitFor(() => expect(row).toHaveTextContent(`${hours(required)} h sur ${hours(required)} h`));
    expect(within(row).queryByRole('button', { name: `Placer ${removed.subject}` })).not.toBeInTheDocument();
    expect(cellAt(table, slot)).toHaveTextContent(removed.subject);
    expect(requests.filter((request) => request.startsWith('POST /api/timetable'))).toEqual([
      'POST /api/timetable/lessons',
    ]);
  });

  it('a move refused because someone else moved the lesson meanwhile says so and shows the week as it is now', async () => {
    const { user, store, token } = await renderSignedIn('admin', '/timetable');
    const table = await classGrid('PS A');
    const scope = scopeOf(store);
    const week = await weekOf(token, scope, week1Id());
    const lesson = week.lessons.find((row) => slotOf(week, row.slotId).start === '08:30')!;
    const from = slotOf(week, lesson.slotId);
    const below = week.slots.find((slot) => slot.day === from.day && slot.start === from.end)!;
    const free = week.slots.find(
      (slot) => slot.id !== below.id && !week.lessons.some((row) => row.slotId === slot.id),
    )!;
    // Another user moves it to a free slot.
    const moved = await demoCall('PUT', `timetable/lessons/${lesson.id}?year=${scope.year}`, token, {
      slotId: free.id,
      roomId: lesson.roomId,
    });
    expect(moved.status).toBe(200);

    chipIn(cellAt(table, from), lesson.subject).focus();
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(
      await screen.findByText(
        "Ce dossier a été modifié par quelqu'un d'autre pendant votre saisie : rechargez-le avant d'enregistrer.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(cellAt(table, free)).toHaveTextContent(lesson.subject));
    expect(
      within(cellAt(table, below)).queryByRole('button', { name: (name) => name.startsWith(lesson.subject) }),
    ).toBeNull();
  });

  it('a lesson dragged onto a free cell is moved there and saved', async () => {
    const requests = recordRequests();
    const { store, token } = await renderSignedIn('admin', '/timetable');
    const table = await classGrid('PS A');
    const week = await weekOf(token, scopeOf(store), week1Id());
    const [lesson] = week.lessons;
    const free = week.slots.find((slot) => !week.lessons.some((row) => row.slotId === slot.id))!;
    const chip = chipIn(cellAt(table, slotOf(week, lesson!.slotId)), lesson!.subject);
    const dataTransfer = { setData: () => undefined, effectAllowed: 'all', dropEffect: 'none' };
    fireEvent.dragStart(chip, { dataTransfer });
    fireEvent.dragOver(cellAt(table, free), { dataTransfer });
    fireEvent.drop(cellAt(table, free), { dataTransfer });
    fireEvent.dragEnd(chip, { dataTransfer });

    await waitFor(() => expect(cellAt(table, free)).toHaveTextContent(lesson!.subject));
    await waitFor(() => expect(requests).toContain(`PUT /api/timetable/lessons/${lesson!.id}`));
    const saved = await weekOf(token, scopeOf(store), week.view.id);
    expect(saved.lessons.find((row) => row.id === lesson!.id)?.slotId).toBe(free.id);
  });

  it('on a phone the tray comes before the grid, which scrolls inside its card', async () => {
    stubWidth(390);
    await renderSignedIn('admin', '/timetable');
    const table = await classGrid('PS A');
    const tray = screen.getByRole('region', { name: 'À placer' });
    expect(tray.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(table.parentElement).toHaveClass('overflow-x-auto');
  });

  it('prints the week in Arabic, right to left, with the subjects in Arabic', async () => {
    const { user, store, token } = await renderSignedIn('admin', '/timetable');
    await classGrid('PS A');
    const week = await weekOf(token, scopeOf(store), week1Id());
    await user.click(screen.getByRole('button', { name: 'Imprimer' }));
    const dialog = await screen.findByRole('dialog', { name: "Imprimer l'emploi du temps" });
    await user.click(within(dialog).getByRole('radio', { name: 'العربية' }));

    const article = await waitFor(() => {
      const found = within(dialog).getByRole('article');
      expect(found).toHaveAttribute('dir', 'rtl');
      return found;
    }, LONG);
    expect(article).toHaveAttribute('lang', 'ar');
    const table = within(article).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([ar.timetable.time, ...['1', '2', '3', '4', '5'].map((day) => ar.timetable.days[day as '1'])]);
    const [lesson] = week.lessons;
    const cell = cellAt(table, slotOf(week, lesson!.slotId), ar.timetable.days);
    expect(cell).toHaveTextContent(lesson!.subject_ar);
    expect(cell).toHaveTextContent(lesson!.teacher_ar!);
    expect(cell).not.toHaveTextContent(lesson!.subject);
    expect(within(article).getByRole('heading', { name: 'استعمال الزمن — PS A' })).toBeInTheDocument();
    // The copy printed alone is the same document.
    const printed = document.querySelector('[data-testid="timetable-print"] article');
    expect(printed).toHaveAttribute('dir', 'rtl');
    expect(printed).toHaveTextContent(lesson!.subject_ar);
  });
});

describe('the timetable page (teacher)', () => {
  it('a teacher sees the class they teach and their own week, read only: no tray, no editing', async () => {
    const login = await demoCall('POST', 'login', null, {
      email: 'teacher.1@demo.test',
      password: 'demo1234',
    });
    window.localStorage.setItem('token', login.body.token as string);
    const { user } = await renderApp('/timetable');
    await pageDrawn();
    await findUserMenuButton('Salma Bennis');
    const table = await classGrid('CM1 A');
    expect(table).toHaveTextContent('Français');
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'À placer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Problèmes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Créneaux et salles' })).not.toBeInTheDocument();
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Classe')).toEqual(['CM1 A']);
    expect(options('Enseignant')).toEqual([FR.pick, 'Mme Salma Bennis']);
    expect(screen.queryByLabelText('Salle')).not.toBeInTheDocument();

    // Her own week: her classes and her hours against her contract.
    await user.selectOptions(screen.getByLabelText('Enseignant'), 'Mme Salma Bennis');
    const own = await screen.findByRole('table', { name: 'Emploi du temps de Mme Salma Bennis' }, LONG);
    expect(own).toHaveTextContent('CM1 A');
    expect(screen.getByText(/^\d+([,.]\d)? h placées pour un contrat de \d+([,.]\d)? h/)).toBeInTheDocument();
  });
});
