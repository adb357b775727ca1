import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { renderSignedIn } from '../../../tests/helpers/shell';
import type { StudentFinance } from './finances.schemas';

/** The month names the schedule templates give installments (src/mocks/finances/feeSettings.ts). */
const FRENCH_MONTHS = /\b(Septembre|Octobre|Novembre|Décembre|Janvier|Février|Mars|Avril|Mai|Juin)\b/;

async function parentFinance(): Promise<StudentFinance> {
  return (await demoCall('GET', 'students/101/finance?year=2', await demoToken('parent')))
    .body as StudentFinance;
}

describe('installment labels: month names in the reader’s language (no French month on an Arabic screen)', () => {
  it('ar: the parent’s installments, payments and receipt show the months in Arabic', async () => {
    const finance = await parentFinance();
    const labels = finance.engagements.flatMap((engagement) => engagement.installments.map((i) => i.label));
    expect(labels).toContain('Novembre');
    const { user } = await renderSignedIn('parent', '/studentengagment', { language: 'ar' });
    const page = (await screen.findByRole('heading', { level: 1, name: 'الرسوم الدراسية' })).closest(
      'section',
    )!;
    const november = new Intl.DateTimeFormat('ar', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 10, 5)),
    );
    expect((await within(page).findAllByText(november)).length).toBeGreaterThan(0);
    expect(page.textContent).not.toMatch(FRENCH_MONTHS);

    const [first] = await within(page).findAllByRole('button', { name: /[A-Z]{3}-2026-\d{6}/ });
    await user.click(first!);
    const receipt = await within(await screen.findByRole('dialog')).findByTestId('receipt');
    expect(receipt.textContent).not.toMatch(FRENCH_MONTHS);
  });

  it('fr: the same page keeps the French month names', async () => {
    await renderSignedIn('parent', '/studentengagment', { language: 'fr' });
    const page = (await screen.findByRole('heading', { level: 1, name: 'Frais de scolarité' })).closest(
      'section',
    )!;
    expect((await within(page).findAllByText('Novembre')).length).toBeGreaterThan(0);
  });
});
