/**
 * A name in the language's script (DESIGN-SYSTEM.md "Mixed scripts"): the Arabic one in Arabic (the Latin one when it
 * has none), else the Latin one (the Arabic one when it has none). For a subject, a teacher, a room, a class.
 * @example nameIn('Français', 'الفرنسية', 'ar') === 'الفرنسية'
 */
export function nameIn(latin: string | null, arabic: string | null, language: string): string {
  const latinName = (latin ?? '').trim();
  const arabicName = (arabic ?? '').trim();
  return language === 'ar' ? arabicName || latinName : latinName || arabicName;
}
