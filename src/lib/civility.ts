import type { TFunction } from 'i18next';

/** The civilities the demo API writes before a teacher's name ("Mme Fatima Zahra Cherkaoui", "M. Karim Alaoui"). */
const CIVILITIES = [
  ['Mme ', 'civility.mrs'],
  ['M. ', 'civility.mr'],
] as const;

/**
 * A name with its leading French civility in the reader's language ("Mme Fatima Zahra Cherkaoui" is
 * "السيدة Fatima Zahra Cherkaoui" in Arabic, "Mrs Fatima Zahra Cherkaoui" in English); a name without one is kept.
 */
export function civilityName(name: string, t: TFunction): string {
  const trimmed = name.trim();
  for (const [prefix, key] of CIVILITIES) {
    if (trimmed.startsWith(prefix)) return `${t(key)} ${trimmed.slice(prefix.length).trim()}`;
  }
  return name;
}

/**
 * A class's main teacher in the reader's script (Visual direction "Mixed scripts": a name shown in Arabic uses the
 * Arabic form when the record has one): `teacher_ar` ("السيدة فاطمة الزهراء الشرقاوي") on Arabic screens, else the
 * Latin name with its civility in the reader's language.
 */
export function classTeacherName(
  cls: { teacher: string; teacher_ar?: string },
  t: TFunction,
  language: string,
): string {
  return language.startsWith('ar') && cls.teacher_ar?.trim() ? cls.teacher_ar : civilityName(cls.teacher, t);
}
