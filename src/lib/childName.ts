/**
 * A child's first name in the script of the interface (DESIGN-SYSTEM.md "Mixed scripts"): the Arabic one on an
 * Arabic screen ("المطعم المدرسي لـ ياسمين", not "… لـ Yasmine"), the Latin one otherwise or when the API gives no
 * Arabic name (docs/api.md "GET user").
 * @example childFirstName({ firstname_fr: 'Yasmine', firstname_ar: 'ياسمين' }, 'ar') === 'ياسمين'
 */
export function childFirstName(
  child: { firstname_fr: string; firstname_ar?: string },
  language: string,
): string {
  return language === 'ar' && child.firstname_ar?.trim() ? child.firstname_ar : child.firstname_fr;
}
