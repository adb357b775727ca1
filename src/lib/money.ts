// TEMPORARY stand-in for the form kit's src/lib/money.ts (removed before `git merge main`).
import { numberLocale } from './locale';

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export function formatMoney(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(numberLocale(language), { style: 'currency', currency }).format(amount);
}
