import { foldText } from '../../lib/text';

/** The month names the schedule templates give their installments (src/mocks/finances/feeSettings.ts), folded. */
const FRENCH_MONTHS = [
  'janvier',
  'fevrier',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'decembre',
];

/**
 * An installment's label in the reader's language: a label that is a French month name ("Novembre", as the
 * schedule templates name their installments) is shown as that month in `language`; any other label (typed by the
 * school: "Trimestre 1", "Transport 1/3") is kept as typed. French is unchanged.
 * @example installmentLabel('Novembre', 'ar') === 'نوفمبر'; installmentLabel('Novembre', 'en') === 'November'
 */
export function installmentLabel(label: string, language: string): string {
  if (language.startsWith('fr')) return label;
  const month = FRENCH_MONTHS.indexOf(foldText(label));
  if (month < 0) return label;
  const date = new Date(Date.UTC(2000, month, 15));
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(date);
}
