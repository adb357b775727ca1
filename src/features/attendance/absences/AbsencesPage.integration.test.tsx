import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../../tests/helpers/demo';
import { atSchoolTuesdayMorning } from '../../../../tests/helpers/clock';
import { renderSignedIn } from '../../../../tests/helpers/shell';
import { ABSENCE_THRESHOLD_DEFAULT, countsAsUnjustified } from '../../../domain/attendance';
import { todayIso } from '../../../domain/dates';
import { formatCount } from '../../../components/DataTable/format';
import { formatDate } from '../../../lib/dates';
import { db } from '../../../mocks/core/db';
import type { DemoAbsence } from '../../../mocks/attendance/seed';
import type { AppStore } from '../../../store/store';

/**
 * A school Tuesday at 10:00: the morning roll calls are due (09:00), so the ones not taken are missing; the seed is
 * counted from this day, the same at every run.
 */
atSchoolTuesdayMorning();

const TITLE = 'Absences et retards';
const table = (name = TITLE) => screen.getByRole('table', { name });
const rows = (name = TITLE) => within(table(name)).getAllByRole('row').slice(1);

/** The branch and year the selector row chose. */
function scopeOf(store: AppStore) {
  const { auth } = store.getState();
  return { branch: auth.branch!.schoolbranchid, year: auth.year!.schoolyearid };
}

function marksOf(scope: { branch: number; year: number }): DemoAbsence[] {
  return db.data.attendance.marks.filter(
    (mark) => mark.branchId === scope.branch && mark.yearId === scope.year,
  );
}

function studentName(mark: DemoAbsence): string {
  const student = db.data.students.find((candidate) => candidate.studentid === mark.studentId)!;
  return `${student.lastname_fr} ${student.firstname_fr}`;
}

/** "1 309 absences ou retards": a count as the page writes it, its spaces as Testing Library reads them. */
function countText(count: number): string {
  return `${formatCount(count, 'fr')} absences ou retards`.replace(/\s/g, ' ');
}

const SESSION_FR = { morning: 'Matin', afternoon: 'Après-midi' } as const;

/** The row action's name: "Justifier ou refuser : <name>, <date>, <half-day>". */
function actionName(mark: DemoAbsence): string {
  return `Justifier ou refuser : ${studentName(mark)}, ${formatDate(mark.date, 'fr')}, ${SESSION_FR[mark.session]}`;
}

/** The newest mark of the scope in `state`, of kind `kind`. */
function newest(
  scope: { branch: number; year: number },
  kind: DemoAbsence['kind'],
  state: DemoAbsence['state'],
) {
  const found = marksOf(scope)
    .filter((mark) => mark.kind === kind && mark.state === state)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)[0];
  expect(found, `a seeded ${kind} ${state}`).toBeDefined();
  return found!;
}

/**
 * Opens the list, picks a mark of the branch and year shown, then opens its decision from the list narrowed to that
 * student's marks.
 */
async function openDecision(pick: (scope: { branch: number; year: number }) => DemoAbsence) {
  const app = await renderSignedIn('admin', '/attendance/absences');
  await screen.findByRole('heading', { level: 1, name: TITLE });
  const mark = pick(scopeOf(app.store));
  await app.router.navigate(`/attendance/absences?student=${mark.studentId}`);
  await app.user.click(await screen.findByRole('button', { name: actionName(mark) }));
  const dialog = await screen.findByRole('dialog', { name: `Justification — ${studentName(mark)}` });
  return { ...app, mark, dialog };
}

