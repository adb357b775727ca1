import { localName, type LocalText } from '../../domain/pushRules.ts';

/** A child's first name in each language's script (DESIGN-SYSTEM.md "Mixed scripts"). */
export function childName(student: { firstname_fr: string; firstname_ar?: string | null }): LocalText {
  return localName(student.firstname_fr, student.firstname_ar);
}
