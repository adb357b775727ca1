import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCall } from '../../../../tests/helpers/demo';
import { stubWidth } from '../../../../tests/helpers/media';
import { renderSignedIn } from '../../../../tests/helpers/shell';
import { server } from '../../../mocks/node';
import type { AppStore } from '../../../store/store';
import type { ChildTimetable } from '../timetable.schemas';

/** The clock on the wall (local time) and a 390 px phone, for one test. */
function at(wallClock: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(wallClock));
  stubWidth(390);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** What the demo API answers for the selected child over `from`..`to`: what the card must show. */
async function childDays(store: AppStore, token: string, from: string, to: string) {
  const { student, year } = store.getState().auth;
  const answer = await demoCall(
    'GET',
    `timetable/children/${student!.studentid}?year=${year!.schoolyearid}&from=${from}&to=${to}`,
    token,
  );
  expect(answer.status).toBe(200);
  return (answer.body as ChildTimetable).days;
}

/** Each lesson's line as the card shows it: its time range, subject, teacher and room. */
function expectLessons(
  part: HTMLElement,
  lessons: ChildTimetable['days'][number]['lessons'],
  arabic = false,
) {
  const items = within(part).getAllByRole('listitem');
  expect(items).toHaveLength(lessons.length);
  lessons.forEach((lesson, index) => {
    const item = items[index]!;
    expect(item).toHaveTextContent(`${lesson.start}–${lesson.end}`);
    expect(item).toHaveTextContent(arabic ? lesson.subject_ar : lesson.subject);
    const teacher = arabic ? lesson.teacher_ar : lesson.teacher;
    if (teacher) expect(item).toHaveTextContent(teacher);
    if (lesson.room) expect(item).toHaveTextContent(lesson.room);
  });
}

async function chooseChild(user: UserEvent, name: string) {
  await user.click(screen.getByLabelText('Élève'));
  await user.click(within(await screen.findByRole('listbox')).getByText(name));
}

describe('the parent dashboard’s lessons card', () => {
  it('on a school Tuesday at 10:00, shows today’s and tomorrow’s lessons, the one under way marked, and links to the week', async () => {
    at('2026-11-24T10:00:00');
    const { store, token } = await renderSignedIn('parent', '/dashboard');
    const card = await screen.findByRole('region', { name: 'Cours de Yasmine' });
    const [today, tomorrow] = await childDays(store, token, '2026-11-24', '2026-11-25');
    expect(today!.lessons.length).toBeGreaterThan(0);
    expect(tomorrow!.lessons.length).toBeGreaterThan(0);

    const todayPart = await within(card).findByRole('region', { name: 'Aujourd’hui, mardi 24 novembre' });
    expectLessons(todayPart, today!.lessons);
    // 10:00 is in the 09:25–10:20 lesson: that one, and only that one, is under way.
    const now = within(todayPart).getByText('En cours').closest('li')!;
    expect(now).toHaveTextContent('09:25–10:20');
    expect(now).toHaveAttribute('aria-current', 'time');
    expect(within(card).getAllByText('En cours')).toHaveLength(1);
    expectLessons(
      within(card).getByRole('region', { name: 'Demain, mercredi 25 novembre' }),
      tomorrow!.lessons,
    );
    expect(within(card).getByRole('link', { name: 'Toute la semaine' })).toHaveAttribute(
      'href',
      '/timetable/child',
    );
  });

  it('follows the child chosen in the selector row', async () => {
    at('2026-11-24T10:00:00');
    const { store, token, user } = await renderSignedIn('parent', '/dashboard');
    const [yasmine] = await childDays(store, token, '2026-11-24', '2026-11-25');
    const yasmineCard = await screen.findByRole('region', { name: 'Cours de Yasmine' });
    expectLessons(
      await within(yasmineCard).findByRole('region', { name: 'Aujourd’hui, mardi 24 novembre' }),
      yasmine!.lessons,
    );
    await chooseChild(user, 'Adam El Idrissi');
    const card = await screen.findByRole('region', { name: 'Cours de Adam' });
    await waitFor(() => expect(store.getState().auth.student?.studentid).toBe(102));
    const [adamToday] = await childDays(store, token, '2026-11-24', '2026-11-25');
    const adamPart = await within(card).findByRole('region', { name: 'Aujourd’hui, mardi 24 novembre' });
    await waitFor(() => expectLessons(adamPart, adamToday!.lessons));
  });

  it('on a Sunday, today has no lessons and tomorrow is the first day of the Christmas holidays', async () => {
    at('2026-12-20T18:00:00');
    await renderSignedIn('parent', '/dashboard');
    const card = await screen.findByRole('region', { name: 'Cours de Yasmine' });
    const today = await within(card).findByRole('region', { name: 'Aujourd’hui, dimanche 20 décembre' });
    expect(today).toHaveTextContent('Pas de cours');
    expect(within(today).queryByRole('listitem')).toBeNull();
    const tomorrow = within(card).getByRole('region', { name: 'Demain, lundi 21 décembre' });
    expect(tomorrow).toHaveTextContent('Vacances de fin d’année');
    expect(within(card).queryByText('En cours')).toBeNull();
  });

  it('a failed read says so with a retry that brings the lessons', async () => {
    at('2026-11-24T10:00:00');
    let failures = 1;
    server.use(
      http.get('*/api/timetable/children/:id', () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }),
    );
    const { user } = await renderSignedIn('parent', '/dashboard');
    const card = await screen.findByRole('region', { name: 'Cours de Yasmine' });
    expect(await within(card).findByText('L’emploi du temps n’a pas pu être chargé.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Réessayer' }));
    expect(
      await within(card).findByRole('region', { name: 'Aujourd’hui, mardi 24 novembre' }),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('in Arabic, the subjects and teachers are written in Arabic', async () => {
    at('2026-11-24T10:00:00');
    const { store, token } = await renderSignedIn('parent', '/dashboard', { language: 'ar' });
    const card = await screen.findByRole('region', { name: 'حصص ياسمين' });
    const [today] = await childDays(store, token, '2026-11-24', '2026-11-25');
    const part = await within(card).findByRole('region', { name: /^اليوم،/ });
    expectLessons(part, today!.lessons, true);
    expect(within(part).getByText('جارية الآن')).toBeInTheDocument();
  });
});
