import { toCents } from './money';

/**
 * An amount written in words with its currency's units, as a receipt states it ("Arrêté le présent reçu à la somme
 * de …"): in French, English or Arabic, from 0 to 999,999,999.99. French follows the traditional spelling
 * ("quatre-vingts", "deux cents", "vingt et un"); Arabic joins the parts with "و" and gives the counted noun the form
 * its number asks for (درهم واحد، درهمان، ثلاثة دراهم، أحد عشر درهما، مائة درهم).
 * @example amountInWords(23480, 'MAD', 'fr') === 'vingt-trois mille quatre cent quatre-vingts dirhams'
 */
export function amountInWords(amount: number, currency: string, language: string): string {
  const cents = toCents(amount);
  if (!Number.isFinite(amount) || cents < 0 || cents > MAX_CENTS) {
    throw new RangeError(`An amount in words is between 0 and 999,999,999.99: ${amount}`);
  }
  const major = Math.floor(cents / 100);
  const minor = cents % 100;
  if (language === 'ar') return arabic(major, minor, currency);
  return language === 'en' ? english(major, minor, currency) : french(major, minor, currency);
}

const MAX_CENTS = 99_999_999_999;

/** The units of the currencies a school may use; another currency is named by its code. */
const UNITS: Record<string, Record<'fr' | 'en', [string, string, string, string]>> = {
  MAD: { fr: ['dirham', 'dirhams', 'centime', 'centimes'], en: ['dirham', 'dirhams', 'centime', 'centimes'] },
  EUR: { fr: ['euro', 'euros', 'centime', 'centimes'], en: ['euro', 'euros', 'cent', 'cents'] },
};

/** Arabic counted nouns: one (and 100, 1000… exactly), two, three to ten, eleven to ninety-nine. */
const ARABIC_UNITS: Record<string, { major: ArabicNoun; minor: ArabicNoun }> = {
  MAD: {
    major: { one: 'درهم', two: 'درهمان', few: 'دراهم', many: 'درهما' },
    minor: { one: 'سنتيم', two: 'سنتيمان', few: 'سنتيمات', many: 'سنتيما' },
  },
  EUR: {
    major: { one: 'يورو', two: 'يورو', few: 'يورو', many: 'يورو' },
    minor: { one: 'سنت', two: 'سنتان', few: 'سنتات', many: 'سنتا' },
  },
};

interface ArabicNoun {
  one: string;
  two: string;
  few: string;
  many: string;
}

function unitsOf(currency: string, language: 'fr' | 'en'): [string, string, string, string] {
  return UNITS[currency]?.[language] ?? [currency, currency, '', ''];
}

// French ----------------------------------------------------------------------------------------------------------

const FR_UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const FR_TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

/** 0 to 99; `final` when nothing follows, so that 80 takes its "s". */
function frBelow100(n: number, final: boolean): string {
  if (n < 20) return FR_UNITS[n]!;
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (tens === 7 || tens === 9) {
    // 70-79 = soixante + 10-19, 90-99 = quatre-vingt + 10-19.
    const base = tens === 7 ? 'soixante' : 'quatre-vingt';
    const rest = FR_UNITS[10 + unit]!;
    return tens === 7 && unit === 1 ? `${base} et ${rest}` : `${base}-${rest}`;
  }
  if (tens === 8)
    return unit === 0 ? (final ? 'quatre-vingts' : 'quatre-vingt') : `quatre-vingt-${FR_UNITS[unit]}`;
  if (unit === 0) return FR_TENS[tens]!;
  return unit === 1 ? `${FR_TENS[tens]} et un` : `${FR_TENS[tens]}-${FR_UNITS[unit]}`;
}

/** 1 to 999; `final` when no number follows ("deux cents", but "deux cent mille", "deux cent un"). */
function frBelow1000(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds === 1) parts.push('cent');
  else if (hundreds > 1) parts.push(`${FR_UNITS[hundreds]} ${rest === 0 && final ? 'cents' : 'cent'}`);
  if (rest > 0) parts.push(frBelow100(rest, final));
  return parts.join(' ');
}

/** A whole number from 0 to 999,999,999 in French words. */
export function frenchNumber(n: number): string {
  if (n === 0) return 'zéro';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  const parts: string[] = [];
  // "millions" is a noun: "deux cents millions"; "mille" is not: "deux cent mille".
  if (millions > 0) parts.push(`${frBelow1000(millions, true)} ${millions === 1 ? 'million' : 'millions'}`);
  if (thousands > 0) parts.push(thousands === 1 ? 'mille' : `${frBelow1000(thousands, false)} mille`);
  if (rest > 0) parts.push(frBelow1000(rest, true));
  return parts.join(' ');
}

function french(major: number, minor: number, currency: string): string {
  const [one, many, cent, cents] = unitsOf(currency, 'fr');
  // "un million de dirhams": a round number of millions takes "de".
  const of = major >= 1_000_000 && major % 1_000_000 === 0 ? 'de ' : '';
  const main = `${frenchNumber(major)} ${of}${major > 1 ? many : one}`;
  if (minor === 0 || !cent) return main;
  const small = `${frenchNumber(minor)} ${minor > 1 ? cents : cent}`;
  return major === 0 ? small : `${main} et ${small}`;
}

