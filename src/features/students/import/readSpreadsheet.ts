/**
 * Reads the chosen file in the import's worker (spreadsheet.worker.ts), or in the page where workers do not exist
 * (the unit tests). Answers the rows of cells, or throws a `SpreadsheetError` naming why the file cannot be read.
 */
import type { Cell } from '../../../domain/studentImport';
import { SpreadsheetError, type ReadFailure } from './readFailure';

type WorkerAnswer = { ok: true; rows: Cell[][] } | { ok: false; code: ReadFailure };

export async function readSpreadsheet(file: File): Promise<Cell[][]> {
  const buffer = await file.arrayBuffer();
  if (typeof Worker === 'undefined') {
    const { readCells } = await import('./spreadsheet');
    try {
      return await readCells(file.name, buffer);
    } catch (failure) {
      throw failure instanceof SpreadsheetError ? failure : new SpreadsheetError('UNREADABLE_FILE');
    }
  }
  const worker = new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<Cell[][]>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
        if (event.data.ok) resolve(event.data.rows);
        else reject(new SpreadsheetError(event.data.code));
      };
      worker.onerror = () => reject(new SpreadsheetError('UNREADABLE_FILE'));
      worker.postMessage({ name: file.name, buffer }, [buffer]);
    });
  } finally {
    worker.terminate();
  }
}
