import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { installBrowserBridges } from '../../../tests/helpers/browserBridges';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { stubWidth } from '../../../tests/helpers/media';
import { renderApp } from '../../../tests/helpers/renderApp';
import { pageDrawn, renderSignedIn } from '../../../tests/helpers/shell';
import { formatCount } from '../../components/DataTable/format';
import { formatDate } from '../../lib/dates';
import { db } from '../../mocks/core/db';
import type { DemoHomework } from '../../mocks/homework/seed';
import { atSchoolTuesdayMorning } from '../../../tests/helpers/clock';

atSchoolTuesdayMorning();

// The page and its dialog load lazily: transform them once before the tests, not inside the first one's timeouts.
beforeAll(async () => {
  await Promise.all([import('./HomeworkPage'), import('./HomeworkDialog')]);
}, 60_000);

const TITLE = 'Cahier de textes';
/** The list's rows (the header's left out): read from the table's body, a role query of each row being slow. */
const rows = () =>
  [...screen.getByRole('table', { name: TITLE }).querySelectorAll('tbody:not([aria-hidden]) > tr')].filter(
    (row) => row.getAttribute('role') !== 'presentation',
  );

const cm1 = () =>
  db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === 2 && cls.name === 'CM1 A')!;
const subject = (code: string) =>
  db.data.education.subjects.find((candidate) => candidate.branchId === 1 && candidate.code === code)!;
const branchItems = () => db.data.homework.items.filter((item) => item.branchId === 1 && item.yearId === 2);

/** "1 211 devoirs": a count as the page writes it, its spaces as Testing Library reads them. */
const countText = (count: number) => `${formatCount(count, 'fr')} devoirs`.replace(/\s/g, ' ');

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');

