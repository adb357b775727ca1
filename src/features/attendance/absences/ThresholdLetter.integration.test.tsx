import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { stubWidth } from '../../../../tests/helpers/media';
import { atSchoolTuesdayMorning } from '../../../../tests/helpers/clock';
import { renderSignedIn } from '../../../../tests/helpers/shell';
import { ABSENCE_THRESHOLD_DEFAULT, countsAsUnjustified } from '../../../domain/attendance';
import { formatDate } from '../../../lib/dates';
import { withoutIsolates } from '../../../lib/isolate';
import { db } from '../../../mocks/core/db';
import { server } from '../../../mocks/node';
import type { AppStore } from '../../../store/store';
import ar from './locales/ar.json';

/**
 * The letter to the family of a student over the threshold of unjustified half-days (docs/api.md "GET
 * attendance/students/{studentid}/letter"), opened from the "Au-dessus du seuil" tab, in French or Arabic, printed
 * alone. A school Tuesday at 10:00: the seed is counted from this day, the same at every run.
 */
atSchoolTuesdayMorning();

const AR = ar.absences.letter;
const CAPTION = 'Au-dessus du seuil';
const LONG = { timeout: 15_000 };

function scopeOf(store: AppStore) {
  const { auth } = store.getState();
  return { branch: auth.branch!.schoolbranchid, year: auth.year!.schoolyearid };
}

/** The unjustified absences of each student of the branch and year shown. */
function unjustifiedOf(scope: { branch: number; year: number }) {
  const byStudent = new Map<number, typeof db.data.attendance.marks>();
  for (const mark of db.data.attendance.marks) {
    if (mark.branchId !== scope.branch || mark.yearId !== scope.year) continue;
    if (mark.kind !== 'absent' || !countsAsUnjustified(mark.state)) continue;
    byStudent.set(mark.studentId, [...(byStudent.get(mark.studentId) ?? []), mark]);
  }
  return byStudent;
}

/**
 * Opens the tab and the letter of its first student: the dialog, that student, and their unjustified absences as
 * the demo data holds them.
 */
async function openFirstLetter() {
  const app = await renderSignedIn('admin', '/attendance/absences?tab=threshold');
  const table = await screen.findByRole('table', { name: CAPTION }, LONG);
  const button = (await within(table).findAllByRole('button', { name: /^Lettre à la famille : / }, LONG))[0]!;
  const label = button.getAttribute('aria-label')!.replace('Lettre à la famille : ', '');
  const over = [...unjustifiedOf(scopeOf(app.store))].filter(
    ([, marks]) => marks.length >= ABSENCE_THRESHOLD_DEFAULT,
  );
  const [studentId, marks] = over.find(([id]) => {
    const candidate = db.data.students.find((student) => student.studentid === id)!;
    return `${candidate.lastname_fr} ${candidate.firstname_fr}` === label;
  })!;
  const student = db.data.students.find((candidate) => candidate.studentid === studentId)!;
  await app.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: `Lettre à la famille — ${label}` });
  return { ...app, dialog, student, marks };
}

/** The letter shown in the dialog (not its print copy). */
const letterIn = async (dialog: HTMLElement) => within(dialog).findByRole('article', {}, LONG);

