/** Why a file cannot be read (the import's texts `students.import.fileErrors.<code>`). */
export type ReadFailure = 'UNSUPPORTED_FILE' | 'UNREADABLE_FILE' | 'EMPTY_FILE' | 'TOO_MANY_ROWS';

export class SpreadsheetError extends Error {
  constructor(readonly code: ReadFailure) {
    super(code);
  }
}
