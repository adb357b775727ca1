import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/core/db';
import { renderSignedIn } from '../../../tests/helpers/shell';

const yasmine = () => db.data.students.find((student) => student.studentid === 101)!;

// Arabic screens in Arabic (DESIGN-SYSTEM.md "Mixed scripts"): a child is named in Arabic script, and an amount
// carries the same currency label on every screen (lib/money.ts `formatMoney`).
describe('Arabic screens', () => {
  it('the parent’s canteen is titled with the child’s Arabic first name', async () => {
    await renderSignedIn('parent', '/demandes-cantine', { language: 'ar' });
    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(title).toHaveTextContent(`المطعم المدرسي لـ ${yasmine().firstname_ar!}`);
    expect(title.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('the students list writes balances with the finance pages’ currency label', async () => {
    await renderSignedIn('admin', '/fullstudents', { language: 'ar' });
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    const amounts = () => within(table).queryAllByText(/\d[.,]\d\d(?!\d)/);
    await waitFor(() => expect(amounts().length).toBeGreaterThan(0), { timeout: 15_000 });
    for (const amount of amounts()) {
      expect(amount.textContent).toContain('MAD');
      expect(amount.textContent).not.toContain('د.م.');
    }
    // The rows' photos are read after the first screen: the test ends once they are in, not while a file is read.
    await waitFor(() => expect(table.querySelectorAll('img[src^="data:image"]').length).toBeGreaterThan(0), {
      timeout: 15_000,
    });
  });
});
