import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/helpers/renderApp';
import { CRITERIA } from './audit';
import { complianceOf, formatRate } from './compliance';

/**
 * The statement in Arabic, in a file of its own: the page's first load in the file brings its texts in the test's
 * language, as a page load does in the browser (a later test of the same file would find the page's code already
 * loaded, with the texts of the first test's instance).
 */
const LIMIT = { timeout: 15_000 };
const rateIn = (language: string) => formatRate(complianceOf(CRITERIA).rate, language).replace(/\s/g, ' ');

describe('the accessibility statement in Arabic (/accessibilite, RGAA)', () => {
  it('signed out, in Arabic: right to left, the texts and the rate in Arabic', async () => {
    await renderApp('/accessibilite', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1 }, LIMIT)).toHaveTextContent('بيان إمكانية الوصول');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(screen.getByText(/^بوابة المدرسة مطابقة جزئيًا للمرجع العام/)).toBeInTheDocument();
    expect(screen.getByTestId('compliance-rate')).toHaveTextContent(
      `يُظهر التقييم أن ${rateIn('ar')} من المعايير المنطبقة مستوفاة.`,
    );
    expect(within(screen.getByTestId('not-met')).getByText('عنوان الصفحة')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'سبل الانتصاف' })).toBeInTheDocument();
  });
});
