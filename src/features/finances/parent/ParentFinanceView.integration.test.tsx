import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCall, demoToken } from '../../../../tests/helpers/demo';
import { stubWidth } from '../../../../tests/helpers/media';
import { renderSignedIn } from '../../../../tests/helpers/shell';
import type { StudentFinance } from '../finances.schemas';

afterEach(() => vi.unstubAllGlobals());

/** The digits of an amount as shown, whatever the separators and the currency's place. */
const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

const WORDS = {
  fr: {
    heading: 'Frais de scolarité',
    owed: 'Reste à payer',
    next: 'Prochaine échéance',
    overdue: 'En retard',
    receipts: 'Reçus',
    detail: 'Détail des frais et des échéances',
    office: /engagement/i,
  },
  ar: {
    heading: 'الرسوم الدراسية',
    owed: 'المبلغ المتبقي للأداء',
    next: 'القسط المقبل',
    overdue: 'متأخر',
    receipts: 'الوصولات',
    detail: 'تفاصيل الرسوم والأقساط',
    office: /التزام/,
  },
} as const;

/** Whether `a` comes before `b` in the page. */
const before = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('a parent’s finance page: what they owe and their receipts first, in a parent’s words', () => {
  it.each(['fr', 'ar'] as const)(
    '%s on a 390 px phone: balance, next installment, overdue, then receipts, then the folded detail; no "engagement"',
    async (language) => {
      stubWidth(390);
      const words = WORDS[language];
      const finance = (await demoCall('GET', 'students/101/finance?year=2', await demoToken('parent')))
        .body as StudentFinance;
      expect(finance.totals.overdue).toBeGreaterThan(0);
      expect(finance.payments.length).toBeGreaterThan(0);

      await renderSignedIn('parent', '/studentengagment', { language });
      const heading = await screen.findByRole('heading', { level: 1, name: words.heading });
      const page = heading.closest('section')!;
      const owed = await within(page).findByRole('region', { name: words.owed });
      expect(digits(within(owed).getByTestId('parent-balance').textContent)).toBe(
        digits(finance.totals.balance.toFixed(2)),
      );
      expect(within(owed).getByText(words.next)).toBeInTheDocument();
      expect(within(owed).getByTestId('parent-next').textContent).toMatch(/\d/);
      expect(within(owed).getByText(words.overdue, { selector: 'dt' })).toBeInTheDocument();
      expect(digits(within(owed).getByTestId('parent-overdue').textContent)).toContain(
        digits(finance.totals.overdue.toFixed(2)),
      );

      const receipts = within(page).getByRole('heading', { level: 2, name: words.receipts });
      const receiptButtons = within(page).getAllByRole('button', { name: /[A-Z]{3}-2026-\d{6}/ });
      expect(receiptButtons.length).toBeGreaterThan(0);
      const detail = within(page).getByRole('heading', { level: 2, name: words.detail });
      // The order of the page: what is owed, the receipts, then the detail (folded).
      expect(before(owed, receipts)).toBe(true);
      expect(before(receipts, receiptButtons[0]!)).toBe(true);
      expect(before(receiptButtons[0]!, detail)).toBe(true);
      expect(detail.closest('details')).not.toHaveAttribute('open');

      // The office's word is nowhere on the parent's page, not even for screen readers.
      expect(page.textContent).not.toMatch(words.office);
      for (const labelled of page.querySelectorAll('[aria-label]')) {
        expect(labelled.getAttribute('aria-label')).not.toMatch(words.office);
      }
    },
  );

  it('a receipt opens from the top of the page', async () => {
    const { user } = await renderSignedIn('parent', '/studentengagment');
    const [first] = await screen.findAllByRole('button', { name: /^Voir le reçu [A-Z]{3}-2026-\d{6}/ });
    await user.click(first!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('receipt')).toBeInTheDocument();
  });
});
