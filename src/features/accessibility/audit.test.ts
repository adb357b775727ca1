import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/helpers/renderApp';
import { ROUTES } from '../../modules';
import { CRITERIA, PAGES_COVERED, type Criterion } from './audit';
import { complianceOf, formatRate } from './compliance';
import { COMPLIANCE_STATE } from './state';
import fr from './locales/fr.json';
import en from './locales/en.json';
import ar from './locales/ar.json';

const ROOT = resolve(__dirname, '../../..');

/** WCAG 2.2's success criteria of levels A and AA (4.1.1 Parsing is obsolete in 2.2): the 55 RGAA follows. */
const WCAG_22_A_AA: Record<string, 'A' | 'AA'> = {
  '1.1.1': 'A',
  '1.2.1': 'A',
  '1.2.2': 'A',
  '1.2.3': 'A',
  '1.2.4': 'AA',
  '1.2.5': 'AA',
  '1.3.1': 'A',
  '1.3.2': 'A',
  '1.3.3': 'A',
  '1.3.4': 'AA',
  '1.3.5': 'AA',
  '1.4.1': 'A',
  '1.4.2': 'A',
  '1.4.3': 'AA',
  '1.4.4': 'AA',
  '1.4.5': 'AA',
  '1.4.10': 'AA',
  '1.4.11': 'AA',
  '1.4.12': 'AA',
  '1.4.13': 'AA',
  '2.1.1': 'A',
  '2.1.2': 'A',
  '2.1.4': 'A',
  '2.2.1': 'A',
  '2.2.2': 'A',
  '2.3.1': 'A',
  '2.4.1': 'A',
  '2.4.2': 'A',
  '2.4.3': 'A',
  '2.4.4': 'A',
  '2.4.5': 'AA',
  '2.4.6': 'AA',
  '2.4.7': 'AA',
  '2.4.11': 'AA',
  '2.5.1': 'A',
  '2.5.2': 'A',
  '2.5.3': 'A',
  '2.5.4': 'A',
  '2.5.7': 'AA',
  '2.5.8': 'AA',
  '3.1.1': 'A',
  '3.1.2': 'AA',
  '3.2.1': 'A',
  '3.2.2': 'A',
  '3.2.3': 'AA',
  '3.2.4': 'AA',
  '3.2.6': 'A',
  '3.3.1': 'A',
  '3.3.2': 'A',
  '3.3.3': 'AA',
  '3.3.4': 'AA',
  '3.3.7': 'A',
  '3.3.8': 'AA',
  '4.1.2': 'A',
  '4.1.3': 'AA',
};

/**
 * The titles of the tests of a file: the first argument of each `it(...)` / `test(...)` (`.only`, `.skip`... too),
 * as written in the source, a template's `${...}` included.
 */
function testTitles(source: string): string[] {
  const call = /\b(?:it|test)(?:\.\w+)?\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  return [...source.matchAll(call)].map((match) => match[2]!.replace(/\\(.)/g, '$1'));
}

type Texts = { accessibility: { criteria: Record<string, string>; reasons: Record<string, string> } };
const LOCALES: Record<string, Texts> = { fr, en, ar };

