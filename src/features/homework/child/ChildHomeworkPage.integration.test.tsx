import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubWidth } from '../../../../tests/helpers/media';
import { renderSignedIn } from '../../../../tests/helpers/shell';
import { db } from '../../../mocks/core/db';
import { worksheetPdf, type DemoHomework } from '../../../mocks/homework/seed';
import { server } from '../../../mocks/node';
import { atSchoolTuesdayMorning } from '../../../../tests/helpers/clock';

/** Tuesday 24 November 2026: "pour demain" is Wednesday the 25th, this week ends on Sunday the 29th. */
atSchoolTuesdayMorning();

// The page loads lazily: transform it once before the tests, not inside the first one's timeouts.
beforeAll(async () => {
  await import('./ChildHomeworkPage');
}, 60_000);

// The child's lessons beside the homework are the timetable's card (its own module and tests): answered here without
// making the demo's timetables, so these tests time the homework alone.
beforeEach(() => {
  server.use(
    http.get('*/api/timetable/children/:studentid', () =>
      HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
  );
});

const TITLE = 'Devoirs de mon enfant';
const TODAY = '2026-11-24';

/** "mercredi 25 novembre", as the cards write a day. */
const day = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** The class of the selected child this year. */
function classOf(studentId: number): number {
  return db.data.enrolments.find((row) => row.studentId === studentId && row.yearId === 2)!.classId;
}

/** What the family sees: the class's homework published by today, due from today to two weeks on. */
function shownTo(studentId: number): DemoHomework[] {
  return db.data.homework.items.filter(
    (item) =>
      item.classId === classOf(studentId) &&
      item.publishFrom <= TODAY &&
      item.dueDate >= TODAY &&
      item.dueDate <= '2026-12-08',
  );
}

const subjectOf = (item: DemoHomework) =>
  db.data.education.subjects.find((subject) => subject.id === item.subjectId)!.name_fr;
const cardName = (item: DemoHomework) => `${subjectOf(item)}, pour le ${day(item.dueDate)}`;

/** The cards of a group, by its heading ("Pour demain", "Cette semaine", "Plus tard"). */
const group = (name: string | RegExp) => within(screen.getByRole('list', { name })).getAllByRole('article');

async function chooseChild(user: UserEvent, name: string) {
  await user.click(screen.getByLabelText('Élève'));
  await user.click(within(await screen.findByRole('listbox')).getByText(name));
}

describe('a parent’s view of the selected child’s homework', () => {
  it('groups the homework shown to the family: for tomorrow, this week, later, by due date', async () => {
    await renderSignedIn('parent', '/homework/child');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(await screen.findByText('Pour Yasmine El Idrissi, en CM1 A')).toBeInTheDocument();
    const shown = shownTo(101);
    const tomorrow = shown.filter((item) => item.dueDate === '2026-11-25');
    const week = shown.filter((item) => item.dueDate !== '2026-11-25' && item.dueDate <= '2026-11-29');
    const later = shown.filter((item) => item.dueDate > '2026-11-29');
    expect([tomorrow.length, week.length, later.length].every((count) => count > 0)).toBe(true);

    expect(
      screen.getByRole('heading', { level: 2, name: 'Pour demain mercredi 25 novembre' }),
    ).toBeInTheDocument();
    expect(
      group(/^Pour demain/)
        .map((card) => card.getAttribute('aria-label'))
        .sort(),
    ).toEqual(tomorrow.map(cardName).sort());
    expect(group('Cette semaine')).toHaveLength(week.length);
    expect(group('Plus tard')).toHaveLength(later.length);
    // By due date (then the subjects' order), each with its text and who set it.
    const order = (item: DemoHomework) =>
      db.data.education.subjects.find((subject) => subject.id === item.subjectId)!.order;
    const sorted = [...later].sort(
      (a, b) => a.dueDate.localeCompare(b.dueDate) || order(a) - order(b) || a.id - b.id,
    );
    expect(group('Plus tard').map((node) => node.getAttribute('aria-label'))).toEqual(sorted.map(cardName));
    const first = sorted[0]!;
    const card = screen.getByRole('article', { name: cardName(first) });
    expect(card).toHaveTextContent(first.text);
    expect(card).toHaveTextContent(`Donné par ${first.author}`);
    // Not published yet: not shown (a class has one homework of a subject a day at most).
    const hidden = db.data.homework.items.find(
      (item) => item.classId === classOf(101) && item.publishFrom > TODAY && item.dueDate <= '2026-12-08',
    )!;
    expect(screen.queryByRole('article', { name: cardName(hidden) })).toBeNull();
  });

  it('choosing the other child shows their class’s homework', async () => {
    const { user } = await renderSignedIn('parent', '/homework/child');
    expect(await screen.findByText('Pour Yasmine El Idrissi, en CM1 A')).toBeInTheDocument();
    await chooseChild(user, 'Adam El Idrissi');
    const adam = db.data.classes.find((cls) => cls.id === classOf(102))!;
    expect(await screen.findByText(`Pour Adam El Idrissi, en ${adam.name}`)).toBeInTheDocument();
    const cards = () =>
      ['Pour demain', 'Cette semaine', 'Plus tard'].flatMap((name) => {
        const list = screen.queryByRole('list', { name: new RegExp(`^${name}`) });
        return list ? within(list).getAllByRole('article') : [];
      });
    await waitFor(() => expect(cards()).toHaveLength(shownTo(102).length));
  });

  it('shows a homework’s text as typed, never as markup; on a 390 px phone its attachment downloads', async () => {
    stubWidth(390);
    const item = shownTo(101).find((candidate) => candidate.dueDate === '2026-11-25')!;
    item.text = 'Lire <b>page 12</b> <img src=x onerror="alert(1)">';
    const size = worksheetPdf(item.id, 'fiche-lecture.pdf').length;
    item.attachment = { name: 'fiche-lecture.pdf', mimeType: 'application/pdf', size, path: null };
    const saved: Array<{ name: string; type: string; size: number }> = [];
    const jsdomUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href)!;
      saved.push({ name: this.download, type: blob.type, size: blob.size });
    });
    onTestFinished(() => {
      click.mockRestore();
      URL.createObjectURL = jsdomUrls.create;
      URL.revokeObjectURL = jsdomUrls.revoke;
    });
    const { user } = await renderSignedIn('parent', '/homework/child');
    const card = await screen.findByRole('article', { name: cardName(item) });
    expect(card).toHaveTextContent('Lire <b>page 12</b> <img src=x onerror="alert(1)">');
    expect(card.querySelector('img, b')).toBeNull();
    await user.click(
      within(card).getByRole('button', {
        name: `Télécharger la pièce jointe fiche-lecture.pdf (${subjectOf(item)})`,
      }),
    );
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'fiche-lecture.pdf', type: 'application/pdf', size }]),
    );
  });

  it('in Arabic, right to left: the groups and the subjects in Arabic', async () => {
    await renderSignedIn('parent', '/homework/child', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'واجبات طفلي' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const item = shownTo(101).find((candidate) => candidate.dueDate === '2026-11-25')!;
    const subject = db.data.education.subjects.find((candidate) => candidate.id === item.subjectId)!;
    const tomorrow = await screen.findByRole('list', { name: /^للغد/ });
    const card = within(tomorrow).getByRole('article', { name: new RegExp(`^${subject.name_ar}،`) });
    expect(card).toHaveTextContent(item.text);
    expect(card).not.toHaveTextContent(subject.name_fr);
  });

  it('no homework: says so; an answer that cannot be read: says so, and a retry shows them', async () => {
    let broken = true;
    server.use(
      http.get('*/api/homework/children/:studentid', () =>
        broken ? HttpResponse.json({ message: 'Boom' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderSignedIn('parent', '/homework/child');
    const failed = (await screen.findByText('Les devoirs n’ont pas pu être chargés.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    broken = false;
    const cls = classOf(101);
    db.data.homework.items = db.data.homework.items.filter((item) => item.classId !== cls);
    await user.click(within(failed).getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByText('Aucun devoir à faire pour les deux semaines à venir.'),
    ).toBeInTheDocument();
  });

  it('staff opening the parents’ page are told where the cahier de textes is', async () => {
    const { user, router } = await renderSignedIn('admin', '/homework/child');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ouvrir le cahier de textes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homework'));
  });
});
