import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCall, recordRequests } from '../../../tests/helpers/demo';
import { renderApp } from '../../../tests/helpers/renderApp';
import {
  findPageTitle,
  findUserMenuButton,
  pageDrawn,
  renderSignedIn,
  withinSideMenu,
} from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';
import { server } from '../../mocks/node';

// docs/api.md "Attendance": the roll call of a class on a half-day. The clock is a Monday afternoon, whose roll
// calls are not taken yet (the demo takes them from 13:30 on).
const NOW = new Date('2026-11-30T14:00:00');
const TODAY = '2026-11-30';

// The page loads lazily: transform it once before the tests, not inside the first one's timeouts.
beforeAll(async () => {
  await import('./RollCallPage');
}, 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** The roll call's list of students, once drawn. */
const rollList = () => screen.findByRole('list', { name: /^Élèves de / }, { timeout: 15_000 });
const rows = (list: HTMLElement) => within(list).getAllByRole('radiogroup');
const radio = (group: HTMLElement, name: 'Présent' | 'Absent' | 'Retard') =>
  within(group).getByRole('radio', { name });
const minutesOf = (list: HTMLElement) => within(list).queryAllByRole('spinbutton');

/** The figure under one of the counts ("Présents", "Absents", "Retards"). */
function count(label: string): string {
  const counts = screen.getByLabelText("Bilan de l'appel");
  const term = within(counts).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

const saveButton = () => screen.getByRole('button', { name: "Enregistrer l'appel" });
const chosenClass = () => Number((screen.getByLabelText('Classe') as HTMLSelectElement).value);

async function signInAs(email: string, path: string) {
  const login = await demoCall('POST', 'login', null, { email, password: 'demo1234' });
  window.localStorage.setItem('token', login.body.token as string);
  const app = await renderApp(path);
  await pageDrawn();
  return { ...app, token: login.body.token as string };
}

describe('roll call (attendance)', () => {
  it('opens on the current half-day of the first class, with every student present and nothing saved yet', async () => {
    await renderSignedIn('admin', '/attendance');
    await findPageTitle('Appel');
    const list = await rollList();
    const groups = rows(list);
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) expect(radio(group, 'Présent')).toBeChecked();
    expect(
      screen.getByRole('heading', { level: 2, name: /lundi 30 novembre 2026, Après-midi$/ }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(TODAY);
    expect(screen.getByLabelText('Demi-journée')).toHaveValue('afternoon');
    expect(
      screen.getByText('Appel pas encore enregistré : tous les élèves sont présents par défaut.'),
    ).toBeInTheDocument();
    expect(count('Présents')).toBe(String(groups.length));
    expect(count('Absents')).toBe('0');
    expect(count('Retards')).toBe('0');
  });

  it('on a focused student, P, A and R set the mark; left and right change it, up and down move between students', async () => {
    const { user } = await renderSignedIn('admin', '/attendance');
    const list = await rollList();
    const [first, second] = rows(list) as [HTMLElement, HTMLElement];
    const total = rows(list).length;

    await user.click(radio(first, 'Présent'));
    await user.keyboard('a');
    expect(radio(first, 'Absent')).toBeChecked();
    expect(radio(first, 'Absent')).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(radio(second, 'Présent')).toHaveFocus();
    await user.keyboard('r');
    expect(radio(second, 'Retard')).toBeChecked();
    expect(minutesOf(list)).toHaveLength(1);
    expect(count('Retards')).toBe('1');

    // The arrows go round the marks: after Retard comes Présent, and back.
    await user.keyboard('{ArrowRight}');
    expect(radio(second, 'Présent')).toBeChecked();
    expect(radio(second, 'Présent')).toHaveFocus();
    expect(minutesOf(list)).toHaveLength(0);
    await user.keyboard('{ArrowLeft}');
    expect(radio(second, 'Retard')).toBeChecked();

    await user.keyboard('{ArrowUp}');
    expect(radio(first, 'Absent')).toHaveFocus();
    await user.keyboard('p');
    expect(radio(first, 'Présent')).toBeChecked();
    expect(count('Présents')).toBe(String(total - 1));
    expect(count('Absents')).toBe('0');
  });

  it('a late mark needs its minutes; the save then says when and by whom, and the next visit shows the marks', async () => {
    const requests = recordRequests();
    const first = await renderSignedIn('admin', '/attendance');
    let list = await rollList();
    const [absent, late] = rows(list) as [HTMLElement, HTMLElement];
    await first.user.click(radio(absent, 'Absent'));
    await first.user.click(radio(late, 'Retard'));
    await first.user.click(saveButton());

    const minutes = within(list).getByRole('spinbutton', { name: /^Minutes de retard de / });
    expect(await screen.findByText('Indiquez les minutes de retard, de 1 à 240.')).toBeInTheDocument();
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(minutes).toHaveFocus();
    expect(requests.filter((request) => request.startsWith('PUT'))).toEqual([]);

    await first.user.type(minutes, '12');
    await first.user.click(saveButton());
    expect(await screen.findByText('Appel enregistré à 14:00 par Samira Benali')).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('PUT'))).toEqual(['PUT /api/attendance/rollcall']);
    first.unmount();

    // Another visit reads the roll call again: the marks and who took it.
    await renderSignedIn('admin', '/attendance');
    list = await rollList();
    const [again, lateAgain] = rows(list) as [HTMLElement, HTMLElement];
    expect(radio(again, 'Absent')).toBeChecked();
    expect(radio(lateAgain, 'Retard')).toBeChecked();
    expect(within(list).getByRole('spinbutton', { name: /^Minutes de retard de / })).toHaveValue(12);
    expect(screen.getByText('Appel enregistré à 14:00 par Samira Benali')).toBeInTheDocument();
    expect(count('Absents')).toBe('1');
    expect(count('Retards')).toBe('1');
  });

  it('a roll call saved by someone else meanwhile is not overwritten: the notice says what changed, then the user saves theirs', async () => {
    const { user } = await renderSignedIn('admin', '/attendance');
    const list = await rollList();
    const [theirs, mine] = rows(list) as [HTMLElement, HTMLElement];
    const theirName = document.getElementById(theirs.getAttribute('aria-labelledby')!)!.textContent!;

    // The director saves the same roll call, marking the first student absent.
    const director = await demoCall('POST', 'login', null, {
      email: 'direction.1-2@demo.test',
      password: 'demo1234',
    });
    const query = `class=${chosenClass()}&date=${TODAY}&session=afternoon`;
    const before = await demoCall('GET', `attendance/rollcall?${query}`, director.body.token);
    const marks = (before.body.students as Array<{ studentid: number }>).map((student, index) => ({
      studentid: student.studentid,
      mark: index === 0 ? 'absent' : 'present',
      lateMinutes: null,
    }));
    const saved = await demoCall('PUT', `attendance/rollcall?${query}`, director.body.token, { marks });
    expect(saved.status).toBe(200);

    await user.click(radio(mine, 'Absent'));
    await user.click(saveButton());
    const notice = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(
      within(notice).getByText("Ce dossier a été modifié par quelqu'un d'autre pendant votre saisie."),
    ).toBeInTheDocument();
    expect(
      within(notice).getByText((_text, element) => element?.textContent === `${theirName} : Absent`, {
        selector: 'li',
      }),
    ).toBeInTheDocument();
    // Nothing was saved: the user's mark is kept, the director's stands.
    expect(radio(mine, 'Absent')).toBeChecked();

    await user.click(within(notice).getByRole('button', { name: 'Enregistrer ma version' }));
    expect(await screen.findByText('Appel enregistré à 14:00 par Samira Benali')).toBeInTheDocument();
    const after = await demoCall('GET', `attendance/rollcall?${query}`, director.body.token);
    expect((after.body.students as Array<{ mark: string }>).slice(0, 2).map((s) => s.mark)).toEqual([
      'present',
      'absent',
    ]);
  });

  it('a failed save keeps every mark typed and says it was not saved; saving again works', async () => {
    server.use(
      http.put('*/api/attendance/rollcall', () =>
        HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const { user } = await renderSignedIn('admin', '/attendance');
    const list = await rollList();
    const [first] = rows(list) as [HTMLElement];
    await user.click(radio(first, 'Absent'));
    await user.click(saveButton());
    expect(
      await screen.findByText("L'appel n'a pas été enregistré. Vos marques sont conservées : réessayez."),
    ).toBeInTheDocument();
    expect(radio(first, 'Absent')).toBeChecked();
    expect(count('Absents')).toBe('1');
    expect(
      screen.getByText('Appel pas encore enregistré : tous les élèves sont présents par défaut.'),
    ).toBeInTheDocument();

    server.resetHandlers();
    await user.click(saveButton());
    expect(await screen.findByText('Appel enregistré à 14:00 par Samira Benali')).toBeInTheDocument();
    expect(radio(first, 'Absent')).toBeChecked();
  });

  it('a day without school says so instead of a roll call, and leads back to the current one', async () => {
    const { user } = await renderSignedIn('admin', '/attendance?date=2026-11-28');
    expect(
      await screen.findByText(
        "Le samedi 28 novembre 2026 (Matin) n'est pas une demi-journée de classe : pas d'appel ce jour-là. Choisissez un autre jour ou une autre demi-journée.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /^Élèves de / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Revenir à l'appel en cours" }));
    expect(await rollList()).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(TODAY);
  });

  it('a roll call that cannot be loaded says so and loads again on retry', async () => {
    let failing = true;
    server.use(
      http.get('*/api/attendance/rollcall', () =>
        failing ? HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderSignedIn('admin', '/attendance');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(within(alert).getByText("L'appel de cette classe n'a pas pu être chargé.")).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await rollList()).toBeInTheDocument();
  });

  it('a class without students says there is no one to call', async () => {
    const model = db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === 2)!;
    const id = Math.max(...db.data.classes.map((cls) => cls.id)) + 1;
    db.data.classes.push({ ...model, id, name: 'CE2 Z' });
    await renderSignedIn('admin', `/attendance?class=${id}`);
    expect(
      await screen.findByText("Aucun élève n'est inscrit dans cette classe : il n'y a personne à appeler."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Classe')).toHaveValue(String(id));
    expect(screen.queryByRole('button', { name: "Enregistrer l'appel" })).not.toBeInTheDocument();
  });

  it('a teacher calls only the classes they teach, and finds the roll call in the menu', async () => {
    await signInAs('teacher.1@demo.test', '/attendance');
    await findUserMenuButton('Salma Bennis');
    await rollList();
    const teacher = db.data.education.teachers.find((row) => row.userId === 12 && row.branchId === 1)!;
    const taught = new Set(
      db.data.education.assignments
        .filter((row) => row.yearId === 2 && row.teacherId === teacher.id)
        .map((row) => row.classId),
    );
    const expected = db.data.classes
      .filter(
        (cls) =>
          cls.branchId === 1 && cls.yearId === 2 && (taught.has(cls.id) || cls.mainTeacherId === teacher.id),
      )
      .map((cls) => cls.name)
      .sort();
    const branchClasses = db.data.classes.filter((cls) => cls.branchId === 1 && cls.yearId === 2);
    const options = within(screen.getByLabelText('Classe'))
      .getAllByRole('option')
      .map((option) => option.textContent)
      .sort();
    expect(options).toEqual(expected);
    expect(options).toContain('CM1 A');
    expect(options.length).toBeLessThan(branchClasses.length);

    expect(withinSideMenu().getByRole('link', { name: 'Appel' })).toHaveAttribute('aria-current', 'page');
  });

  it('a teacher calls her own lesson of the half-day; the half-day’s roll call then shows the absence, and the lesson reads as called', async () => {
    const cm1 = db.data.classes.find(
      (cls) => cls.branchId === 1 && cls.yearId === 2 && cls.name === 'CM1 A',
    )!;
    const { user, token } = await signInAs(
      'teacher.1@demo.test',
      `/attendance?class=${cm1.id}&session=morning`,
    );
    const teacher = db.data.education.teachers.find((row) => row.userId === 12 && row.branchId === 1)!;
    const halfDay = await demoCall(
      'GET',
      `attendance/rollcall?class=${cm1.id}&date=${TODAY}&session=morning`,
      token,
    );
    const own = (
      halfDay.body.lessons as Array<{ slotid: number; start: string; end: string; teacherid: number }>
    ).find((lesson) => lesson.teacherid === teacher.id)!;
    const lessonField = await screen.findByLabelText('Cours', {}, { timeout: 15_000 });
    expect(within(lessonField).getAllByRole('option')[0]).toHaveTextContent('Toute la demi-journée');
    await user.selectOptions(lessonField, String(own.slotid));
    await screen.findByRole('heading', { level: 2, name: new RegExp(`${own.start}–${own.end} · `) });
    expect(screen.getByText(/^Appel du cours de Mme Salma Bennis\./)).toBeInTheDocument();

    const list = await rollList();
    const [first] = rows(list) as [HTMLElement];
    await user.click(radio(first, 'Absent'));
    await user.click(saveButton());
    await screen.findByText(/^Appel enregistré à \d{2}:\d{2} par Salma Bennis$/, {}, { timeout: 15_000 });
    await waitFor(() =>
      expect(within(lessonField).getByRole('option', { selected: true })).toHaveTextContent(/ · appel fait$/),
    );

    // The half-day follows the lesson: the student is absent there too.
    await user.selectOptions(lessonField, '');
    await screen.findByRole('heading', { level: 2, name: /lundi 30 novembre 2026, Matin$/ });
    const halfList = await rollList();
    await waitFor(() => expect(radio(rows(halfList)[0]!, 'Absent')).toBeChecked());
  });

  it('a teacher opening today’s roll call during her lesson gets that lesson; “Toute la demi-journée” stays chosen', async () => {
    // Monday 30 November, 09:40: teacher.1 teaches CM1 A from 09:25 to 10:20.
    vi.setSystemTime(new Date('2026-11-30T09:40:00'));
    const cm1 = db.data.classes.find(
      (cls) => cls.branchId === 1 && cls.yearId === 2 && cls.name === 'CM1 A',
    )!;
    const { user } = await signInAs('teacher.1@demo.test', `/attendance?class=${cm1.id}`);
    await screen.findByRole(
      'heading',
      { level: 2, name: /lundi 30 novembre 2026, 09:25–10:20 · / },
      { timeout: 15_000 },
    );
    const lessonField = screen.getByLabelText('Cours');
    expect(within(lessonField).getByRole('option', { selected: true })).toHaveTextContent(
      /^09:25–10:20 · .+ · Mme Salma Bennis$/,
    );

    await user.selectOptions(lessonField, '');
    await screen.findByRole('heading', { level: 2, name: /lundi 30 novembre 2026, Matin$/ });
    expect(within(screen.getByLabelText('Cours')).getByRole('option', { selected: true })).toHaveTextContent(
      'Toute la demi-journée',
    );
  });

  it('the menu offers the roll call and the absences to the admin', async () => {
    await renderSignedIn('admin', '/attendance');
    await rollList();
    expect(withinSideMenu().getByRole('link', { name: 'Appel' })).toHaveAttribute('href', '/attendance');
    expect(withinSideMenu().getByRole('link', { name: 'Absences et retards' })).toHaveAttribute(
      'href',
      '/attendance/absences',
    );
  });

  it('the secretariat has neither the menu entries nor the page', async () => {
    const { user } = await renderSignedIn('staff', '/dashboard');
    const educational = withinSideMenu().queryByRole('button', { name: 'Gestion pédagogique' });
    if (educational) await user.click(educational);
    expect(withinSideMenu().queryByRole('link', { name: 'Appel' })).not.toBeInTheDocument();
    expect(withinSideMenu().queryByRole('link', { name: 'Absences et retards' })).not.toBeInTheDocument();
  });
});

describe('roll call, denied', () => {
  it('the secretariat opening the address is told it is not allowed', async () => {
    await renderSignedIn('staff', '/attendance');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accès non autorisé'),
    );
  });
});
