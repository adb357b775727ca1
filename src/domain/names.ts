/**
 * Person names (docs/api.md "Text"): one rule for the screens and the API, for every person the portal stores
 * (students, guardians, applicants and their parents, teachers, staff, drivers, accounts, families).
 *
 * - Refused: the C0 and C1 control characters (NUL, tab, DEL…), the line breaks (`\n`, `\r`, U+0085, U+2028,
 *   U+2029) and unpaired surrogates. A name holding one was not typed by a person: it is said wrong, never mended.
 * - Removed: the characters that show nothing but make two names that look alike differ, or move what is around
 *   them — zero-width space and joiner, LRM/RLM (U+200B, U+200D–U+200F), the Arabic letter mark (U+061C), the word
 *   joiner and invisible operators (U+2060–U+2064), the bidirectional controls, the byte order mark (U+FEFF), the
 *   soft hyphen (U+00AD), the tag characters (U+E0000–U+E007F), variation selectors, fillers (U+034F, U+115F,
 *   U+1160, U+17B4, U+17B5, U+180B–U+180F, U+3164, U+FFA0) and the interlinear annotation marks (U+FFF9–U+FFFB).
 * - The zero-width non-joiner (U+200C) is kept only between two letters of the Arabic script, where it changes how
 *   the letters join (Persian and Urdu names need it there: "مهرانگیز" vs "مهران‌گیز"); anywhere else (Latin text,
 *   beside a space, first or last) it shows nothing and is removed. Arabic names themselves never need it.
 * - Spaces: any run of spaces (no-break and wide spaces included) becomes one space; the name is trimmed, then
 *   written in Unicode composed form (NFC), so "é" typed as e + accent is the same name as "é".
 * Arabic letters and harakat, apostrophes (O'Neil, d’Alembert), hyphens and accents are kept as typed.
 */

/** C0 and C1 controls (`\p{Cc}`: tab, NUL, DEL, U+0085 NEL included) and the line and paragraph separators. */
const REFUSED = /[\p{Cc}\u2028\u2029]/u;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Characters that show nothing (see above): Unicode's default-ignorable code points (`\p{DI}`, which are exactly the
 * zero-width, joiner, mark, bidi, tag, variation selector and filler characters listed) and the interlinear
 * annotation marks; U+200C is handled apart.
 */
const INVISIBLE = /(?!\u200C)\p{Default_Ignorable_Code_Point}|[\uFFF9-\uFFFB]/gu;
/** A zero-width non-joiner that is not between two Arabic-script letters (marks may follow the first). */
const LOOSE_ZWNJ = /(?<!\p{Script=Arabic}\p{M}*)\u200C|\u200C(?!\p{Script=Arabic})/gu;

/** Why a name is refused: it holds a control character or line break, or an unpaired surrogate. */
export function isRefusedName(text: string): boolean {
  return REFUSED.test(text) || LONE_SURROGATE.test(text);
}

/**
 * The name as stored: invisible characters removed, spaces collapsed, trimmed, NFC. It does not refuse anything
 * (the form's field applies it after `isRefusedName`); use `checkName` to do both.
 * @example stripName('  Inès\u200B  Benali\u200F ') === 'Inès Benali'
 */
export function stripName(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(/\u200C{2,}/g, '\u200C')
    .replace(LOOSE_ZWNJ, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .normalize('NFC');
}

export type NameCheck = { ok: true; value: string } | { ok: false };

/**
 * The rule for one name: refused (`ok: false`) when it holds a control character, a line break or an unpaired
 * surrogate; else the stripped name (which may be empty: "required" is the caller's rule).
 * @example checkName('Ali\u0000') // { ok: false }; checkName("O'Neil\u200B") // { ok: true, value: "O'Neil" }
 */
export function checkName(text: string): NameCheck {
  return isRefusedName(text) ? { ok: false } : { ok: true, value: stripName(text) };
}

/**
 * The fields of a request body that hold a person's (or a family's) name (docs/api.md "Text"): the keys below at
 * any depth (`guardians.0.firstname_fr`, `newFamily.guardian.lastname_fr`), and `name` / `name_ar` of a family.
 */
export const NAME_KEYS: ReadonlySet<string> = new Set([
  'firstname',
  'lastname',
  'firstname_fr',
  'lastname_fr',
  'firstname_ar',
  'lastname_ar',
  'displayname',
]);
/** Objects whose `name` and `name_ar` are a family's name. */
export const FAMILY_KEYS: ReadonlySet<string> = new Set(['newFamily', 'family']);

/** Whether the field at `path` (its keys from the body's root, array indexes included) is a name. */
export function isNameField(path: readonly (string | number)[]): boolean {
  const key = path[path.length - 1];
  if (typeof key !== 'string') return false;
  if (NAME_KEYS.has(key)) return true;
  const parent = path[path.length - 2];
  return (key === 'name' || key === 'name_ar') && typeof parent === 'string' && FAMILY_KEYS.has(parent);
}