describe('the letter to the family of a student over the threshold', () => {
  it('opens from the over-threshold tab: the student, the count, every unjustified half-day, in French', async () => {
    const { dialog, student, marks } = await openFirstLetter();
    const letter = await letterIn(dialog);
    expect(letter).toHaveAttribute('lang', 'fr');
    expect(letter).toHaveAttribute('dir', 'ltr');
    const name = `${student.firstname_fr} ${student.lastname_fr}`;
    expect(
      within(letter).getByRole('heading', { name: `Objet : absences non justifiées de ${name}` }),
    ).toBeInTheDocument();
    const body = withoutIsolates(letter.textContent ?? '');
    expect(body).toContain(`${marks.length} demi-journée(s) d’absence non justifiée(s)`);
    expect(body).toContain(`seuil d’alerte à ${ABSENCE_THRESHOLD_DEFAULT} demi-journées`);

    const rows = within(within(letter).getByRole('table')).getAllByRole('row').slice(1);
    const expected = [...marks].sort(
      (a, b) => a.date.localeCompare(b.date) || (a.session === 'morning' ? -1 : 1),
    );
    expect(rows).toHaveLength(expected.length);
    expected.forEach((mark, index) => {
      expect(rows[index]).toHaveTextContent(formatDate(mark.date, 'fr', 'long'));
      expect(rows[index]).toHaveTextContent(mark.session === 'morning' ? 'Matin' : 'Après-midi');
      if (mark.state === 'refused') expect(rows[index]).toHaveTextContent('Justificatif refusé');
    });
    // The family it is written to, and the direction's signature.
    const family = db.data.families.find((candidate) => candidate.id === student.familyId)!;
    expect(body).toContain(`${family.guardians[0]!.firstname_fr} ${family.guardians[0]!.lastname_fr}`);
    expect(within(letter).getByText('La Direction')).toBeInTheDocument();
  });

  it('switches to Arabic: the Arabic letter, right to left, with the Arabic names, and prints it alone', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user, dialog, student, marks } = await openFirstLetter();
    await letterIn(dialog);
    await user.click(within(dialog).getByRole('radio', { name: 'العربية' }));

    const arabicName = `${student.firstname_ar} ${student.lastname_ar}`;
    const subject = AR.doc.subject.replace('{{name}}', arabicName);
    const heading = await within(dialog).findByRole('heading', { name: subject }, LONG);
    const letter = heading.closest('article')!;
    expect(letter).toHaveAttribute('lang', 'ar');
    expect(letter).toHaveAttribute('dir', 'rtl');
    expect(within(letter).getByText(AR.doc.signature)).toBeInTheDocument();
    expect(within(letter).getByText(AR.doc.salutation)).toBeInTheDocument();
    const rows = within(within(letter).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(marks.length);
    expect(rows.map((row) => row.textContent).join(' ')).toContain(
      formatDate([...marks].sort((a, b) => a.date.localeCompare(b.date))[0]!.date, 'ar', 'long'),
    );
    // The dialog itself stays in the reader's language.
    expect(within(dialog).getByRole('radio', { name: 'Français' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledTimes(1);
    // What prints: the Arabic letter, alone in its print sheet.
    const sheet = document.body.querySelector(':scope > .print-sheet-root')!;
    expect(within(sheet as HTMLElement).getByRole('heading', { name: subject })).toBeInTheDocument();
    expect(sheet.querySelector('article')).toHaveAttribute('dir', 'rtl');
  });

  it('on a 390 px phone, each student’s card has the letter’s button, and its name still leads to the marks', async () => {
    stubWidth(390);
    const { user, router } = await renderSignedIn('admin', '/attendance/absences?tab=threshold');
    const buttons = await screen.findAllByRole('button', { name: /^Lettre à la famille : / }, LONG);
    const card = buttons[0]!.closest('li')!;
    const label = buttons[0]!.getAttribute('aria-label')!.replace('Lettre à la famille : ', '');
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: `Lettre à la famille — ${label}` });
    expect(await letterIn(dialog)).toHaveAttribute('lang', 'fr');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(card).getByRole('link'));
    await waitFor(() => expect(router.state.location.search).toMatch(/student=\d+/));
  });

  it('a letter that fails to load shows an error with a retry that brings it', async () => {
    let failures = 1;
    server.use(
      http.get('*/api/attendance/students/:studentid/letter', () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }),
    );
    const { user, dialog, student } = await openFirstLetter();
    expect(
      await within(dialog).findByText('La lettre n’a pas pu être préparée.', {}, LONG),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Imprimer' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    const name = `${student.firstname_fr} ${student.lastname_fr}`;
    expect(
      await within(dialog).findByRole(
        'heading',
        { name: `Objet : absences non justifiées de ${name}` },
        LONG,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });
});
