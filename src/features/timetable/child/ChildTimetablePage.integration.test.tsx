import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoCall } from '../../../../tests/helpers/demo';
import { clockAt } from '../../../../tests/helpers/clock';
import { renderSignedIn } from '../../../../tests/helpers/shell';
import { server } from '../../../mocks/node';
import type { AppStore } from '../../../store/store';
import type { ChildTimetable } from '../timetable.schemas';

const TITLE = 'Emploi du temps de mon enfant';
/** The days of the week shown in French, as their sections are named. */
const WEEK_OF_24_NOVEMBER = [
  'lundi 23 novembre',
  'mardi 24 novembre',
  'mercredi 25 novembre',
  'jeudi 26 novembre',
  'vendredi 27 novembre',
  'samedi 28 novembre',
  'dimanche 29 novembre',
];

// A school Tuesday at 10:00 (the 09:25–10:20 lesson under way), on a 390 px phone.
clockAt('2026-11-24T10:00:00', { width: 390 });
let scrolled: HTMLElement[] = [];
beforeEach(() => {
  scrolled = [];
  // jsdom has no scrolling: the page's call is recorded.
  Element.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement) {
    scrolled.push(this);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** What the demo API answers for the selected child's week from `monday`: what the page must show. */
async function childWeek(store: AppStore, token: string, monday: string, sunday: string) {
  const { student, year } = store.getState().auth;
  const answer = await demoCall(
    'GET',
    `timetable/children/${student!.studentid}?year=${year!.schoolyearid}&from=${monday}&to=${sunday}`,
    token,
  );
  expect(answer.status).toBe(200);
  return answer.body as ChildTimetable;
}

const days = () => within(screen.getByRole('list', { name: 'Les jours de la semaine' }));
const daySection = (name: string) => days().getByRole('region', { name: new RegExp(`^${name}$`, 'i') });

async function chooseChild(user: UserEvent, name: string) {
  await user.click(screen.getByLabelText('Élève'));
  await user.click(within(await screen.findByRole('listbox')).getByText(name));
}

describe('a parent’s view of the selected child’s week', () => {
  it('shows the week day by day: each lesson’s times, subject, teacher and room; today marked, scrolled to, the lesson under way said', async () => {
    const { store, token } = await renderSignedIn('parent', '/timetable/child');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    const week = await childWeek(store, token, '2026-11-23', '2026-11-29');
    expect(await screen.findByText(`Pour Yasmine El Idrissi, en ${week.classname}`)).toBeInTheDocument();
    expect(screen.getByText('Semaine du 23 novembre 2026 au 29 novembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cette semaine' })).toBeDisabled();

    await waitFor(() => expect(days().getAllByRole('region')).toHaveLength(7));
    week.days.forEach((day, index) => {
      const section = daySection(WEEK_OF_24_NOVEMBER[index]!);
      if (day.closed) {
        expect(section).toHaveTextContent(day.closed === 'noLessons' ? 'Pas de cours' : /Vacances|férié/);
        return;
      }
      const items = within(section).getAllByRole('listitem');
      expect(items).toHaveLength(day.lessons.length);
      day.lessons.forEach((lesson, at) => {
        expect(items[at]).toHaveTextContent(`${lesson.start}–${lesson.end}`);
        expect(items[at]).toHaveTextContent(lesson.subject);
        if (lesson.teacher) expect(items[at]).toHaveTextContent(lesson.teacher);
        if (lesson.room) expect(items[at]).toHaveTextContent(lesson.room);
      });
    });
    // The week's lessons, Monday to Friday; the weekend has none.
    expect(week.days.slice(0, 5).every((day) => day.lessons.length > 0)).toBe(true);
    expect(daySection('samedi 28 novembre')).toHaveTextContent('Pas de cours');

    const today = daySection('mardi 24 novembre');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveTextContent('Aujourd’hui');
    expect(days().getAllByText('Aujourd’hui')).toHaveLength(1);
    expect(within(today).getByText('En cours').closest('li')).toHaveTextContent('09:25–10:20');
    expect(screen.getAllByText('En cours')).toHaveLength(1);
    expect(scrolled).toContain(today);
  });

  it('goes to the next week and back, keeps the week in the address, and shows the Christmas holidays closed', async () => {
    const { user, router, store, token } = await renderSignedIn('parent', '/timetable/child');
    await screen.findByRole('heading', { level: 1, name: TITLE });
    await waitFor(() => expect(days().getAllByRole('region')).toHaveLength(7));

    await user.click(screen.getByRole('button', { name: 'Suivante' }));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-11-30'));
    expect(await screen.findByText('Semaine du 30 novembre 2026 au 6 décembre 2026')).toBeInTheDocument();
    const next = await childWeek(store, token, '2026-11-30', '2026-12-06');
    const monday = await waitFor(() => daySection('lundi 30 novembre'));
    expect(within(monday).getAllByRole('listitem')).toHaveLength(next.days[0]!.lessons.length);
    // Not this week: nothing is "today".
    expect(screen.queryByText('Aujourd’hui')).toBeNull();
    expect(screen.queryByText('En cours')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Précédente' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Semaine du 23 novembre 2026 au 29 novembre 2026')).toBeInTheDocument();

    // A link to any day of the Christmas holidays opens their first week: every school day closed, and said so.
    await router.navigate('/timetable/child?week=2026-12-23');
    expect(await screen.findByText('Semaine du 21 décembre 2026 au 27 décembre 2026')).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Pas de cours cette semaine : Vacances de fin d’année.',
    );
    for (const day of ['lundi 21', 'mardi 22', 'mercredi 23', 'jeudi 24', 'vendredi 25']) {
      const section = daySection(`${day} décembre`);
      expect(section).toHaveTextContent('Vacances de fin d’année');
      expect(within(section).queryByRole('list')).toBeNull();
    }
    expect(daySection('dimanche 27 décembre')).toHaveTextContent('Pas de cours');

    await user.click(screen.getByRole('button', { name: 'Cette semaine' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Semaine du 23 novembre 2026 au 29 novembre 2026')).toBeInTheDocument();
  });

  it('follows the selected child: choosing the other child shows their class and week', async () => {
    const { user, store, token } = await renderSignedIn('parent', '/timetable/child');
    await screen.findByText(/^Pour Yasmine El Idrissi, en /);
    await chooseChild(user, 'Adam El Idrissi');
    await waitFor(() => expect(store.getState().auth.student?.studentid).toBe(102));
    const week = await childWeek(store, token, '2026-11-23', '2026-11-29');
    expect(await screen.findByText(`Pour Adam El Idrissi, en ${week.classname}`)).toBeInTheDocument();
    const tuesday = week.days[1]!.lessons;
    await waitFor(() =>
      expect(within(daySection('mardi 24 novembre')).getAllByRole('listitem')).toHaveLength(tuesday.length),
    );
    tuesday.forEach((lesson, at) =>
      expect(within(daySection('mardi 24 novembre')).getAllByRole('listitem')[at]).toHaveTextContent(
        lesson.subject,
      ),
    );
  });

  it('in Arabic, right to left: the days in Arabic, the subjects and teachers in Arabic', async () => {
    const { store, token } = await renderSignedIn('parent', '/timetable/child', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'استعمال زمن طفلي' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const week = await childWeek(store, token, '2026-11-23', '2026-11-29');
    const tuesday = new Intl.DateTimeFormat('ar-u-nu-latn', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date('2026-11-24T00:00:00Z'));
    const list = await screen.findByRole('list', { name: 'أيام الأسبوع' });
    const today = await within(list).findByRole('region', { name: tuesday });
    expect(today).toHaveTextContent('اليوم');
    const items = within(today).getAllByRole('listitem');
    week.days[1]!.lessons.forEach((lesson, at) => {
      expect(items[at]).toHaveTextContent(lesson.subject_ar);
      expect(items[at]).not.toHaveTextContent(lesson.subject);
      if (lesson.teacher_ar) expect(items[at]).toHaveTextContent(lesson.teacher_ar);
    });
    expect(within(today).getByText('جارية الآن')).toBeInTheDocument();
  });

  it('a failed read says so with a retry; a week without any lesson says so', async () => {
    let failures = 1;
    server.use(
      http.get('*/api/timetable/children/:id', ({ request }) => {
        const from = new URL(request.url).searchParams.get('from');
        if (failures > 0) {
          failures -= 1;
          return HttpResponse.json({ message: 'boom' }, { status: 500 });
        }
        if (from !== '2026-11-30') return undefined;
        const dates = ['30', '01', '02', '03', '04', '05', '06'].map((day, at) =>
          at === 0 ? '2026-11-30' : `2026-12-${day}`,
        );
        return HttpResponse.json({
          studentid: 101,
          classname: 'CE1 A',
          days: dates.map((date) => ({ date, closed: 'noLessons', lessons: [] })),
        });
      }),
    );
    const { user } = await renderSignedIn('parent', '/timetable/child');
    expect(await screen.findByText('L’emploi du temps n’a pas pu être chargé.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(days().getAllByRole('region')).toHaveLength(7));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Suivante' }));
    expect(await screen.findByText('Aucun cours n’est prévu cette semaine.')).toBeInTheDocument();
  });

  it('staff opening the families’ page are told where the school’s timetables are', async () => {
    const { user, router } = await renderSignedIn('admin', '/timetable/child');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ouvrir les emplois du temps' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/timetable'));
  });
});
