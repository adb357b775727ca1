import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCall } from '../../../../tests/helpers/demo';
import { renderApp } from '../../../../tests/helpers/renderApp';
import { findUserMenuButton, pageDrawn, renderSignedIn } from '../../../../tests/helpers/shell';
import { db } from '../../../mocks/core/db';
import { server } from '../../../mocks/node';

/**
 * Term report cards (docs/api.md "Report cards"): the office writes a comment, keeps it through a failed save,
 * publishes the class (comments then fixed) and prints the whole class, one card per student; a teacher writes her
 * own subjects' comments only; a parent sees the published terms of the selected child and opens one to print.
 */
beforeAll(async () => {
  await import('./ReportCardsPage');
  await import('./ChildReportCardsPage');
}, 60_000);

const cm1 = () =>
  db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === 2 && cls.name === 'CM1 A')!;
const rollOf = (classId: number) =>
  db.data.enrolments.filter((row) => row.classId === classId && row.yearId === 2).map((row) => row.studentId);
const comments = () => db.data.education.reportComments ?? [];

async function signInAsTeacher(path: string) {
  const login = await demoCall('POST', 'login', null, { email: 'teacher.1@demo.test', password: 'demo1234' });
  window.localStorage.setItem('token', login.body.token as string);
  const app = await renderApp(path);
  await findUserMenuButton('Salma Bennis');
  await pageDrawn();
  return app;
}

describe('report cards: the office', { timeout: 60_000 }, () => {
  it('writes the general comment, which a failed save keeps; publishing fixes the comments; printing gives one card per student', async () => {
    const cls = cm1();
    const first = rollOf(cls.id)[0]!;
    const { user } = await renderSignedIn('admin', `/report-cards?class=${cls.id}&term=1`);
    const general = await screen.findByRole('textbox', { name: 'Appréciation générale' });

    // A failed save says why and keeps the text.
    server.use(
      http.put('*/api/education/classes/:id/report-cards/:student/comments', () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    await user.click(general);
    await user.paste('Bon trimestre, élève appliquée.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer : Appréciation générale' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(general).toHaveValue('Bon trimestre, élève appliquée.');
    expect(comments()).toHaveLength(0);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Enregistrer : Appréciation générale' }));
    await waitFor(() =>
      expect(comments()).toEqual([
        expect.objectContaining({
          studentId: first,
          subjectId: null,
          text: 'Bon trimestre, élève appliquée.',
        }),
      ]),
    );

    // Published: the families see it, and the comments are fixed until the publication is taken back.
    await user.click(screen.getByRole('button', { name: 'Publier aux familles' }));
    const confirm = await screen.findByRole('dialog', { name: 'Publier les bulletins de CM1 A ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Publier aux familles' }));
    expect(await screen.findByText(/^Publiés aux familles le /)).toBeInTheDocument();
    expect(db.data.education.reportPublications).toEqual([
      expect.objectContaining({ classId: cls.id, term: 1 }),
    ]);
    expect(
      await screen.findByText('Bulletins publiés : retirez la publication pour modifier les appréciations.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Appréciation générale' })).toHaveAttribute('readonly');

    // The whole class prints, one card per student, in the language chosen.
    await user.click(screen.getByRole('button', { name: 'Imprimer la classe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Imprimer les bulletins de CM1 A' });
    const printed = screen.getByTestId('report-cards-print');
    expect(within(printed).getAllByTestId('report-card')).toHaveLength(rollOf(cls.id).length);
    expect(printed).toHaveAttribute('dir', 'ltr');
    expect(within(printed).getAllByTestId('report-card')[0]).toHaveTextContent(
      'Bon trimestre, élève appliquée.',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'العربية' }));
    expect(printed).toHaveAttribute('dir', 'rtl');
    expect(within(printed).getAllByTestId('report-card')[0]).toHaveTextContent('بيان نتائج الفصل الأول');
  });

  it('the next student is one click away and keeps the class and term in the address', async () => {
    const cls = cm1();
    const [first, second] = rollOf(cls.id);
    const { user, router } = await renderSignedIn('admin', `/report-cards?class=${cls.id}&term=1`);
    const student = await screen.findByRole('combobox', { name: 'Élève' });
    expect(student).toHaveValue(String(first));
    await user.click(screen.getByRole('button', { name: 'Élève suivant' }));
    await waitFor(() => expect(student).toHaveValue(String(second)));
    expect(router.state.location.search).toContain(`student=${second}`);
    expect(screen.getByRole('button', { name: 'Élève précédent' })).toBeEnabled();
  });
});

describe('report cards: a teacher', { timeout: 60_000 }, () => {
  it("writes her own subjects' comments; another teacher's subject is read only and says whose it is", async () => {
    const cls = cm1();
    await signInAsTeacher(`/report-cards?class=${cls.id}&term=1`);
    await screen.findByRole('textbox', { name: 'Appréciation générale' });
    expect(screen.queryByRole('button', { name: 'Publier aux familles' })).toBeNull();
    const hers = db.data.education.teachers.find((teacher) => teacher.userId === 12)!.id;
    const other = db.data.education.assignments.find(
      (row) => row.classId === cls.id && row.teacherId !== null && row.teacherId !== hers,
    )!;
    const subject = db.data.education.subjects.find((row) => row.id === other.subjectId)!;
    const field = screen.getByRole('textbox', { name: new RegExp(`^${subject.name_fr} \\(`) });
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(/Écrite par l’enseignant\(e\) de la matière/);
  });
});

describe('report cards: a parent', { timeout: 60_000 }, () => {
  it('sees nothing before publication, then the published term of the selected child, opened to print', async () => {
    const parent = db.data.users.find((user) => user.email === 'parent@demo.test')!;
    const child = parent.studentIds[0]!;
    const enrolment = db.data.enrolments.find((row) => row.studentId === child && row.yearId === 2)!;
    db.data.education.reportComments = [
      {
        classId: enrolment.classId,
        term: 1,
        studentId: child,
        subjectId: null,
        text: 'Très bon début d’année.',
        authorId: 1,
        updatedAt: '2026-12-17T10:00:00Z',
      },
    ];
    db.data.education.reportPublications = [
      { classId: enrolment.classId, term: 1, publishedAt: '2026-12-18T15:00:00Z', publishedBy: 1 },
    ];
    const { user } = await renderSignedIn('parent', '/report-cards/child');
    const card = await screen.findByRole('article', { name: 'Bulletin du 1er trimestre' });
    expect(card).toHaveTextContent('Publié le 18 décembre 2026');
    expect(card).toHaveTextContent('Très bon début d’année.');
    await user.click(within(card).getByRole('button', { name: 'Voir et télécharger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulletin du 1er trimestre' });
    expect(within(dialog).getByTestId('report-card')).toHaveTextContent('Très bon début d’année.');
    expect(within(screen.getByTestId('report-cards-print')).getAllByTestId('report-card')).toHaveLength(1);
  });

  it('says when no report card is published yet, and when it cannot be loaded, with a retry', async () => {
    db.data.education.reportPublications = [];
    server.use(
      http.get('*/api/education/children/:id/report-cards', () => HttpResponse.json({ items: 'nope' })),
    );
    const { user } = await renderSignedIn('parent', '/report-cards/child');
    expect(await screen.findByText('Les bulletins n’ont pas pu être chargés.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun bulletin publié pour cette année.')).toBeInTheDocument();
  });
});
