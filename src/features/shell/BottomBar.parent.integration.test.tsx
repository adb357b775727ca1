import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/core/db';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { stubWidth } from '../../../tests/helpers/media';
import { pageDrawn, renderSignedIn } from '../../../tests/helpers/shell';
import { selectedValue } from '../../../tests/helpers/select';

afterEach(() => vi.unstubAllGlobals());

const LABELS = {
  fr: {
    bar: 'Raccourcis',
    tabs: ['Finances', 'Messages', 'Profil', 'Notifications', 'Plus'],
    more: [
      'Accueil',
      'Cantine',
      'Demandes',
      'Absences de mon enfant',
      'Emploi du temps de mon enfant',
      'Devoirs de mon enfant',
      'Bulletins de mon enfant',
      'Actualités',
      'Objets perdus',
    ],
    forChild: 'Pour Yasmine El Idrissi',
  },
  ar: {
    bar: 'اختصارات',
    tabs: ['المالية', 'الرسائل', 'الملف', 'الإشعارات', 'المزيد'],
    more: [
      'الرئيسية',
      'المطعم المدرسي',
      'الطلبات',
      'غياب طفلي',
      'استعمال زمن طفلي',
      'واجبات طفلي',
      'بيانات نتائج طفلي',
      'الأخبار',
      'الأغراض المفقودة',
    ],
    forChild: 'خاص بـ Yasmine El Idrissi',
  },
} as const;

/** Each tab's visible name: without its count badge and its words for screen readers. */
const tabNames = (bar: HTMLElement) =>
  [...bar.querySelectorAll('a, button')].map((tab) => {
    const shown = tab.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('.sr-only, [data-testid="bottom-bar-badge"]').forEach((hidden) => hidden.remove());
    return shown.textContent?.trim();
  });

describe('a parent’s bottom bar on a 390 px phone (Visual direction "Phones")', () => {
  it.each(['fr', 'ar'] as const)(
    '%s: finances, the spec’s messages, profile (with the parent’s name) and notifications, and "more" with home, canteen, requests, the child’s absences, timetable, homework and report cards, news, lost items, each the selected child’s page',
    async (language) => {
      stubWidth(390);
      const labels = LABELS[language];
      const { user, router } = await renderSignedIn('parent', '/dashboard', { language });
      const bar = await screen.findByRole('navigation', { name: labels.bar });
      expect(tabNames(bar)).toEqual(labels.tabs);
      expect(within(bar).getByRole('link', { name: labels.tabs[0] })).toHaveAttribute(
        'href',
        '/studentengagment',
      );
      // The profile link carries the picture and, for screen readers, the parent's name (Entry).
      expect(within(bar).getByRole('link', { name: /Karim El Idrissi/ })).toHaveAttribute('href', '/profile');

      await user.click(within(bar).getByRole('button', { name: labels.tabs[4] }));
      const sheet = await screen.findByRole('dialog', { name: labels.tabs[4] });
      expect(within(sheet).getByText(labels.forChild)).toBeInTheDocument();
      const links = within(sheet).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(labels.more);
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/dashboard',
        '/demandes-cantine',
        '/gestion-demandes',
        '/attendance/child',
        '/timetable/child',
        '/homework/child',
        '/report-cards/child',
        '/news',
        '/lost-items',
      ]);

      // Each opens its page and closes the sheet; the "more" tab then says it holds the page shown.
      await user.click(within(sheet).getByRole('link', { name: labels.more[1] }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/demandes-cantine'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await pageDrawn();
      const barNow = screen.getByRole('navigation', { name: labels.bar });
      await waitFor(() =>
        expect(within(barNow).getByRole('button', { name: labels.tabs[4] })).toHaveAttribute(
          'aria-current',
          'page',
        ),
      );
    },
  );

  it('lists only what the parent may open: without the canteen and lost items permissions, neither is offered', async () => {
    stubWidth(390);
    const parent = db.data.users.find((candidate) => candidate.email === 'parent@demo.test')!;
    for (const role of parent.roles) {
      role.permissions = role.permissions.filter(
        (name) => !['view-cantine-demandes-page', 'view-lost-items-page'].includes(name),
      );
    }
    db.changed();
    const { user } = await renderSignedIn('parent', '/dashboard');
    const bar = screen.getByRole('navigation', { name: 'Raccourcis' });
    await user.click(within(bar).getByRole('button', { name: 'Plus' }));
    const sheet = await screen.findByRole('dialog', { name: 'Plus' });
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Accueil',
      'Demandes',
      'Absences de mon enfant',
      'Emploi du temps de mon enfant',
      'Devoirs de mon enfant',
      'Bulletins de mon enfant',
      'Actualités',
    ]);
  });

  it('Bottom bar Messages: a parent who may not open /messagerie (no view-messagerie-page) is not offered the link, as in the header', async () => {
    stubWidth(390);
    const parent = db.data.users.find((candidate) => candidate.email === 'parent@demo.test')!;
    for (const role of parent.roles) {
      role.permissions = role.permissions.filter((name) => name !== 'view-messagerie-page');
    }
    db.changed();
    await renderSignedIn('parent', '/dashboard');
    const bar = screen.getByRole('navigation', { name: 'Raccourcis' });
    expect(tabNames(bar)).toEqual(['Finances', 'Profil', 'Notifications', 'Plus']);
    expect(bar.querySelector('a[href="/messagerie"]')).toBeNull();
  });

  it('staff keep their bar: messages, profile, notifications', async () => {
    stubWidth(390);
    await renderSignedIn('staff', '/dashboard');
    const bar = screen.getByRole('navigation', { name: 'Raccourcis' });
    expect(tabNames(bar)).toEqual(['Messages', 'Profil', 'Notifications']);
  });
});

describe('the child switcher after the office adds a child to the family (docs/api.md "GET user")', () => {
  it('lists the new child at the parent’s next sign-in', async () => {
    const level = db.data.levels.find((candidate) => candidate.code === 'CE1')!;
    const cls = db.data.classes.find((c) => c.branchId === 1 && c.yearId === 2 && c.levelId === level.id)!;
    const created = await demoCall('POST', 'students?branch=1&year=2', await demoToken('admin'), {
      firstname_fr: 'Lina',
      lastname_fr: 'El Idrissi',
      firstname_ar: 'لينا',
      lastname_ar: 'الإدريسي',
      gender: 'F',
      birthDate: '2019-05-12',
      massar: 'K222333446',
      levelId: level.id,
      classId: cls.id,
      status: 'active',
      familyId: 1,
      newFamily: null,
      medical: { notes: null, allergies: [], diet: null },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const { user } = await renderSignedIn('parent', '/dashboard');
    await user.click(screen.getByLabelText('Élève'));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Yasmine El Idrissi', 'Adam El Idrissi', 'Lina El Idrissi']);
    await user.click(within(listbox).getByText('Lina El Idrissi'));
    // The chosen child is shown at once and stored once the page is redrawn (Interaction to Next Paint).
    await waitFor(() => {
      expect(selectedValue('Élève')).toBe('Lina El Idrissi');
      expect(window.localStorage.getItem('SELECTED_STUDENT')).toBe(String(created.body.studentid));
    });
  });
});
