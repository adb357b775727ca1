import type { Receipt } from './finances.schemas';
import { installmentLabel } from './installmentLabel';

export interface ReceiptLabels {
  /** "Reçu N° CAS-2026-000123": the document's title, with its number. */
  heading: string;
  /** "Tél.": the label before the branch's phone number. */
  phone: string;
  date: string;
  family: string;
  payer: string;
  method: string;
  reference: string;
  student: string;
  item: string;
  amount: string;
  total: string;
  balanceAfter: string;
  /** "Arrêté le présent reçu à la somme de : …": the paid amount in words, already in the sentence. */
  inWords: string;
}

/**
 * A receipt as it is shown, printed and drawn into the PDF: every text already translated and formatted for the
 * user's language, in reading order (the direction is `dir`'s). One model, so the three never differ.
 */
export interface ReceiptModel {
  lang: string;
  dir: 'ltr' | 'rtl';
  heading: string;
  /** The school's identity (DESIGN-SYSTEM.md "Printing"): its name first (in Arabic script on an Arabic receipt),
   * then branch and year, address, e-mail and the legal identifiers. */
  identity: string[];
  /** The school's logo (an image data URL), or null. */
  logo: string | null;
  /** The branch's phone, kept apart from its label so it reads left to right inside Arabic. */
  phone: { label: string; number: string } | null;
  /** The header configured in the finance settings, line by line. */
  header: string[];
  /** Term, value, and whether the value is written left to right in any language (a reference). */
  facts: Array<[string, string, boolean?]>;
  columns: [string, string, string];
  lines: Array<[string, string, string]>;
  totals: Array<[string, string]>;
  /** The paid amount in words, in its sentence ("Arrêté le présent reçu à la somme de : …"). */
  inWords: string;
}

export interface ReceiptFormat {
  money: (amount: number) => string;
  date: (iso: string) => string;
  method: string;
}

/** The receipt's model in the user's language; `format` gives amounts and dates already formatted. */
export function receiptModel(
  receipt: Receipt,
  labels: ReceiptLabels,
  format: ReceiptFormat,
  language: string,
): ReceiptModel {
  const facts: Array<[string, string, boolean?]> = [
    [labels.date, format.date(receipt.date)],
    [
      labels.family,
      language === 'ar' && receipt.family.name_ar ? receipt.family.name_ar : receipt.family.name,
    ],
  ];
  if (receipt.payer) facts.push([labels.payer, receipt.payer]);
  facts.push([labels.method, format.method]);
  if (receipt.reference) facts.push([labels.reference, receipt.reference, true]);
  const arabic = language === 'ar';
  return {
    lang: language,
    dir: arabic ? 'rtl' : 'ltr',
    heading: labels.heading,
    identity: [
      arabic && receipt.school.name_ar ? receipt.school.name_ar : receipt.school.name,
      `${arabic && receipt.school.branch_ar ? receipt.school.branch_ar : receipt.branch} · ${receipt.year}`,
      receipt.school.address,
      receipt.school.email ?? '',
      (receipt.school.legal ?? []).join(' · '),
    ].filter((line) => line !== ''),
    logo: receipt.school.logo ?? null,
    phone: receipt.school.phone ? { label: labels.phone, number: receipt.school.phone } : null,
    header: receipt.header.split('\n').filter((line) => line.trim() !== ''),
    facts,
    columns: [labels.student, labels.item, labels.amount],
    lines: receipt.lines.map((line) => [
      line.studentName,
      itemLabel({ ...line, label: installmentLabel(line.label, language) }),
      format.money(line.amount),
    ]),
    totals: [
      [labels.total, format.money(receipt.amount)],
      [labels.balanceAfter, format.money(receipt.balanceAfter)],
    ],
    inWords: labels.inWords,
  };
}

/**
 * What a line pays for: the fee and the installment ("Scolarité — Octobre"), the fee once when the installment
 * bears its name ("Assurance", not "Assurance — Assurance"; "Transport — Transport 1/3" is "Transport 1/3").
 */
export function itemLabel(line: { engagementLabel: string; label: string }): string {
  const fee = line.engagementLabel.trim();
  const part = line.label.trim();
  if (!fee) return part;
  if (!part || part.toLocaleLowerCase() === fee.toLocaleLowerCase()) return fee;
  if (part.toLocaleLowerCase().startsWith(fee.toLocaleLowerCase())) return part;
  return `${fee} — ${part}`;
}

/** `recu-<number>.pdf`: the name the downloaded receipt is saved under. */
export function receiptFileName(receiptNumber: string): string {
  return `recu-${receiptNumber}.pdf`;
}