describe('absences and lateness: the office’s list', () => {
  it('lists the seeded marks of the branch and year, newest first, and filters them by kind and justification through the URL', async () => {
    const { user, router, store } = await renderSignedIn('admin', '/attendance/absences');
    await screen.findByRole('heading', { level: 1, name: TITLE });
    const marks = marksOf(scopeOf(store));
    expect(marks.length).toBeGreaterThan(25);
    expect(await screen.findByText(countText(marks.length))).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(25));
    const latest = marks
      .map((mark) => mark.date)
      .sort()
      .at(-1)!;
    expect(rows()[0]).toHaveTextContent(formatDate(latest, 'fr'));

    await user.selectOptions(screen.getByLabelText('Type'), 'late');
    await waitFor(() => expect(router.state.location.search).toContain('kind=late'));
    const late = marks.filter((mark) => mark.kind === 'late');
    expect(await screen.findByText(countText(late.length))).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(Math.min(25, late.length)));
    await waitFor(() => rows().forEach((row) => expect(row).toHaveTextContent(/Retard de \d+ min/)));

    await user.selectOptions(screen.getByLabelText('Justification'), 'justified');
    await waitFor(() => expect(router.state.location.search).toContain('state=justified'));
    const justified = late.filter((mark) => mark.state === 'justified');
    expect(justified.length).toBeGreaterThan(0);
    expect(await screen.findByText(countText(justified.length))).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(Math.min(25, justified.length)));
    await waitFor(() => rows().forEach((row) => expect(row).toHaveTextContent('Justifiée')));
  });

  it('justifies an absence with its reason: saved, and the row says it is justified', async () => {
    const { user, dialog, mark } = await openDecision((scope) => newest(scope, 'absent', 'unjustified'));
    expect(within(dialog).getByRole('radio', { name: 'Justifier' })).toBeChecked();
    await user.type(within(dialog).getByLabelText(/Motif/), 'Maladie');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mark).toMatchObject({ state: 'justified', reason: 'Maladie' });
    const row = screen.getByRole('button', { name: actionName(mark) }).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Justifiée'));
    expect(row).toHaveTextContent('Maladie');
  });

  it('asks for the reason of a justification before sending it', async () => {
    const { user, dialog, mark } = await openDecision((scope) => newest(scope, 'absent', 'unjustified'));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Motif/)).toHaveAttribute('aria-invalid', 'true');
    expect(mark.state).toBe('unjustified');
    // A refusal asks for it too.
    await user.click(within(dialog).getByRole('radio', { name: 'Refuser la justification' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(mark.state).toBe('unjustified');
  });

  it('undoes a decision: the mark is unjustified again, without a reason', async () => {
    const { user, dialog, mark } = await openDecision((scope) => newest(scope, 'absent', 'justified'));
    expect(within(dialog).getByRole('radio', { name: 'Justifier' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Annuler la décision/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mark).toMatchObject({ state: 'unjustified', reason: null });
    const row = screen.getByRole('button', { name: actionName(mark) }).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Non justifiée'));
  });

  it('a decision taken meanwhile by someone else is not overwritten: the form says so and keeps the typing', async () => {
    const { user, dialog, mark } = await openDecision((scope) => newest(scope, 'absent', 'unjustified'));
    await user.type(within(dialog).getByLabelText(/Motif/), 'Maladie');
    // Another member of staff refuses it first.
    const other = await demoCall(
      'PUT',
      `attendance/absences/${mark.id}/justification?year=${mark.yearId}`,
      await demoToken('admin'),
      { state: 'refused', reason: 'Justificatif non recevable' },
    );
    expect(other.status).toBe(200);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent("Ce dossier a été modifié par quelqu'un d'autre pendant votre saisie.");
    expect(notice).toHaveTextContent('Justificatif non recevable');
    expect(mark).toMatchObject({ state: 'refused', reason: 'Justificatif non recevable' });
    expect(within(dialog).getByLabelText(/Motif/)).toHaveValue('Maladie');
    // Saving their own version anyway, with the record as it is now.
    await user.click(within(notice).getByRole('button', { name: 'Enregistrer ma version' }));
    await waitFor(() => expect(mark).toMatchObject({ state: 'justified', reason: 'Maladie' }));
  });
});

describe('absences: over the threshold and today', () => {
  it('the "Au-dessus du seuil" tab lists the students at or over the threshold, each leading to their marks', async () => {
    const { user, router, store } = await renderSignedIn('admin', '/attendance/absences');
    const scope = scopeOf(store);
    const unjustified = new Map<number, number>();
    for (const mark of marksOf(scope)) {
      if (mark.kind === 'absent' && countsAsUnjustified(mark.state))
        unjustified.set(mark.studentId, (unjustified.get(mark.studentId) ?? 0) + 1);
    }
    const over = [...unjustified].filter(([, count]) => count >= ABSENCE_THRESHOLD_DEFAULT);
    expect(over.length).toBeGreaterThan(0);

    await user.click(await screen.findByRole('tab', { name: 'Au-dessus du seuil' }));
    await waitFor(() => expect(router.state.location.search).toContain('tab=threshold'));
    const caption = 'Au-dessus du seuil';
    expect(await screen.findByText(new RegExp(`· ${over.length} élèves?$`))).toBeInTheDocument();
    await waitFor(() => expect(rows(caption)).toHaveLength(Math.min(25, over.length)));
    // The most absent first.
    const most = Math.max(...over.map(([, count]) => count));
    expect(rows(caption)[0]).toHaveTextContent(String(most));

    const first = within(rows(caption)[0]!).getAllByRole('link')[0]!;
    const name = first.textContent!;
    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/attendance/absences'));
    const studentId = Number(new URLSearchParams(router.state.location.search).get('student'));
    expect(over.map(([id]) => id)).toContain(studentId);
    const own = marksOf(scope).filter((mark) => mark.studentId === studentId);
    await waitFor(() => expect(rows()).toHaveLength(Math.min(25, own.length)));
    const student = db.data.students.find((candidate) => candidate.studentid === studentId)!;
    expect(name).toContain(`${student.lastname_fr} ${student.firstname_fr}`);
    await waitFor(() =>
      rows().forEach((row) =>
        expect(row).toHaveTextContent(`${student.lastname_fr} ${student.firstname_fr}`),
      ),
    );
    expect(screen.getByText(`Élève : ${student.lastname_fr} ${student.firstname_fr}`)).toBeInTheDocument();
  });

  it('the today card: absent and late today, the roll calls not taken, each a link to what it counts', async () => {
    const { user, router, store } = await renderSignedIn('admin', '/attendance/absences');
    const scope = scopeOf(store);
    const today = todayIso();
    const marks = marksOf(scope).filter((mark) => mark.date === today);
    const absent = new Set(marks.filter((mark) => mark.kind === 'absent').map((mark) => mark.studentId));
    const late = new Set(marks.filter((mark) => mark.kind === 'late').map((mark) => mark.studentId));
    expect(absent.size).toBeGreaterThan(0);

    const absentFigure = await screen.findByTestId('today-absent');
    expect(absentFigure).toHaveTextContent(String(absent.size));
    expect(absentFigure).toHaveAttribute(
      'href',
      `/attendance/absences?kind=absent&from=${today}&to=${today}`,
    );
    const lateFigure = screen.getByTestId('today-late');
    expect(lateFigure).toHaveTextContent(String(late.size));
    expect(lateFigure).toHaveAttribute('href', `/attendance/absences?kind=late&from=${today}&to=${today}`);
    expect(screen.getByTestId('today-threshold')).toHaveAttribute(
      'href',
      '/attendance/absences?tab=threshold',
    );

    // This morning's roll calls not taken: each opens that roll call.
    const taken = new Set(
      db.data.attendance.rollCalls
        .filter((roll) => roll.date === today && roll.session === 'morning')
        .map((roll) => roll.classId),
    );
    const missing = db.data.classes.filter(
      (cls) => cls.branchId === scope.branch && cls.yearId === scope.year && !taken.has(cls.id),
    );
    expect(missing.length).toBeGreaterThan(0);
    const missingCard = screen.getByTestId('today-missing');
    const links = within(missingCard).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(
      missing.map((cls) => `/attendance?class=${cls.id}&date=${today}&session=morning`).sort(),
    );
    expect(
      within(missingCard).getByRole('link', { name: `${missing[0]!.name} — Matin` }),
    ).toBeInTheDocument();

    await user.click(absentFigure);
    await waitFor(() => expect(router.state.location.search).toContain('kind=absent'));
    const absentToday = marks.filter((mark) => mark.kind === 'absent');
    await waitFor(() => expect(rows()).toHaveLength(Math.min(25, absentToday.length)));
    await waitFor(() => rows().forEach((row) => expect(row).toHaveTextContent(formatDate(today, 'fr'))));
  });
});
