/**
 * What every answer tells of record versions (docs/api.md "Versions"), noted as it comes by api/baseQuery.ts and
 * handed to api/versions.ts, which keeps the versions and sends them on edits. That module comes with the first edit
 * (or the first form that shows a refused one), so a screen that only reads does not load it
 * (tests/e2e/budget.phone.spec.ts): until then each read and save is noted with the clock and the typing state of its
 * moment, and handed over in order when the module arrives, exactly as if it had been there.
 */

type Params = Record<string, unknown> | undefined;

export interface NotedRead {
  kind: 'read';
  url: string;
  params: Params;
  /** When the read was sent (`versionClock()`). */
  sentAt: number;
  version: string | undefined;
  body: unknown;
  /** When the answer came (`versionClock()`). */
  at: number;
  /** Whether the user had typing not yet saved then (`holdVersionsWhileTyping`). */
  typing: boolean;
}

export interface NotedSave {
  kind: 'saved';
  url: string;
  params: Params;
  version: string | undefined;
  at: number;
}

export type Noted = NotedRead | NotedSave;

/** The notes kept until api/versions.ts arrives; older ones dropped (it forgets the older records too). */
const MAX_NOTED = 400;
let noted: Noted[] = [];
let keeper: ((event: Noted) => void) | null = null;

/** A clock of what the portal learnt, to order reads and saves of a record. */
let clock = 0;
export const versionClock = (): number => ++clock;

/**
 * Whether the user has typing not yet saved (components/form/unsavedChanges.ts says so): a form started from the
 * version it read, so a read answered meanwhile does not move the version its save sends.
 */
let typing = false;
export function holdVersionsWhileTyping(held: boolean): void {
  typing = held;
}
export const typingNow = (): boolean => typing;

function note(event: Noted): void {
  if (keeper) {
    keeper(event);
    return;
  }
  noted.push(event);
  if (noted.length > MAX_NOTED) noted = noted.slice(-MAX_NOTED);
}

/** A read's answer: its version (`ETag`, none when it has none) and its body. */
export function noteRead(
  url: string,
  params: Params,
  sentAt: number,
  version: string | undefined,
  body: unknown,
) {
  note({ kind: 'read', url, params, sentAt, version, body, at: versionClock(), typing });
}

/** A saved edit's answer: the record's new version (none: forgotten, the next read tells it). */
export function noteSaved(url: string, params: Params, version: string | undefined) {
  note({ kind: 'saved', url, params, version, at: versionClock() });
}

/** api/versions.ts, once loaded, takes the notes so far and every later one. */
export function keepVersionsWith(take: (event: Noted) => void): void {
  keeper = take;
  const earlier = noted;
  noted = [];
  for (const event of earlier) take(event);
}

/** Every note forgotten (tests, through api/versions.ts `forgetVersions`). */
export function forgetNoted(): void {
  noted = [];
  typing = false;
}
