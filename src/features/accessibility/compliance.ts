import { numberLocale } from '../../lib/locale';
import type { Criterion } from './audit';

/** RGAA's three states of compliance, from the rate of criteria met. */
export type ComplianceState = 'full' | 'partial' | 'none';

export interface Compliance {
  met: number;
  notMet: number;
  notApplicable: number;
  /** Criteria that apply: met and not met. */
  applicable: number;
  /** met / applicable, between 0 and 1 (1 when nothing applies). */
  rate: number;
  state: ComplianceState;
}

/**
 * The statement's figures (RGAA "déclaration d'accessibilité"): the rate is the share of the applicable criteria
 * that are met; 100 % is "totalement conforme", at least 50 % "partiellement conforme", below "non conforme".
 */
export function complianceOf(criteria: readonly Criterion[]): Compliance {
  const count = (status: Criterion['status']) => criteria.filter((each) => each.status === status).length;
  const met = count('met');
  const notMet = count('not-met');
  const applicable = met + notMet;
  const rate = applicable === 0 ? 1 : met / applicable;
  return {
    met,
    notMet,
    notApplicable: count('not-applicable'),
    applicable,
    rate,
    state: rate === 1 ? 'full' : rate >= 0.5 ? 'partial' : 'none',
  };
}

/** The rate as the statement writes it: a percentage with at most one decimal, in the user's language. */
export function formatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(rate);
}
