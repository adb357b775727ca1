import type { Cell, CheckedRow } from '../../../domain/studentImport';

/** What was read of the chosen file: its name, headers and the rows under them. */
export interface ReadFile {
  name: string;
  headers: string[];
  body: Cell[][];
  /** The line of the file the first body row is on (1 = the file's first line). */
  firstLine: number;
}

export interface PreviewRow {
  checked: CheckedRow;
  familyKey: string;
  /** The family of the school this row joins, when one of its guardians' contacts is already known. */
  family: { familyId: number; name: string } | null;
  /** How many rows of the file share its family. */
  siblings: number;
  status: 'ready' | 'existing' | 'problem';
}
