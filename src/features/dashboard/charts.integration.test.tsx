import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/language';
import { renderSignedIn } from '../../../tests/helpers/shell';

/**
 * Each dashboard chart has its text alternative (charts/ChartCard): its figures as a table named like the chart, and
 * a one-sentence summary that describes the chart's card (aria-describedby), in the page's language.
 */

const WAIT = { timeout: 15_000 };

const CHARTS: Record<Language, { title: string; summary: RegExp }[]> = {
  fr: [
    {
      title: 'Élèves actifs et places par niveau',
      summary:
        /^Places occupées : [\d\s\u202f]+ sur [\d\s\u202f]+ \(\d+\s?%\) ; le niveau le plus rempli est \S+ \(\d+\s?%\)\.$/,
    },
    {
      title: 'Préinscriptions par étape',
      summary: /^Dossiers : \d+ au total ; l'étape la plus fournie est « .+ » \(\d+\)\.$/,
    },
    {
      title: 'Paiements du jour par mode',
      summary: /^Encaissé aujourd'hui : .+MAD.* en \d+ paiements? ; le mode en tête est .+ \(.+MAD.*\)\.$/,
    },
  ],
  en: [
    {
      title: 'Active students and seats per level',
      summary: /^Seats taken: .+ of .+; the fullest level is /,
    },
    {
      title: 'Pre-registrations by stage',
      summary: /^Applications: \d+ in all; the busiest stage is “.+” \(\d+\)\.$/,
    },
    {
      title: 'Payments today by method',
      summary: /^Collected today: .+ in \d+ payments?; the leading method is /,
    },
  ],
  ar: [
    {
      title: 'التلاميذ النشيطون والمقاعد حسب المستوى',
      summary: /^المقاعد المشغولة: .+ من أصل .+؛ المستوى الأكثر امتلاءً هو /,
    },
    {
      title: 'التسجيلات الأولية حسب المرحلة',
      summary: /^الملفات: \d+ في المجموع؛ المرحلة الأكثر ملفات هي «.+» \(\d+\)\.$/,
    },
    { title: 'أداءات اليوم حسب طريقة الأداء', summary: /^المحصَّل اليوم: .+ عبر .+؛ وتتصدر طريقة / },
  ],
};

describe('dashboard charts: a table and a one-sentence summary each', () => {
  it.each(['fr', 'en', 'ar'] as const)(
    '%s: each chart’s card is described by its summary and holds its table',
    async (language) => {
      await renderSignedIn('admin', '/dashboard', { language });
      for (const { title, summary } of CHARTS[language]) {
        const card = await screen.findByRole('region', { name: title }, WAIT);
        expect(within(card).getByRole('table', { name: title })).toBeInTheDocument();
        await waitFor(() => expect(card).toHaveAccessibleDescription(summary), WAIT);
        const [describedBy] = (card.getAttribute('aria-describedby') ?? '').split(' ');
        expect(card).toContainElement(document.getElementById(describedBy!));
      }
    },
    60_000,
  );
});
