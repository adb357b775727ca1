import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mocks/core/db';
import { expectLtrIsolated } from '../../../tests/helpers/ltr';
import { renderSignedIn } from '../../../tests/helpers/shell';

beforeAll(async () => {
  await import('./StudentDetailsPage');
}, 60_000);

// Mixed scripts (DESIGN-SYSTEM.md): a school year "2026-2027" keeps its order inside Arabic ("2027-2026" before).
describe('school years in a student’s details, in Arabic', () => {
  it('the class line isolates the year (LRI…PDI) and the enrolment history lays each year left to right', async () => {
    const { router } = await renderSignedIn('admin', '/studentdetails?id=101', { language: 'ar' });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    const classLine = heading.parentElement!.querySelector('p.flex > span')!;
    expect(classLine.textContent).toMatch(/\u20662026-2027\u2069/);
    await act(() => router.navigate('/studentdetails?id=101&tab=overview'));
    const years = () =>
      screen.queryAllByRole('rowheader').filter((cell) => /\d{4}-\d{4}/.test(cell.textContent ?? ''));
    await waitFor(() => expect(years().length).toBeGreaterThan(0), { timeout: 15_000 });
    for (const cell of years()) expectLtrIsolated(within(cell).getByText(/^\d{4}-\d{4}$/));
    expect(db.data.students.find((student) => student.studentid === 101)).toBeDefined();
  });
});
