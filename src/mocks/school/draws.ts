/** The school generator's small helpers: dates, slugs, phone numbers, weighted draws, class section names. */
import type { Random } from '../core/random.ts';
import { foldText } from '../core/text.ts';

const DAY = 86_400_000;
const dayCache = new Map<string, string>();

/** `isoDate` plus `days`, as an ISO date (memoised: the generator asks for a few thousand distinct dates). */
export function addDays(isoDate: string, days: number): string {
  const key = `${isoDate}+${days}`;
  let date = dayCache.get(key);
  if (date === undefined) {
    date = new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
    dayCache.set(key, date);
  }
  return date;
}

const slugCache = new Map<string, string>();

export function slug(text: string): string {
  let value = slugCache.get(text);
  if (value === undefined) {
    value = foldText(text).replace(/[^a-z0-9]/g, '');
    slugCache.set(text, value);
  }
  return value;
}

export function phone(random: Random): string {
  const digits = () => String(random.int(0, 99)).padStart(2, '0');
  return `+212 6${digits()} ${digits()} ${digits()} ${digits()}`;
}

export function weightedIndex(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = random.next() * total;
  for (let index = 0; index < weights.length; index += 1) {
    roll -= weights[index] ?? 0;
    if (roll < 0) return index;
  }
  return weights.length - 1;
}

/** A, B, ... Z, then A2, B2 ... for very large data sets. */
export function sectionName(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  const round = Math.floor(index / 26);
  return round === 0 ? letter : `${letter}${round + 1}`;
}
