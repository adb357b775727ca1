/**
 * Importing students and families from a spreadsheet (docs/api.md "Student imports"): the rules the import wizard
 * previews with and the API applies with, one definition so the preview and the server cannot disagree.
 *
 * The wizard reads the file into rows of cells (`readSpreadsheet` in the students feature), finds the header row
 * (`findHeader`), guesses which column holds which field (`guessColumns`), reads each row into a `ImportDraft`
 * (`readRow`), resolves its level and class and names its problems (`checkRow`), and gives each row the key of its
 * family (`familyKeys`: siblings share a guardian's phone or e-mail). Only rows without problems are sent.
 */
import { ageOn, todayIso } from './dates';
import { isRefusedName, stripName } from './names';
import { EMAIL, NAME_MAX, type GuardianRelationValue, type StudentInput } from './students';

/** The fields a column may hold. `guardian1.*` is the family's first contact, `guardian2.*` the second. */
export const IMPORT_FIELDS = [
  'lastname_fr',
  'firstname_fr',
  'lastname_ar',
  'firstname_ar',
  'birthDate',
  'gender',
  'level',
  'class',
  'massar',
  'allergies',
  'guardian1.lastname',
  'guardian1.firstname',
  'guardian1.relation',
  'guardian1.phone',
  'guardian1.email',
  'guardian2.lastname',
  'guardian2.firstname',
  'guardian2.relation',
  'guardian2.phone',
  'guardian2.email',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** At most this many rows in one import (a school's whole roll fits; a runaway file does not). */
export const IMPORT_MAX_ROWS = 5000;
/** Rows sent to the API in one request while an import is applied (the progress bar's step). */
export const IMPORT_CHUNK = 250;

/** A spreadsheet cell as the readers give it: text, a number, a boolean, a date (an XLSX date cell) or empty. */
export type Cell = string | number | boolean | Date | null | undefined;

/**
 * Text folded for matching headers and names: lower case, no accents, Arabic letters unified (أ إ آ -> ا, ى -> ي,
 * ة -> ه), no short vowels, punctuation and spaces collapsed to one space.
 */
export function foldKey(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[\s\-'’.,;:/_()°#*]+/g, ' ')
    .trim();
}

/** The text of a cell, trimmed ('' for an empty one); a number keeps its digits (a phone typed as a number). */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : String(cell);
  return String(cell).trim();
}

// ---------------------------------------------------------------------------------------------------------------
// Headers

/**
 * What a header says, folded (`foldKey`), in French, English and Arabic, as schools and Massar's exports write them.
 * A header matches a field when its folded text equals one of these, or (for the longer ones) contains it.
 */
const ALIASES: Record<ImportField, string[]> = {
  lastname_fr: [
    'nom',
    'nom eleve',
    'nom de l eleve',
    'nom fr',
    'nom latin',
    'last name',
    'surname',
    'family name',
  ],
  firstname_fr: ['prenom', 'prenom eleve', 'prenom de l eleve', 'prenom fr', 'first name', 'given name'],
  lastname_ar: [
    'nom arabe',
    'nom ar',
    'nom en arabe',
    'arabic last name',
    'last name arabic',
    'النسب',
    'الاسم العائلي',
  ],
  firstname_ar: [
    'prenom arabe',
    'prenom ar',
    'prenom en arabe',
    'arabic first name',
    'first name arabic',
    'الاسم',
    'الاسم الشخصي',
  ],
  birthDate: [
    'date de naissance',
    'ne le',
    'nee le',
    'naissance',
    'date naissance',
    'birth date',
    'date of birth',
    'birthdate',
    'dob',
    'تاريخ الازدياد',
    'تاريخ الميلاد',
    'تاريخ الولاده',
  ],
  gender: ['sexe', 'genre', 'sex', 'gender', 'الجنس', 'النوع'],
  level: ['niveau', 'niveau scolaire', 'level', 'grade', 'المستوي', 'المستوي الدراسي'],
  class: ['classe', 'groupe', 'section', 'class', 'القسم', 'الفوج'],
  massar: [
    'massar',
    'code massar',
    'numero massar',
    'n massar',
    'student number',
    'رمز مسار',
    'الرمز',
    'رقم مسار',
  ],
  allergies: ['allergies', 'allergie', 'allergy', 'الحساسيه'],
  'guardian1.lastname': [
    'nom du pere',
    'nom pere',
    'nom du responsable',
    'nom responsable',
    'nom du tuteur',
    'nom responsable 1',
    'responsable 1 nom',
    'guardian last name',
    'parent last name',
    'father last name',
    'اسم الاب',
    'نسب الاب',
    'اسم ولي الامر',
  ],
  'guardian1.firstname': [
    'prenom du pere',
    'prenom pere',
    'prenom du responsable',
    'prenom responsable',
    'prenom du tuteur',
    'prenom responsable 1',
    'responsable 1 prenom',
    'guardian first name',
    'parent first name',
    'father first name',
  ],
  'guardian1.relation': [
    'lien',
    'lien de parente',
    'qualite',
    'responsable 1 lien',
    'lien responsable 1',
    'relation',
    'relationship',
    'صله القرابه',
  ],
  'guardian1.phone': [
    'telephone',
    'tel',
    'gsm',
    'portable',
    'mobile',
    'telephone du pere',
    'tel pere',
    'gsm pere',
    'telephone pere',
    'telephone responsable',
    'tel responsable',
    'responsable 1 telephone',
    'telephone responsable 1',
    'phone',
    'phone number',
    'father phone',
    'parent phone',
    'الهاتف',
    'رقم الهاتف',
    'هاتف الاب',
    'هاتف ولي الامر',
  ],
  'guardian1.email': [
    'email',
    'e mail',
    'mail',
    'courriel',
    'adresse email',
    'email du pere',
    'email pere',
    'email responsable',
    'responsable 1 email',
    'email responsable 1',
    'father email',
    'parent email',
    'البريد الالكتروني',
  ],
  'guardian2.lastname': [
    'nom de la mere',
    'nom mere',
    'responsable 2 nom',
    'nom responsable 2',
    'mother last name',
    'اسم الام',
    'نسب الام',
  ],
  'guardian2.firstname': [
    'prenom de la mere',
    'prenom mere',
    'responsable 2 prenom',
    'prenom responsable 2',
    'mother first name',
  ],
  'guardian2.relation': ['responsable 2 lien', 'lien responsable 2'],
  'guardian2.phone': [
    'telephone de la mere',
    'tel mere',
    'gsm mere',
    'telephone mere',
    'responsable 2 telephone',
    'telephone responsable 2',
    'mother phone',
    'هاتف الام',
  ],
  'guardian2.email': [
    'email de la mere',
    'email mere',
    'responsable 2 email',
    'email responsable 2',
    'mother email',
  ],
};

const ALIAS_INDEX = new Map<string, ImportField>();
for (const field of IMPORT_FIELDS) for (const alias of ALIASES[field]) ALIAS_INDEX.set(alias, field);

/** A guardian's word heading a group of columns: "Père", "Mère", "Tuteur" and their English and Arabic names. */
const GUARDIAN_GROUP = /^(pere|mere|tuteur|father|mother|الاب|الام) (.+)$/;

/** The field a header names, or null; `remembered` (folded header -> field, from the last import) wins. */
export function guessField(
  header: string,
  remembered: Readonly<Record<string, string>> = {},
): ImportField | null {
  const key = foldKey(header);
  if (!key) return null;
  const kept = remembered[key];
  if (kept !== undefined)
    return (IMPORT_FIELDS as readonly string[]).includes(kept) ? (kept as ImportField) : null;
  const exact = ALIAS_INDEX.get(key);
  if (exact) return exact;
  // "Père" merged over "Nom", "Téléphone" (findHeader): "Père Nom" says what "Nom du père" says.
  const grouped = GUARDIAN_GROUP.exec(key);
  if (grouped) {
    const turned = ALIAS_INDEX.get(`${grouped[2]} ${grouped[1]}`);
    if (turned) return turned;
  }
  // "Téléphone du père (GSM)", "Date de naissance JJ/MM/AAAA": the longest alias the header contains.
  let best: { field: ImportField; length: number } | null = null;
  for (const [alias, field] of ALIAS_INDEX) {
    if (alias.length < 5) continue;
    if (` ${key} `.includes(` ${alias} `) && (!best || alias.length > best.length))
      best = { field, length: alias.length };
  }
  return best?.field ?? null;
}

/**
 * Each column's field, guessed from its header; a field goes to the first column that names it (the others stay
 * unmapped, for the user to choose).
 */
export function guessColumns(
  headers: readonly string[],
  remembered: Readonly<Record<string, string>> = {},
): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = guessField(header, remembered);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/**
 * The header row of a sheet and the rows under it. The header is the first row (of the first ten) naming at least
 * two fields. A row above it that groups columns with merged cells ("Responsable 1" over "Nom", "Téléphone") is
 * folded into the headers: a merged cell's text is carried right over the empty cells it spans.
 */
export function findHeader(rows: readonly (readonly Cell[])[]): {
  headers: string[];
  body: Cell[][];
  headerRow: number;
} {
  const width = Math.max(0, ...rows.slice(0, 50).map((row) => row.length));
  let index = 0;
  for (let candidate = 0; candidate < Math.min(rows.length, 10); candidate += 1) {
    const names = (rows[candidate] ?? []).map((cell) => guessField(cellText(cell))).filter(Boolean);
    if (new Set(names).size >= 2) {
      index = candidate;
      break;
    }
  }
  const own = Array.from({ length: width }, (_, column) => cellText(rows[index]?.[column]));
  // A line whose only text is its first cell is the sheet's title ("Liste des élèves par classe"), not a group row.
  const previous = index > 0 ? rows[index - 1]! : [];
  const above = previous.slice(1).some((cell) => cellText(cell) !== '') ? previous : [];
  let group = '';
  const headers = own.map((text, column) => {
    const top = cellText(above[column]);
    if (top) group = top;
    else if (column === 0) group = '';
    if (!text) return top;
    if (!group || group === text) return text;
    // "Responsable 2" over "Téléphone": "Responsable 2 Téléphone"; "Élève" over "Nom" stays "Nom".
    const combined = `${group} ${text}`;
    return guessField(combined) ? combined : text;
  });
  const body = rows
    .slice(index + 1)
    .filter((row) => row.some((cell) => cellText(cell) !== ''))
    .map((row) => Array.from({ length: width }, (_, column) => row[column] ?? null));
  return { headers, body, headerRow: index };
}

// ---------------------------------------------------------------------------------------------------------------
// Cells

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A birth date as `YYYY-MM-DD`, or null when it is not a date: an XLSX date cell, an Excel day number (a date
 * column without its format), `JJ/MM/AAAA` (also with `-` or `.`, and two-digit years), or `AAAA-MM-JJ`.
 * `31/02/2015` is not a date.
 */
export function parseDate(cell: Cell): string | null {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime())
      ? null
      : isoOf(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  }
  if (typeof cell === 'number') {
    // 1900-03-01 .. 2099-12-31 as Excel counts days.
    if (!Number.isFinite(cell) || cell < 61 || cell > 73415) return null;
    const date = new Date(EXCEL_EPOCH_MS + Math.floor(cell) * 86_400_000);
    return isoOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  const text = cellText(cell);
  if (/^\d{5}(\.\d+)?$/.test(text)) return parseDate(Number(text));
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (!french) return null;
  let year = Number(french[3]);
  if (french[3]!.length === 2) {
    const century = Number(todayIso().slice(0, 2)) * 100;
    year += year + century > Number(todayIso().slice(0, 4)) ? century - 100 : century;
  }
  return isoOf(year, Number(french[2]), Number(french[1]));
}

/** `F` or `M` from what a spreadsheet writes (F, Fille, Féminin, Female, أنثى; M, G, Garçon, Masculin, ذكر), or null. */
export function parseGender(cell: Cell): 'F' | 'M' | null {
  const key = foldKey(cellText(cell));
  if (['f', 'fille', 'feminin', 'femme', 'female', 'girl', 'انثي', 'انثى', 'بنت', 'ث'].includes(key))
    return 'F';
  if (['m', 'g', 'garcon', 'masculin', 'homme', 'male', 'boy', 'ذكر', 'ولد', 'ذ'].includes(key)) return 'M';
  return null;
}

/** A guardian's relation from a cell or a header (père, mère, tuteur in fr/en/ar), or null. */
export function parseRelation(text: string): GuardianRelationValue | null {
  const key = ` ${foldKey(text)} `;
  if (/ (pere|father|dad|papa|الاب|اب|والد) /.test(key)) return 'père';
  if (/ (mere|mother|mom|maman|الام|ام|والده) /.test(key)) return 'mère';
  if (/ (tuteur|tutrice|tutor|guardian|ولي|الولي|الوصي) /.test(key)) return 'tuteur';
  return null;
}

/**
 * A phone number as the school writes it, or null when it is not one. Moroccan numbers come out as
 * `+212 6XX XX XX XX` whatever their form (06…, 6… when a spreadsheet dropped the leading zero, 00212…, +212…);
 * another country's number is kept with its `+` and digits.
 */
export function parsePhone(cell: Cell): string | null {
  const text = cellText(cell);
  if (!text || /[^\d\s().+-]/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (text.trim().startsWith('+')) digits = `00${digits}`;
  if (digits.startsWith('00212')) digits = digits.slice(5);
  else if (digits.startsWith('212') && digits.length === 12) digits = digits.slice(3);
  // "+212 (0)6 12 34 56 78": the national zero may follow the country code.
  if (digits.startsWith('0') && !digits.startsWith('00') && digits.length === 10) digits = digits.slice(1);
  if (/^[5-8]\d{8}$/.test(digits)) {
    return `+212 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
  }
  if (digits.startsWith('00') && digits.length >= 10 && digits.length <= 17) return `+${digits.slice(2)}`;
  return null;
}

/** The digits of a phone number, for recognising the same number written two ways. */
export function phoneKey(phone: string): string {
  const parsed = parsePhone(phone) ?? phone;
  return parsed.replace(/\D/g, '');
}

/** Allergies listed in one cell, separated by commas, semicolons, slashes or line breaks. */
export function parseList(cell: Cell): string[] {
  return [
    ...new Set(
      cellText(cell)
        .split(/[,;/\n]+/)
        .map((item) => item.trim())
        .filter((item) => item && !/^(aucune?|non|none|no|-|لا)$/i.test(item)),
    ),
  ].slice(0, 30);
}

// ---------------------------------------------------------------------------------------------------------------
// Rows

export interface ImportGuardianDraft {
  lastname: string;
  firstname: string;
  relation: GuardianRelationValue | null;
  /** As typed, and as understood (null when it is not a phone number). */
  phoneText: string;
  phone: string | null;
  email: string;
}

/** A row read from the sheet: texts as typed (names stripped of invisible characters), values as understood. */
export interface ImportDraft {
  /** The row's line in the file (1 = the first line), for the user and the report. */
  line: number;
  lastname_fr: string;
  firstname_fr: string;
  lastname_ar: string;
  firstname_ar: string;
  birthText: string;
  birthDate: string | null;
  genderText: string;
  gender: 'F' | 'M' | null;
  levelText: string;
  classText: string;
  massar: string;
  allergies: string[];
  guardians: ImportGuardianDraft[];
}

function guardianOf(
  cells: readonly Cell[],
  columns: readonly (ImportField | null)[],
  headers: readonly string[],
  n: 1 | 2,
): ImportGuardianDraft | null {
  const value = (field: string) => {
    const index = columns.indexOf(`guardian${n}.${field}` as ImportField);
    return index < 0 ? '' : cellText(cells[index]);
  };
  const rawPhone = (() => {
    const index = columns.indexOf(`guardian${n}.phone` as ImportField);
    return index < 0 ? null : cells[index];
  })();
  const draft: ImportGuardianDraft = {
    lastname: stripName(value('lastname')),
    firstname: stripName(value('firstname')),
    relation: parseRelation(value('relation')),
    phoneText: cellText(rawPhone),
    phone: rawPhone === null ? null : parsePhone(rawPhone),
    email: value('email').toLowerCase(),
  };
  if (!draft.lastname && !draft.firstname && !draft.phoneText && !draft.email) return null;
  // "Téléphone du père": the relation the columns' headers name, else the usual order.
  if (!draft.relation) draft.relation = headerRelation(columns, headers, n);
  return draft;
}

/** The relation each guardian's column headers name, read once per file's columns (not at each of its rows). */
const headerRelations = new WeakMap<
  readonly (ImportField | null)[],
  Map<string, GuardianRelationValue | null>
>();

function headerRelation(
  columns: readonly (ImportField | null)[],
  headers: readonly string[],
  n: 1 | 2,
): GuardianRelationValue | null {
  let known = headerRelations.get(columns);
  if (!known) headerRelations.set(columns, (known = new Map()));
  const key = `${n}\u0000${headers.join('\u0000')}`;
  if (!known.has(key)) {
    const named = columns
      .map((field, index) =>
        field?.startsWith(`guardian${n}.`) ? parseRelation(headers[index] ?? '') : null,
      )
      .find(Boolean);
    known.set(key, named ?? null);
  }
  return known.get(key) ?? null;
}

/** Reads one row of cells with the chosen columns (`columns[i]` is the field of column i). */
export function readRow(
  cells: readonly Cell[],
  columns: readonly (ImportField | null)[],
  headers: readonly string[],
  line: number,
): ImportDraft {
  const at = (field: ImportField): Cell => {
    const index = columns.indexOf(field);
    return index < 0 ? null : cells[index];
  };
  const text = (field: ImportField) => cellText(at(field));
  const guardians = [guardianOf(cells, columns, headers, 1), guardianOf(cells, columns, headers, 2)].filter(
    (guardian): guardian is ImportGuardianDraft => guardian !== null,
  );
  return {
    line,
    lastname_fr: stripName(text('lastname_fr')),
    firstname_fr: stripName(text('firstname_fr')),
    lastname_ar: stripName(text('lastname_ar')),
    firstname_ar: stripName(text('firstname_ar')),
    birthText: text('birthDate'),
    birthDate: parseDate(at('birthDate')),
    genderText: text('gender'),
    gender: parseGender(at('gender')),
    levelText: text('level'),
    classText: text('class'),
    massar: text('massar').toUpperCase().replace(/\s+/g, ''),
    allergies: parseList(at('allergies')),
    guardians,
  };
}

/** What is wrong with a row; each names its field. A row with a problem is not imported. */
export const IMPORT_PROBLEMS = [
  'MISSING_NAME',
  'MISSING_ARABIC_NAME',
  'NAME_TOO_LONG',
  'INVALID_DATE',
  'IMPLAUSIBLE_AGE',
  'MISSING_GENDER',
  'UNKNOWN_LEVEL',
  'UNKNOWN_CLASS',
  'INVALID_MASSAR',
  'MASSAR_REPEATED',
  'MASSAR_TAKEN',
  'MISSING_GUARDIAN',
  'REFUSED_CHARACTERS',
  'ALLERGY_TOO_LONG',
  'INVALID_PHONE',
  'INVALID_EMAIL',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEMS)[number];
export interface ImportProblem {
  code: ImportProblemCode;
  field: ImportField;
}

/** What the school has, for resolving levels and classes and recognising students already there. */
export interface ImportContext {
  levels: readonly { id: number; code: string; name: string }[];
  /** The classes of the branch and year the import writes to. */
  classes: readonly { id: number; levelId: number; name: string }[];
  /** Students the school already has (any branch), by Massar number. */
  studentsByMassar: ReadonlyMap<
    string,
    { studentId: number; lastname_fr: string; firstname_fr: string; birthDate: string }
  >;
  /** Today, `YYYY-MM-DD` (ages are counted on it). */
  today?: string;
}

/** A pupil is from 2 to 20 years old (the same rule as a student's form). */
const AGE_RANGE = { min: 2, max: 20 } as const;
const MASSAR = /^[A-Z]\d{9}$/;

function squash(text: string): string {
  return foldKey(text).replace(/\s+/g, '');
}

/** The level a cell names: its code (CE1, 6e, 6ème) or its name (Cours élémentaire 1), folded. */
export function findLevel(context: ImportContext, text: string): ImportContext['levels'][number] | null {
  const key = squash(text).replace(/(eme|ieme|e)$/, 'e');
  if (!key) return null;
  return (
    context.levels.find((level) => squash(level.code).replace(/(eme|ieme|e)$/, 'e') === key) ??
    context.levels.find((level) => squash(level.name) === squash(text)) ??
    null
  );
}

/** The class a cell names in `levelId`: its whole name ("CE1 A", "CE1-A") or its section ("A"). */
export function findClass(
  context: ImportContext,
  levelId: number,
  text: string,
): ImportContext['classes'][number] | null {
  const key = squash(text);
  if (!key) return null;
  const ofLevel = context.classes.filter((cls) => cls.levelId === levelId);
  return (
    ofLevel.find((cls) => squash(cls.name) === key) ??
    ofLevel.find((cls) => squash(cls.name).endsWith(key) && squash(cls.name).length - key.length <= 4) ??
    null
  );
}

export type ImportMatch =
  /** Nothing of it is in the school: it will be created. */
  | { kind: 'new' }
  /** The same student (Massar number, name and birth date) is already there: nothing is written. */
  | { kind: 'existing'; studentId: number };

export interface CheckedRow {
  draft: ImportDraft;
  problems: ImportProblem[];
  levelId: number | null;
  /** The class named, or null: the API then places the student in the level's least full class. */
  classId: number | null;
  match: ImportMatch;
}

/**
 * The problems of each row and what it will do (`match`). `MASSAR_REPEATED`: two rows of the file give the same
 * number; `MASSAR_TAKEN`: another student of the school already has it (the same student is recognised instead).
 */
export function checkRows(drafts: readonly ImportDraft[], context: ImportContext): CheckedRow[] {
  const today = context.today ?? todayIso();
  const seen = new Map<string, number>();
  for (const draft of drafts) if (draft.massar) seen.set(draft.massar, (seen.get(draft.massar) ?? 0) + 1);
  return drafts.map((draft) => {
    const problems: ImportProblem[] = [];
    const add = (code: ImportProblemCode, field: ImportField) => problems.push({ code, field });
    if (!draft.lastname_fr) add('MISSING_NAME', 'lastname_fr');
    if (!draft.firstname_fr) add('MISSING_NAME', 'firstname_fr');
    if (!draft.lastname_ar) add('MISSING_ARABIC_NAME', 'lastname_ar');
    if (!draft.firstname_ar) add('MISSING_ARABIC_NAME', 'firstname_ar');
    for (const field of ['lastname_fr', 'firstname_fr', 'lastname_ar', 'firstname_ar'] as const) {
      if (draft[field].length > NAME_MAX) add('NAME_TOO_LONG', field);
      else if (isRefusedName(draft[field])) add('REFUSED_CHARACTERS', field);
    }
    if (!draft.birthDate || draft.birthDate > today) add('INVALID_DATE', 'birthDate');
    else {
      const age = ageOn(draft.birthDate, today);
      if (age < AGE_RANGE.min || age > AGE_RANGE.max) add('IMPLAUSIBLE_AGE', 'birthDate');
    }
    if (!draft.gender) add('MISSING_GENDER', 'gender');
    if (draft.allergies.some((item) => item.length > 60)) add('ALLERGY_TOO_LONG', 'allergies');
    const level = findLevel(context, draft.levelText);
    if (!level) add('UNKNOWN_LEVEL', 'level');
    const cls = level && draft.classText ? findClass(context, level.id, draft.classText) : null;
    if (level && draft.classText && !cls) add('UNKNOWN_CLASS', 'class');
    let match: ImportMatch = { kind: 'new' };
    if (!MASSAR.test(draft.massar)) add('INVALID_MASSAR', 'massar');
    else if ((seen.get(draft.massar) ?? 0) > 1) add('MASSAR_REPEATED', 'massar');
    else {
      const known = context.studentsByMassar.get(draft.massar);
      if (known) {
        const same =
          squash(known.lastname_fr) === squash(draft.lastname_fr) &&
          squash(known.firstname_fr) === squash(draft.firstname_fr) &&
          (!draft.birthDate || known.birthDate === draft.birthDate);
        if (same) match = { kind: 'existing', studentId: known.studentId };
        else add('MASSAR_TAKEN', 'massar');
      }
    }
    const first = draft.guardians[0];
    if (!first || (!first.firstname && !first.lastname)) add('MISSING_GUARDIAN', 'guardian1.firstname');
    draft.guardians.forEach((guardian, index) => {
      const n = index === 0 ? 'guardian1' : 'guardian2';
      // The API needs each guardian's name and phone: a second guardian without them is refused there, not sent.
      if (index > 0 && !guardian.firstname && !guardian.lastname) add('MISSING_GUARDIAN', `${n}.firstname`);
      if (!guardian.phone) add('INVALID_PHONE', `${n}.phone`);
      for (const part of ['lastname', 'firstname'] as const) {
        if (guardian[part].length > NAME_MAX) add('NAME_TOO_LONG', `${n}.${part}`);
        else if (isRefusedName(guardian[part])) add('REFUSED_CHARACTERS', `${n}.${part}`);
      }
      if (guardian.email && !EMAIL.test(guardian.email)) add('INVALID_EMAIL', `${n}.email`);
    });
    // A student recognised (same number, name and birth date) is left as it is: what only a new student needs (the
    // Arabic names a French Excel CSV cannot hold, a level, a guardian) is not asked of the row.
    return {
      draft,
      problems: match.kind === 'existing' ? [] : problems,
      levelId: level?.id ?? null,
      classId: cls?.id ?? null,
      match,
    };
  });
}

/**
 * The family key of each row: rows whose guardians share a phone number or an e-mail address are siblings (one
 * family), whichever guardian column holds it. The key is the group's first contact (`phone:2126…` or
 * `email:…`), so the API recognises the family when a later chunk, or a later import, names the same contact.
 */
export function familyKeys(drafts: readonly ImportDraft[]): string[] {
  const parent = drafts.map((_, index) => index);
  const find = (index: number): number => {
    while (parent[index] !== index) {
      parent[index] = parent[parent[index]!]!;
      index = parent[index]!;
    }
    return index;
  };
  const owner = new Map<string, number>();
  const contactsOf = (draft: ImportDraft) =>
    draft.guardians.flatMap((guardian) => [
      ...(guardian.phone ? [`phone:${phoneKey(guardian.phone)}`] : []),
      ...(guardian.email && EMAIL.test(guardian.email) ? [`email:${guardian.email}`] : []),
    ]);
  drafts.forEach((draft, index) => {
    for (const contact of contactsOf(draft)) {
      const known = owner.get(contact);
      if (known === undefined) owner.set(contact, index);
      else parent[find(index)] = find(known);
    }
  });
  return drafts.map((draft, index) => {
    const root = find(index);
    return contactsOf(drafts[root]!)[0] ?? contactsOf(draft)[0] ?? `line:${draft.line}`;
  });
}

/** One row as sent to the API (docs/api.md "POST student-imports/{id}/rows"). */
export interface ImportRowInput extends Pick<
  StudentInput,
  | 'firstname_fr'
  | 'lastname_fr'
  | 'firstname_ar'
  | 'lastname_ar'
  | 'gender'
  | 'birthDate'
  | 'massar'
  | 'levelId'
> {
  line: number;
  familyKey: string;
  /** Null: the API places the student in the level's least full class. */
  classId: number | null;
  allergies: string[];
  /** Each guardian as a new family's first guardian is written (`POST students`). */
  guardians: NonNullable<StudentInput['newFamily']>['guardian'][];
}

/** The body of a checked row without problems; a guardian whose relation no cell or header names is a `tuteur`. */
export function rowInput(row: CheckedRow, familyKey: string): ImportRowInput {
  const { draft } = row;
  return {
    line: draft.line,
    familyKey,
    firstname_fr: draft.firstname_fr,
    lastname_fr: draft.lastname_fr,
    firstname_ar: draft.firstname_ar,
    lastname_ar: draft.lastname_ar,
    gender: draft.gender ?? 'F',
    birthDate: draft.birthDate ?? '',
    massar: draft.massar,
    levelId: row.levelId ?? 0,
    classId: row.classId,
    allergies: draft.allergies,
    guardians: draft.guardians.map((guardian) => ({
      firstname_fr: guardian.firstname || guardian.lastname,
      lastname_fr: guardian.firstname ? guardian.lastname || draft.lastname_fr : draft.lastname_fr,
      relation: guardian.relation ?? 'tuteur',
      phone: guardian.phone ?? '',
      email: guardian.email && EMAIL.test(guardian.email) ? guardian.email : '',
    })),
  };
}

/** What became of a row once applied (docs/api.md "Student imports"). */
export type ImportOutcome = 'created' | 'existing' | 'refused';
