/** A file name's part: Latin letters, digits and hyphens only ("CM1 A" gives "CM1-A", "Élodie" "Elodie"). */
function fileSafe(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The name of report cards' PDF, without its language (PrintReportCards adds it): a class's, or one student's.
 * @example reportCardsFileName({ className: 'CM1 A' }, 1) // 'bulletins-CM1-A-T1'
 * @example reportCardsFileName({ student: { firstname_fr: 'Élodie', lastname_fr: 'Naciri' } }, 2) // 'bulletin-Elodie-Naciri-T2'
 */
export function reportCardsFileName(
  of: { className: string } | { student: { firstname_fr: string; lastname_fr: string } },
  term: number,
): string {
  return 'className' in of
    ? `bulletins-${fileSafe(of.className)}-T${term}`
    : `bulletin-${fileSafe(`${of.student.firstname_fr} ${of.student.lastname_fr}`)}-T${term}`;
}
