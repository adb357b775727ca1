import type { LocalText } from '../../domain/pushRules.ts';

/**
 * A child's first name in each language's script (DESIGN-SYSTEM.md "Mixed scripts"): the Arabic one for an Arabic
 * device when the school has it, the Latin one otherwise.
 */
export function childName(student: { firstname_fr: string; firstname_ar?: string | null }): LocalText {
  const arabic = student.firstname_ar?.trim();
  return { fr: student.firstname_fr, en: student.firstname_fr, ar: arabic || student.firstname_fr };
}
