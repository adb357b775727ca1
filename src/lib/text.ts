/**
 * Folds text for comparison: lower case, accents removed, surrounding space trimmed.
 * @example foldText('  Élève ') === 'eleve'
 */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
