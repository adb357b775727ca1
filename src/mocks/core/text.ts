/**
 * Text folded for search and sorting: lower case, no Latin accents (é -> e, œ -> oe), no Arabic short vowels,
 * tatweel or hamza carriers (أ إ آ -> ا, ى -> ي, ة -> ه), punctuation and spaces collapsed to one space.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ٱ/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[\s\-'’.,;:/_]+/g, ' ')
    .trim();
}
