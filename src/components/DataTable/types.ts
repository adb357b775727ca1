import type { ReactNode } from 'react';
import type { CellValue } from './csv';

/**
 * A column of a `DataTable`.
 * @example
 * const balance: DataTableColumn<Student> = {
 *   id: 'balance', header: labels.balance, align: 'end', sortable: true, card: 3,
 *   value: (s) => s.balance, cell: (s) => formatMoney(s.balance, language),
 * };
 */
export interface DataTableColumn<Row> {
  /** Stable id; also the `sort` value sent to the server when the column is sortable. */
  id: string;
  /** Header label (translated). */
  header: string;
  /** Cell content; when absent, `value` is shown (numbers and dates formatted for the active language). */
  cell?: (row: Row) => ReactNode;
  /** Raw value: used for the CSV export, the row's default label and when there is no `cell`. */
  value?: (row: Row) => CellValue;
  /** The server can sort by this column (its id must be in the list's `sortable` defaults). */
  sortable?: boolean;
  /** 'end' for numbers and money: end-aligned (right in LTR, left in RTL) with tabular figures. */
  align?: 'start' | 'end';
  /** Offered in the column chooser (default true). */
  hideable?: boolean;
  /** Hidden until chosen in the column chooser. */
  defaultHidden?: boolean;
  /** Phone layout: priority of the field on the row's card (1 = the card's title); only the first 3 are shown. */
  card?: number;
  /** Left out of the CSV export when false; a column needs a `value` to be exported. */
  csv?: boolean;
  /**
   * The cell is a value written left to right (a phone number, an e-mail, an amount with its currency, a reference,
   * a Massar number): shown in `<Ltr>`, so it keeps its order inside Arabic text (DESIGN-SYSTEM.md "Mixed scripts").
   */
  ltr?: boolean;
  /** Extra classes on the column's cells (a width, `whitespace-nowrap`...). */
  className?: string;
}

/**
 * CSV export of the current filter done by the table: the visible columns having a `value`, the rows of
 * `fetchRows` (all rows matching the current search and filters, from the server) or else the current page.
 */
export interface CsvExportConfig<Row> {
  /** File name; `.csv` is added when missing. */
  filename: string;
  /** Every row of the current filter, across pages. */
  fetchRows?: () => Promise<readonly Row[]>;
  /** ';' (default, French Excel) or ','. */
  separator?: ';' | ',';
}
