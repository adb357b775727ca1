import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoCall } from '../../../../tests/helpers/demo';
import { renderSignedIn } from '../../../../tests/helpers/shell';
import { countsAsUnjustified } from '../../../domain/attendance';
import { db } from '../../../mocks/core/db';
import { server } from '../../../mocks/node';
import type { AppStore } from '../../../store/store';
import { atSchoolTuesdayMorning } from '../../../../tests/helpers/clock';

// A school Tuesday at 10:00 (../testing.ts): the seed's six weeks of marks end today, 24 November 2026.
atSchoolTuesdayMorning();

const CLASSES = 'Absences et retards par classe depuis la rentrée';
const MONTHS = 'Absences et retards par mois';

/** The branch and year the selector row chose. */
function scopeOf(store: AppStore) {
  const { auth } = store.getState();
  return { branch: auth.branch!.schoolbranchid, year: auth.year!.schoolyearid };
}

/** A row's cells' texts, their spaces as a reader sees them. */
const texts = (row: HTMLElement) =>
  [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) =>
    cell.textContent!.replace(/\s/g, ' '),
  );

function countsOf(marks: typeof db.data.attendance.marks) {
  const absent = marks.filter((mark) => mark.kind === 'absent');
  return [
    String(absent.length),
    String(absent.filter((mark) => countsAsUnjustified(mark.state)).length),
    String(marks.filter((mark) => mark.kind === 'late').length),
  ];
}

async function openStats(language?: 'en') {
  const app = await renderSignedIn('admin', '/attendance/absences?tab=stats', language ? { language } : {});
  const classes = await screen.findByRole(
    'table',
    { name: language ? /per class/ : CLASSES },
    { timeout: 15_000 },
  );
  return { ...app, classes };
}

describe('absences: counts per class and per month', () => {
  it('the third tab shows each class’s and each month’s counts of the demo data, a class leading to its absences', async () => {
    const app = await renderSignedIn('admin', '/attendance/absences');
    await app.user.click(
      await screen.findByRole('tab', { name: 'Par classe et par mois' }, { timeout: 15_000 }),
    );
    expect(app.router.state.location.search).toBe('?tab=stats');
    const classes = await screen.findByRole('table', { name: CLASSES }, { timeout: 15_000 });
    // Scrolls sideways on a phone: a named, focusable region.
    expect(screen.getByRole('region', { name: CLASSES })).toHaveAttribute('tabindex', '0');
    const scope = scopeOf(app.store);
    const marks = db.data.attendance.marks.filter(
      (mark) => mark.branchId === scope.branch && mark.yearId === scope.year,
    );
    const branchClasses = db.data.classes.filter(
      (cls) => cls.branchId === scope.branch && cls.yearId === scope.year,
    );
    const rows = within(classes).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(branchClasses.length);
    const answer = await demoCall(
      'GET',
      `attendance/stats?branch=${scope.branch}&year=${scope.year}`,
      app.token,
    );
    const busiest = [...branchClasses].sort(
      (a, b) =>
        marks.filter((mark) => mark.classId === b.id).length -
        marks.filter((mark) => mark.classId === a.id).length,
    )[0]!;
    const row = rows.find((candidate) => within(candidate).queryByRole('link', { name: busiest.name }))!;
    const [name, absent, unjustified, late, , rate] = texts(row);
    expect([name, absent, unjustified, late]).toEqual([
      busiest.name,
      ...countsOf(marks.filter((mark) => mark.classId === busiest.id)),
    ]);
    const served = answer.body.classes.find((item: { classid: number }) => item.classid === busiest.id);
    expect(served.rate).toBeGreaterThan(0);
    // "2,1 %": the rate as a French percentage, one decimal.
    expect(rate).toMatch(/^\d+,\d %$/);
    expect(Number(rate!.replace(/[ %]/g, '').replace(',', '.'))).toBeCloseTo(served.rate * 100, 1);

    const months = within(screen.getByRole('table', { name: MONTHS }))
      .getAllByRole('row')
      .slice(1);
    expect(months.map((month) => texts(month)[0])).toEqual([
      'septembre 2026',
      'octobre 2026',
      'novembre 2026',
    ]);
    expect(texts(months[2]!).slice(1)).toEqual(
      countsOf(marks.filter((mark) => mark.date.startsWith('2026-11'))),
    );

    await app.user.click(within(row).getByRole('link', { name: busiest.name }));
    expect(app.router.state.location.search).toBe(`?class=${busiest.id}`);
    // The list, narrowed to that class: every row of it, and its filter showing it.
    await waitFor(
      () => {
        const listed = within(screen.getByRole('table', { name: 'Absences et retards' }))
          .getAllByRole('row')
          .slice(1);
        expect(listed.length).toBeGreaterThan(0);
        for (const listedRow of listed) expect(listedRow).toHaveTextContent(busiest.name);
      },
      { timeout: 15_000 },
    );
    expect(screen.getByRole('combobox', { name: 'Classe' })).toHaveValue(String(busiest.id));
  });

  it('in English, months and rates are written the English way', async () => {
    const { classes } = await openStats('en');
    const rate = texts(within(classes).getAllByRole('row')[1]!).at(-1)!;
    expect(rate).toMatch(/^\d+\.\d%$/);
    const months = within(screen.getByRole('table', { name: 'Absences and lateness per month' }))
      .getAllByRole('row')
      .slice(1);
    expect(months.map((month) => texts(month)[0])).toEqual([
      'September 2026',
      'October 2026',
      'November 2026',
    ]);
  });

  it('a failed load shows an error with a retry that brings the figures', async () => {
    let failures = 1;
    server.use(
      http.get('*/api/attendance/stats', () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }),
    );
    const { user } = await renderSignedIn('admin', '/attendance/absences?tab=stats');
    expect(
      await screen.findByText(
        'Les chiffres par classe et par mois n’ont pas pu être chargés.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: CLASSES })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: CLASSES }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