describe('the accessibility audit (the statement’s figures are the project’s own checks)', () => {
  it('lists each of the 55 WCAG 2.2 A and AA criteria once, at its level', () => {
    expect(CRITERIA.map((criterion) => criterion.id)).toEqual(Object.keys(WCAG_22_A_AA));
    for (const criterion of CRITERIA) expect(criterion.level, criterion.id).toBe(WCAG_22_A_AA[criterion.id]);
  });

  it('every proof of a met criterion is a test that exists: its file is on disk and holds a test with that title', () => {
    const met = CRITERIA.filter((criterion) => criterion.status === 'met');
    expect(met.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const criterion of met) {
      expect(criterion.proofs.length, criterion.id).toBeGreaterThan(0);
      for (const proof of criterion.proofs) {
        expect(proof.file, `${criterion.id}: a test file`).toMatch(
          /^(tests\/e2e\/[^/]+\.spec\.ts|src\/.+\.test\.tsx?)$/,
        );
        const file = join(ROOT, proof.file);
        if (!existsSync(file)) {
          missing.push(`${criterion.id}: no file ${proof.file}`);
          continue;
        }
        const titles = testTitles(readFileSync(file, 'utf8'));
        if (!titles.some((title) => title.includes(proof.test)))
          missing.push(`${criterion.id}: no test "${proof.test}" in ${proof.file}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the title reader finds titles and only titles (a text elsewhere in the file is no proof)', () => {
    const source = [
      "it('keeps the focus inside while tabbing', () => {",
      '  // the skip link reaches the main content',
      "  expect(text).toBe('one h1 per page');",
      '});',
      'test(`a11y (${lang}): the sign-in page has no serious axe violation`, async () => {});',
      "test.concurrent('escaped \\'quotes\\' stay', () => {});",
    ].join('\n');
    expect(testTitles(source)).toEqual([
      'keeps the focus inside while tabbing',
      'a11y (${lang}): the sign-in page has no serious axe violation',
      "escaped 'quotes' stay",
    ]);
  });

  it('every criterion is named, and every reason said, in fr, en and ar', () => {
    for (const [language, texts] of Object.entries(LOCALES)) {
      const { criteria, reasons } = texts.accessibility;
      expect(Object.keys(criteria).sort(), language).toEqual(
        CRITERIA.map((criterion) => criterion.id.replaceAll('.', '_')).sort(),
      );
      for (const criterion of CRITERIA) {
        if (criterion.status !== 'met')
          expect(reasons[criterion.reason], `${language} ${criterion.id}`).toBeTruthy();
      }
    }
  });

  it('the rate is met / applicable, counted here apart from the page’s own computation, and gives the state', () => {
    const count = (status: Criterion['status']) =>
      CRITERIA.filter((criterion) => criterion.status === status).length;
    const met = count('met');
    const applicable = met + count('not-met');
    expect(applicable + count('not-applicable')).toBe(55);
    const compliance = complianceOf(CRITERIA);
    expect(compliance).toMatchObject({
      met,
      applicable,
      notMet: applicable - met,
      notApplicable: 55 - applicable,
    });
    expect(compliance.rate).toBeCloseTo(met / applicable, 10);
    const state = met === applicable ? 'full' : met / applicable >= 0.5 ? 'partial' : 'none';
    expect(compliance.state).toBe(state);
    // The footers' mention is written out (state.ts): it must say what the audit computes.
    expect(COMPLIANCE_STATE).toBe(state);
  });

  it('the states follow RGAA: 100 % totally, from 50 % partially, below that not compliant', () => {
    const criteria = (met: number, notMet: number): Criterion[] => [
      ...Array.from({ length: met }, (_, i): Criterion => ({
        id: `m${i}`,
        level: 'A',
        status: 'met',
        proofs: [],
      })),
      ...Array.from({ length: notMet }, (_, i): Criterion => ({
        id: `n${i}`,
        level: 'A',
        status: 'not-met',
        reason: 'untested',
      })),
      { id: 'na', level: 'A', status: 'not-applicable', reason: 'noMedia' },
    ];
    expect(complianceOf(criteria(4, 0)).state).toBe('full');
    expect(complianceOf(criteria(1, 1)).state).toBe('partial');
    expect(complianceOf(criteria(49, 51)).state).toBe('none');
    expect(complianceOf(criteria(49, 51)).rate).toBe(0.49);
    // French puts a no-break space before the sign (narrow or not, as the browser's data has it).
    expect(formatRate(28 / 46, 'fr')).toMatch(/^60,9[\u00a0\u202f]%$/);
    expect(formatRate(28 / 46, 'en')).toBe('60.9%');
  });

  it('the page shows the rate computed from the audit', async () => {
    const count = (status: Criterion['status']) =>
      CRITERIA.filter((criterion) => criterion.status === status).length;
    const rate = count('met') / (count('met') + count('not-met'));
    await renderApp('/accessibilite');
    expect(await screen.findByTestId('compliance-rate', {}, { timeout: 15_000 })).toHaveTextContent(
      // The matcher reads the page's spaces, no-break ones included, as plain spaces.
      `L'évaluation révèle que ${formatRate(rate, 'fr').replace(/\s/g, ' ')} des critères applicables sont respectés.`,
    );
  });

  it('every page said to be covered is a page of the registry that the browser suite opens', () => {
    const suite = readdirSync(join(ROOT, 'tests/e2e'))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => readFileSync(join(ROOT, 'tests/e2e', name), 'utf8'))
      .join('\n');
    const registry = new Set(ROUTES.map((route) => route.path));
    for (const page of PAGES_COVERED) {
      if (page === 'signIn') continue;
      expect(registry.has(page), page).toBe(true);
      expect(new RegExp(`/${page}(?![\\w-])`).test(suite), `${page} opened by tests/e2e`).toBe(true);
    }
  });
});
