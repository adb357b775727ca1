/// <reference lib="webworker" />
/**
 * The import's worker: reads the chosen file off the page's thread, so a 2,000-row workbook never freezes it
 * (docs/architecture.md "Student import").
 */
import { SpreadsheetError } from './readFailure';
import { readCells } from './spreadsheet';

self.onmessage = async (event: MessageEvent<{ name: string; buffer: ArrayBuffer }>) => {
  try {
    const rows = await readCells(event.data.name, event.data.buffer);
    self.postMessage({ ok: true, rows });
  } catch (failure) {
    self.postMessage({
      ok: false,
      code: failure instanceof SpreadsheetError ? failure.code : 'UNREADABLE_FILE',
    });
  }
};
