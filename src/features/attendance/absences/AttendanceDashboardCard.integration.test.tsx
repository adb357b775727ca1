import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { atSchoolTuesdayMorning } from '../../../../tests/helpers/clock';
import { renderSignedIn } from '../../../../tests/helpers/shell';
import { todayIso } from '../../../domain/dates';
import { db } from '../../../mocks/core/db';
import { server } from '../../../mocks/node';

// A school Tuesday at 10:00 (../testing.ts).

atSchoolTuesdayMorning();

describe('dashboard: attendance of the day', () => {
  it('the office’s dashboard shows today’s absent and late students and the students over the threshold, each linking to its filtered list', async () => {
    const { store } = await renderSignedIn('admin', '/dashboard');
    const absent = await screen.findByTestId('today-absent', {}, { timeout: 15_000 });
    const { auth } = store.getState();
    const today = todayIso();
    const marks = db.data.attendance.marks.filter(
      (mark) =>
        mark.branchId === auth.branch!.schoolbranchid &&
        mark.yearId === auth.year!.schoolyearid &&
        mark.date === today,
    );
    const absentCount = marks.filter((mark) => mark.kind === 'absent').length;
    expect(absentCount).toBeGreaterThan(0);
    expect(absent).toHaveTextContent(new RegExp(`Absents aujourd’hui${absentCount}$`));
    expect(absent).toHaveAttribute('href', `/attendance/absences?kind=absent&from=${today}&to=${today}`);
    expect(screen.getByTestId('today-late')).toHaveAttribute(
      'href',
      `/attendance/absences?kind=late&from=${today}&to=${today}`,
    );
    expect(screen.getByTestId('today-threshold')).toHaveAttribute(
      'href',
      '/attendance/absences?tab=threshold',
    );
    expect(screen.getByTestId('today-missing')).toHaveTextContent('Appels non faits');
  });

  it('a failed summary shows its error with a retry that recovers, the rest of the dashboard kept', async () => {
    let failures = 1;
    server.use(
      http.get('*/api/attendance/summary', () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }),
    );
    const { user } = await renderSignedIn('admin', '/dashboard');
    expect(
      await screen.findByText(
        'Les chiffres de présence du jour n’ont pas pu être chargés.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Élèves' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('today-absent', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('the secretariat, without view-attendance-page, sees no attendance figures', async () => {
    await renderSignedIn('staff', '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Élèves' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('today-absent')).toBeNull());
    expect(screen.queryByText('Appels non faits')).toBeNull();
  });
});
