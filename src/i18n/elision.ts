/**
 * French "de" before a name, elided before a vowel sound: "de Yasmine", "d’Adam", "d’Yves", "d’Hélène"
 * (DESIGN-SYSTEM.md "Voice and tone": correct French). A name starting with H followed by a plain vowel is read
 * with an aspirated h, as Moroccan names are (Hamza, Hicham): "de Hamza"; an H before an accented vowel is mute
 * ("d’Hélène"). Used in the French texts as `{{name, de}}`.
 * @example frenchDe('Adam') === 'd’Adam'
 */
export function frenchDe(name: string): string {
  const text = name.trimStart();
  const first = text.charAt(0);
  const second = text.charAt(1);
  const vowel = (char: string) => /^[aeiouæœ]$/i.test(char.normalize('NFD').charAt(0));
  const accented = (char: string) => char.normalize('NFD').length > 1 && vowel(char);
  const elide =
    (vowel(first) && !/^y/i.test(first)) ||
    (/^y/i.test(first) && second !== '' && !vowel(second)) ||
    (/^h/i.test(first) && accented(second));
  return elide ? `d’${text}` : `de ${text}`;
}