// English ---------------------------------------------------------------------------------------------------------

const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function enBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${EN_UNITS[hundreds]} hundred`);
  if (rest >= 20) {
    const unit = rest % 10;
    parts.push(
      unit ? `${EN_TENS[Math.floor(rest / 10)]}-${EN_UNITS[unit]}` : EN_TENS[Math.floor(rest / 10)]!,
    );
  } else if (rest > 0) parts.push(EN_UNITS[rest]!);
  return parts.join(' ');
}

/** A whole number from 0 to 999,999,999 in English words. */
export function englishNumber(n: number): string {
  if (n === 0) return 'zero';
  const groups: Array<[number, string]> = [
    [Math.floor(n / 1_000_000), ' million'],
    [Math.floor(n / 1000) % 1000, ' thousand'],
    [n % 1000, ''],
  ];
  return groups
    .filter(([count]) => count > 0)
    .map(([count, scale]) => `${enBelow1000(count)}${scale}`)
    .join(' ');
}

function english(major: number, minor: number, currency: string): string {
  const [one, many, cent, cents] = unitsOf(currency, 'en');
  const main = `${englishNumber(major)} ${major === 1 ? one : many}`;
  if (minor === 0 || !cent) return main;
  const small = `${englishNumber(minor)} ${minor === 1 ? cent : cents}`;
  return major === 0 ? small : `${main} and ${small}`;
}

// Arabic ----------------------------------------------------------------------------------------------------------

const AR_UNITS = ['', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة'];
const AR_TEENS = [
  'عشرة',
  'أحد عشر',
  'اثنا عشر',
  'ثلاثة عشر',
  'أربعة عشر',
  'خمسة عشر',
  'ستة عشر',
  'سبعة عشر',
  'ثمانية عشر',
  'تسعة عشر',
];
const AR_TENS = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const AR_HUNDREDS = [
  '',
  'مائة',
  'مائتان',
  'ثلاثمائة',
  'أربعمائة',
  'خمسمائة',
  'ستمائة',
  'سبعمائة',
  'ثمانمائة',
  'تسعمائة',
];

/** 1 to 999; `construct` when a noun follows a round 200 ("مائتا ألف"). */
function arBelow1000(n: number, construct = false): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(hundreds === 2 && rest === 0 && construct ? 'مائتا' : AR_HUNDREDS[hundreds]!);
  if (rest >= 20) {
    const unit = rest % 10;
    parts.push(
      unit ? `${AR_UNITS[unit]} و${AR_TENS[Math.floor(rest / 10)]}` : AR_TENS[Math.floor(rest / 10)]!,
    );
  } else if (rest >= 10) parts.push(AR_TEENS[rest - 10]!);
  else if (rest > 0) parts.push(AR_UNITS[rest]!);
  return parts.join(' و');
}

/** `count` of a noun: "درهم واحد", "درهمان", "ثلاثة دراهم", "أحد عشر درهما", "مائة درهم", "مائة وواحد درهم". */
function arCounted(count: number, noun: ArabicNoun): string {
  if (count === 1) return `${noun.one} واحد`;
  if (count === 2) return noun.two;
  const rest = count % 100;
  const form = rest >= 3 && rest <= 10 ? noun.few : rest >= 11 ? noun.many : noun.one;
  return `${arBelow1000(count, rest === 0)} ${form}`;
}

const THOUSAND: ArabicNoun = { one: 'ألف', two: 'ألفان', few: 'آلاف', many: 'ألفا' };
const MILLION: ArabicNoun = { one: 'مليون', two: 'مليونان', few: 'ملايين', many: 'مليونا' };

/** A whole number from 1 to 999,999,999 in Arabic words, its groups joined by "و". */
function arabicGroups(n: number): string[] {
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  const parts: string[] = [];
  // "ألف" and "مليون" alone, not "ألف واحد".
  if (millions > 0) parts.push(millions === 1 ? MILLION.one : arCounted(millions, MILLION));
  if (thousands > 0) parts.push(thousands === 1 ? THOUSAND.one : arCounted(thousands, THOUSAND));
  if (rest > 0) parts.push(arBelow1000(rest));
  return parts;
}

/** A whole number from 0 to 999,999,999 in Arabic words. */
export function arabicNumber(n: number): string {
  return n === 0 ? 'صفر' : arabicGroups(n).join(' و');
}

/** The amount with its counted noun: the noun takes the form the whole number asks for. */
function arAmount(n: number, noun: ArabicNoun): string {
  if (n === 0) return `صفر ${noun.one}`;
  if (n <= 2) return arCounted(n, noun);
  const rest = n % 100;
  const form = rest >= 3 && rest <= 10 ? noun.few : rest >= 11 ? noun.many : noun.one;
  return `${arabicNumber(n)} ${form}`;
}

function arabic(major: number, minor: number, currency: string): string {
  const units = ARABIC_UNITS[currency];
  if (!units) return `${arabicNumber(major)} ${currency}`;
  const main = arAmount(major, units.major);
  if (minor === 0) return main;
  const small = arAmount(minor, units.minor);
  return major === 0 ? small : `${main} و${small}`;
}
