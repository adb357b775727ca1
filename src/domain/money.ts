/**
 * Reading an amount typed by a user, exactly as they mean it (DESIGN-SYSTEM.md "Type, numbers and dates"), pure
 * TypeScript shared by every money field. The result is in integer cents, computed from the digits (never through
 * a binary float), or the reason the text is refused: a text that could be read two ways is refused, never guessed.
 *
 * Per language:
 * - fr: the comma is the decimal mark; a space (also no-break and narrow no-break) or a dot groups thousands.
 *   A single dot followed by three digits ("100.999") is ambiguous (a dot is the decimal mark in English); a
 *   single dot followed by one or two digits ("150.50") can only be a decimal mark.
 * - en: the dot is the decimal mark; a comma or a space groups thousands. A single comma followed by one or two
 *   digits ("150,50") can only be a decimal mark.
 * - ar: Arabic-Indic digits (٠-٩) or Latin digits; the Arabic decimal separator ٫ or a dot is the decimal mark; the
 *   Arabic thousands separator ٬, a comma or a space groups thousands.
 */

export type AmountLocale = 'fr' | 'en' | 'ar';

export type AmountProblem =
  'not-a-number' | 'too-many-decimals' | 'ambiguous-grouping' | 'negative' | 'too-large';

export type AmountReading =
  { kind: 'empty' } | { kind: 'amount'; cents: number } | { kind: 'refused'; problem: AmountProblem };

/** The largest amount a field accepts: 999 999 999 999,99. */
export const MAX_AMOUNT_CENTS = 99_999_999_999_999;

const SPACES = [' ', '\u00a0', '\u202f', '\u2009'];

interface Marks {
  /** Always a decimal mark in this language. */
  decimal: string[];
  /** Always a thousands separator in this language. */
  group: string[];
  /** A thousands separator here, the decimal mark in another language: alone before three digits, ambiguous. */
  foreign: string | null;
  /** Whether a single `foreign` mark followed by three digits is refused (fr: "100.999"). */
  foreignAmbiguous: boolean;
}

const MARKS: Record<AmountLocale, Marks> = {
  fr: { decimal: [','], group: SPACES, foreign: '.', foreignAmbiguous: true },
  en: { decimal: ['.'], group: SPACES, foreign: ',', foreignAmbiguous: false },
  ar: { decimal: ['\u066b', '.'], group: ['\u066c', ...SPACES], foreign: ',', foreignAmbiguous: false },
};

/** fr, en or ar from a language tag ("fr-FR" -> fr); French when unknown. */
export function amountLocale(language: string): AmountLocale {
  const base = language.slice(0, 2).toLowerCase();
  return base === 'en' || base === 'ar' ? base : 'fr';
}

/** Arabic-Indic (٠-٩) and extended Arabic-Indic (۰-۹) digits to Latin digits. */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

const refused = (problem: AmountProblem): AmountReading => ({ kind: 'refused', problem });

/**
 * Reads an amount typed in `language` (fr, en, ar). Empty text is `empty`; otherwise the amount in cents or why
 * it is refused.
 * @example parseAmount('12 345,50', 'fr') // { kind: 'amount', cents: 1234550 }
 * @example parseAmount('12,345', 'fr') // { kind: 'refused', problem: 'too-many-decimals' }
 * @example parseAmount('100.999', 'fr') // { kind: 'refused', problem: 'ambiguous-grouping' }
 */
export function parseAmount(text: string, language: string): AmountReading {
  const marks = MARKS[amountLocale(language)];
  let rest = latinDigits(text.trim());
  if (rest === '') return { kind: 'empty' };
  let negative = false;
  if (/^[-\u2212]/.test(rest)) {
    negative = true;
    rest = rest.slice(1).trimStart();
  }
  // Digits and single separators between them; a leading decimal mark (",5") is allowed.
  const separators: string[] = [];
  const groups: string[] = [];
  let digits = '';
  for (const char of rest) {
    if (char >= '0' && char <= '9') {
      digits += char;
      continue;
    }
    const known =
      marks.decimal.includes(char) ||
      marks.group.includes(char) ||
      (marks.foreign !== null && char === marks.foreign);
    if (!known) return refused('not-a-number');
    if (digits === '' && (groups.length > 0 || !marks.decimal.includes(char))) return refused('not-a-number');
    groups.push(digits);
    separators.push(char);
    digits = '';
  }
  groups.push(digits);
  if (groups.every((group) => group === '')) return refused('not-a-number');

  // Which separator, if any, is the decimal mark: the last one, when it is one.
  let decimalAt = -1;
  const last = separators.length - 1;
  const lastMark = separators[last];
  if (lastMark !== undefined && marks.decimal.includes(lastMark)) {
    decimalAt = last;
  } else if (lastMark !== undefined && lastMark === marks.foreign) {
    const foreignCount = separators.filter((mark) => mark === marks.foreign).length;
    const fraction = groups[last + 1] ?? '';
    if (foreignCount === 1 && fraction.length !== 3) decimalAt = last;
    else if (foreignCount === 1 && marks.foreignAmbiguous) return refused('ambiguous-grouping');
  }
  // A decimal mark anywhere else ("1,250.50" in French) means the text mixes two conventions.
  if (separators.some((mark, index) => index !== decimalAt && marks.decimal.includes(mark))) {
    return refused('ambiguous-grouping');
  }

  const whole = decimalAt === -1 ? groups : groups.slice(0, decimalAt + 1);
  const fraction = decimalAt === -1 ? '' : (groups[decimalAt + 1] ?? '');
  if (fraction.length > 2) return refused('too-many-decimals');

  // Thousands: one kind of separator (spaces count as one), groups of three after the first (1 to 3 digits).
  const groupMarks = separators.slice(0, decimalAt === -1 ? separators.length : decimalAt);
  const kinds = new Set(groupMarks.map((mark) => (SPACES.includes(mark) ? ' ' : mark)));
  if (kinds.size > 1) return refused('ambiguous-grouping');
  if (whole.length > 1) {
    const [first = '', ...others] = whole;
    if (first.length < 1 || first.length > 3 || others.some((group) => group.length !== 3)) {
      return refused('ambiguous-grouping');
    }
  }

  const integer = whole.join('').replace(/^0+(?=\d)/, '') || '0';
  if (integer.length > 12) return refused('too-large');
  const cents = Number(integer) * 100 + Number(fraction.padEnd(2, '0'));
  if (negative) return cents === 0 ? { kind: 'amount', cents: 0 } : refused('negative');
  return { kind: 'amount', cents };
}

/**
 * An amount in cents as a user of `language` would type it back: no grouping, the language's decimal mark, the
 * cents only when there are some ("1250", "1250,50" in French, "1250.50" in English and Arabic). Reading it back
 * with `parseAmount` gives the same cents.
 */
export function amountInputText(cents: number, language: string): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const whole = String(Math.floor(absolute / 100));
  const rest = absolute % 100;
  if (rest === 0) return `${sign}${whole}`;
  const mark = amountLocale(language) === 'fr' ? ',' : '.';
  return `${sign}${whole}${mark}${String(rest).padStart(2, '0')}`;
}
