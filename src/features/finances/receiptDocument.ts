import type { Receipt } from './finances.schemas';
import { saveFile } from '../../lib/saveFile';

export interface ReceiptLabels {
  title: string;
  number: string;
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
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * The receipt as a standalone HTML page (the Download button): every value escaped, no script, printable as is.
 * `format` gives amounts and dates already formatted for the active language.
 */
export function receiptHtml(
  receipt: Receipt,
  labels: ReceiptLabels,
  format: { money: (amount: number) => string; date: (iso: string) => string; method: string },
  language: string,
): string {
  const row = (label: string, value: string) => `<tr><th>${escape(label)}</th><td>${escape(value)}</td></tr>`;
  const lines = receipt.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.studentName)}</td><td>${escape(`${line.engagementLabel} — ${line.label}`)}</td><td class="n">${escape(format.money(line.amount))}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${escape(language)}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><title>${escape(`${labels.title} ${receipt.receiptNumber}`)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#000}table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{border:1px solid #999;padding:.4rem;text-align:start}.n{text-align:end;font-variant-numeric:tabular-nums}pre{font:inherit;white-space:pre-wrap}</style>
</head>
<body>
<pre>${escape(receipt.header)}</pre>
<p>${escape(`${receipt.branch} · ${receipt.year}`)}</p>
<h1>${escape(`${labels.title} ${receipt.receiptNumber}`)}</h1>
<table>${row(labels.number, receipt.receiptNumber)}${row(labels.date, format.date(receipt.date))}${row(labels.family, receipt.family.name)}${receipt.payer ? row(labels.payer, receipt.payer) : ''}${row(labels.method, format.method)}${receipt.reference ? row(labels.reference, receipt.reference) : ''}</table>
<table><thead><tr><th>${escape(labels.student)}</th><th>${escape(labels.item)}</th><th class="n">${escape(labels.amount)}</th></tr></thead><tbody>${lines}</tbody>
<tfoot><tr><th colspan="2">${escape(labels.total)}</th><td class="n">${escape(format.money(receipt.amount))}</td></tr>
<tr><th colspan="2">${escape(labels.balanceAfter)}</th><td class="n">${escape(format.money(receipt.balanceAfter))}</td></tr></tfoot></table>
</body>
</html>
`;
}

/** Saves a text document as a file through a temporary object URL. */
export function downloadFile(filename: string, content: string, type: string): void {
  saveFile(filename, new Blob([content], { type }));
}
