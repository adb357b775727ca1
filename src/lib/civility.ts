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
