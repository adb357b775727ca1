/** Names shown in the user's language: the Arabic form when the language is Arabic and the record has one. */
export function localName(record: { name_fr: string; name_ar: string }, language: string): string {
  return language === 'ar' && record.name_ar ? record.name_ar : record.name_fr;
}

export function localLabel(record: { label_fr: string; label_ar: string }, language: string): string {
  return language === 'ar' && record.label_ar ? record.label_ar : record.label_fr;
}

export function studentName(
  student: { firstname_fr: string; lastname_fr: string; firstname_ar: string; lastname_ar: string },
  language: string,
): string {
  return language === 'ar' && student.firstname_ar
    ? `${student.firstname_ar} ${student.lastname_ar}`
    : `${student.firstname_fr} ${student.lastname_fr}`;
}
