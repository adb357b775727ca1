import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { renderSignedIn } from '../../../../tests/helpers/shell';

const CASES = [
  {
    language: 'fr',
    filter: 'Ancienneté',
    options: ['Toutes anciennetés', '1 à 30 jours', '31 à 60 jours', '61 jours et plus'],
  },
  {
    language: 'ar',
    filter: 'الأقدمية',
    options: ['كل الأقدميات', 'من 1 إلى 30 يومًا', 'من 31 إلى 60 يومًا', '61 يومًا فأكثر'],
  },
] as const;

describe('overdueList: the age filter in the user language, the first rows without waiting for other texts', () => {
  it.each(CASES)(
    '$language: the filter says the ages as the totals do, no raw key',
    async (item) => {
      // The requests of the page, in order: the first rows must need only the list's own answer.
      const requests: string[] = [];
      server.events.on('request:start', ({ request }) => {
        const { pathname } = new URL(request.url);
        if (pathname.startsWith('/api/')) requests.push(pathname.slice(5));
      });
      const { i18n } = await renderSignedIn('admin', '/overdueList', { language: item.language });
      const table = await screen.findByRole('table', {}, { timeout: 15_000 });
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5), {
        timeout: 15_000,
      });
      const filter = screen.getByLabelText(item.filter) as HTMLSelectElement;
      const texts = [...filter.options].map((option) => option.textContent);
      expect(texts).toEqual(item.options);
      expect(texts.join(' ')).not.toMatch(/overdue\.|buckets|\d+-\d+|60\+/);
      // The totals' tiles name the ages the same way (one set of names: lib/agingBuckets).
      const totals = screen.getByRole('group', { name: i18n.t('overdue.totals') });
      for (const text of item.options.slice(1)) {
        expect(within(totals).getByRole('button', { name: new RegExp(`^${text}`) })).toBeInTheDocument();
      }
      // No text of the page is missing: the English fallback's texts of the overdue list were never fetched
      // (a missing key loads them, and their arrival redraws the whole app while the rows are being drawn).
      expect(i18n.getResource('en', 'translation', 'overdue')).toBeUndefined();
      expect(requests.filter((path) => path === 'overdue')).toHaveLength(1);
      server.events.removeAllListeners();
    },
    60_000,
  );
});