/** Opens "Nouveau devoir" and fills it for CM1 A in French, due `dueDate`. */
async function fillNew(u: UserEvent, dueDate: string, text = 'Exercices 3 et 4 page 52') {
  await u.click(screen.getByRole('button', { name: 'Nouveau devoir' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouveau devoir' });
  await u.selectOptions(within(dialog).getByLabelText(/^Classe/), String(cm1().id));
  await u.selectOptions(within(dialog).getByLabelText(/^Matière/), String(subject('FR').id));
  await u.click(within(dialog).getByLabelText(/^Travail à faire/));
  await u.paste(text);
  const due = within(dialog).getByLabelText(/^Pour le/);
  await u.clear(due);
  await u.type(due, dueDate);
  return dialog;
}

describe('the cahier de textes: the office’s list', () => {
  it('lists the homework of the branch and year, the latest due first, and filters it by class through the URL', async () => {
    const { user, router } = await renderSignedIn('admin', '/homework');
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(await screen.findByText(countText(branchItems().length))).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(25));
    const latest = branchItems()
      .map((item) => item.dueDate)
      .sort()
      .at(-1)!;
    expect(rows()[0]).toHaveTextContent(formatDate(latest, 'fr'));

    await user.selectOptions(screen.getByLabelText('Classe'), String(cm1().id));
    await waitFor(() => expect(router.state.location.search).toContain(`class=${cm1().id}`));
    const own = branchItems().filter((item) => item.classId === cm1().id);
    expect(await screen.findByText(countText(own.length))).toBeInTheDocument();
    await waitFor(() => rows().forEach((row) => expect(row).toHaveTextContent('CM1 A')));
    // A homework the families do not see yet says from when they will.
    const scheduled = own.find((item) => item.publishFrom > '2026-11-24' && item.dueDate === latest);
    expect(scheduled, 'a homework of CM1 A not shown to the families yet').toBeDefined();
    expect(
      screen.getAllByText(`Visible le ${formatDate(scheduled!.publishFrom, 'fr')}`).length,
    ).toBeGreaterThan(0);
  });

  it('a new homework with a PDF, the button clicked twice: one homework, its attachment kept', async () => {
    const removeBridges = installBrowserBridges();
    onTestFinished(removeBridges);
    const { user } = await renderSignedIn('admin', '/homework');
    await screen.findByText(countText(branchItems().length));
    const before = db.data.homework.items.length;
    const dialog = await fillNew(user, '2026-11-26');
    await user.upload(
      within(dialog).getByLabelText(/^Pièce jointe/),
      new File([PDF], 'fiche.pdf', { type: 'application/pdf' }),
    );
    await user.dblClick(within(dialog).getByRole('button', { name: 'Ajouter le devoir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Le devoir a été ajouté au cahier de textes.')).toBeInTheDocument();
    expect(db.data.homework.items).toHaveLength(before + 1);
    expect(db.data.homework.items.at(-1)).toMatchObject({
      classId: cm1().id,
      subjectId: subject('FR').id,
      text: 'Exercices 3 et 4 page 52',
      dueDate: '2026-11-26',
      publishFrom: '2026-11-24',
      author: 'Samira Benali',
      attachment: { mimeType: 'application/pdf', size: PDF.length },
    });
  });

  it('a save refused keeps what was typed; a file that is not what it says is refused before anything is sent', async () => {
    const { user } = await renderSignedIn('admin', '/homework');
    await screen.findByText(countText(branchItems().length));
    const before = db.data.homework.items.length;
    // A Saturday: the server refuses it under the due date.
    const dialog = await fillNew(user, '2026-11-28', 'Lire le chapitre 5');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le devoir' }));
    expect(
      await within(dialog).findByText('Choisissez un jour d’école (du lundi au vendredi).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Pour le/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Travail à faire/)).toHaveValue('Lire le chapitre 5');
    expect(within(dialog).getByLabelText(/^Matière/)).toHaveValue(String(subject('FR').id));
    expect(db.data.homework.items).toHaveLength(before);

    // A web page named as a PDF: refused by its content, under the file.
    const page = new File(['<!doctype html><script>alert(1)</script>'], 'corrige.pdf', {
      type: 'application/pdf',
    });
    await user.upload(within(dialog).getByLabelText(/^Pièce jointe/), page);
    const due = within(dialog).getByLabelText(/^Pour le/);
    await user.clear(due);
    await user.type(due, '2026-11-27');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le devoir' }));
    expect(await within(dialog).findByText("Ce type de fichier n'est pas accepté.")).toBeInTheDocument();
    expect(db.data.homework.items).toHaveLength(before);
    expect(within(dialog).getByLabelText(/^Travail à faire/)).toHaveValue('Lire le chapitre 5');
  });

  it('an edit after someone else changed the homework is not overwritten: the form says so and keeps the typing', async () => {
    const item = branchItems().find((candidate) => candidate.classId === cm1().id && !candidate.attachment)!;
    const { user } = await renderSignedIn(
      'admin',
      `/homework?class=${cm1().id}&from=${item.dueDate}&to=${item.dueDate}`,
    );
    await user.click(await screen.findByRole('button', { name: `Modifier : ${rowNameOf(item)}` }));
    const dialog = await screen.findByRole('dialog', { name: /^Modifier le devoir de/ });
    const text = within(dialog).getByLabelText(/^Travail à faire/);
    await waitFor(() => expect(text).toHaveValue(item.text));
    await user.clear(text);
    await user.paste('Apprendre la leçon 4');
    const other = await demoCall('PUT', `homework/${item.id}?year=2`, await demoToken('admin'), {
      classId: item.classId,
      subjectId: item.subjectId,
      text: 'Lire le chapitre 5',
      dueDate: item.dueDate,
      publishFrom: item.publishFrom,
    });
    expect(other.status).toBe(200);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent("Ce dossier a été modifié par quelqu'un d'autre pendant votre saisie.");
    expect(notice).toHaveTextContent('Lire le chapitre 5');
    expect(item.text).toBe('Lire le chapitre 5');
    expect(text).toHaveValue('Apprendre la leçon 4');
    await user.click(within(notice).getByRole('button', { name: 'Enregistrer ma version' }));
    await waitFor(() => expect(item.text).toBe('Apprendre la leçon 4'));
  });

  it('deletes a homework once confirmed', async () => {
    const item = branchItems().find((candidate) => candidate.classId === cm1().id)!;
    const { user } = await renderSignedIn(
      'admin',
      `/homework?class=${cm1().id}&from=${item.dueDate}&to=${item.dueDate}`,
    );
    await user.click(await screen.findByRole('button', { name: `Supprimer : ${rowNameOf(item)}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer ce devoir ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(db.data.homework.items).not.toContain(item));
    expect(await screen.findByText('Le devoir a été supprimé.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: `Supprimer : ${rowNameOf(item)}` }),
      ).not.toBeInTheDocument(),
    );
  });

  it('on a 390 px phone, a card opens the homework, which can be deleted from there', async () => {
    stubWidth(390);
    const item = branchItems().find((candidate) => candidate.classId === cm1().id)!;
    const name = db.data.education.subjects.find((candidate) => candidate.id === item.subjectId)!.name_fr;
    const { user, router } = await renderSignedIn(
      'admin',
      `/homework?class=${cm1().id}&from=${item.dueDate}&to=${item.dueDate}`,
    );
    const cards = await screen.findByRole('list', { name: TITLE });
    await user.click(within(cards).getByRole('link', { name: new RegExp(`${name}.*CM1 A`) }));
    await waitFor(() => expect(router.state.location.search).toContain(`id=${item.id}`));
    const dialog = await screen.findByRole('dialog', {
      name: `Modifier le devoir de ${name} pour le ${formatDate(item.dueDate, 'fr')}`,
    });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Travail à faire/)).toHaveValue(item.text));
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer ce devoir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer ce devoir ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(db.data.homework.items).not.toContain(item));
    expect(router.state.location.search).not.toContain('id=');
  });

  it('a teacher sees and sets the subjects of the classes they teach only', async () => {
    const login = await demoCall('POST', 'login', null, {
      email: 'teacher.1@demo.test',
      password: 'demo1234',
    });
    window.localStorage.setItem('token', login.body.token as string);
    const { user } = await renderApp('/homework');
    await pageDrawn();
    await screen.findByRole('heading', { level: 1, name: TITLE });
    const teacher = db.data.users.find((candidate) => candidate.email === 'teacher.1@demo.test')!;
    const own = new Set(
      db.data.education.teachers.filter((row) => row.userId === teacher.id).map((row) => row.id),
    );
    const taught = db.data.education.assignments.filter(
      (row) => row.yearId === 2 && row.teacherId !== null && own.has(row.teacherId),
    );
    const visible = branchItems().filter((item) =>
      taught.some((row) => row.classId === item.classId && row.subjectId === item.subjectId),
    );
    expect(await screen.findByText(countText(visible.length))).toBeInTheDocument();
    const classes = within(screen.getByLabelText('Classe')).getAllByRole('option');
    expect(classes.map((option) => option.textContent)).toEqual(['Toutes les classes', 'CM1 A']);

    await user.click(screen.getByRole('button', { name: 'Nouveau devoir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau devoir' });
    // Their one class is chosen; the subjects are theirs only.
    expect(within(dialog).getByLabelText(/^Classe/)).toHaveValue(String(cm1().id));
    const subjects = within(within(dialog).getByLabelText(/^Matière/))
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.getAttribute('value'));
    expect(subjects.sort()).toEqual(taught.map((row) => String(row.subjectId)).sort());
  });
});

/** The name a row's actions give it: "<subject>, <class>, pour le <date>". */
function rowNameOf(item: DemoHomework): string {
  const name = db.data.education.subjects.find((candidate) => candidate.id === item.subjectId)!.name_fr;
  const cls = db.data.classes.find((candidate) => candidate.id === item.classId)!.name;
  return `${name}, ${cls}, pour le ${formatDate(item.dueDate, 'fr')}`;
}
