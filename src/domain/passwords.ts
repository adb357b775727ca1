/**
 * The rules of a new password (docs/api.md "Password rules"), the same for the form that sends it and the API that
 * records it: at least `MIN_NEW_PASSWORD_LENGTH` characters, not one of the most common passwords (nor such a word
 * padded with digits or signs, nor a few characters repeated), and not containing the name of the user's e-mail
 * address. They apply to a password being set (a change, a reset, a new account), never to signing in: passwords
 * set before the rules (the demo's `demo1234`) keep working.
 */

export const MIN_NEW_PASSWORD_LENGTH = 12;

/** Why a new password is refused: too short, too common (or too simple), or made of the user's e-mail name. */
export type PasswordFault = 'TOO_SHORT' | 'COMMON' | 'CONTAINS_EMAIL';

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The bundled list of common passwords, as a set; loaded on first use (a chunk of its own for the portal, so the first
 * page does not carry it). A failed load (offline) is asked for again next time.
 */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('./commonPasswords.ts').then(
    ({ COMMON_PASSWORDS }) => new Set(COMMON_PASSWORDS),
    (error: unknown) => {
      common = undefined;
      throw error;
    },
  );
  return common;
}

/** Characters, not UTF-16 units: an Arabic or emoji password is counted as the user sees it. */
function length(text: string): number {
  return [...text].length;
}

/** The parts of an e-mail's name worth looking for: the whole name and its words of 4 characters or more. */
function emailNames(email: string): string[] {
  const name = email.split('@')[0]?.toLowerCase() ?? '';
  const parts = [name, ...name.split(/[^\p{L}\p{N}]+/u)];
  return [...new Set(parts.filter((part) => length(part) >= 4))];
}

/**
 * What is wrong with `password` as the new password of the account of `email` (null: it may be set). `common` is
 * the list of `commonPasswords()`.
 */
export function passwordFault(
  password: string,
  email: string,
  common: ReadonlySet<string>,
): PasswordFault | null {
  if (length(password) < MIN_NEW_PASSWORD_LENGTH) return 'TOO_SHORT';
  const lower = password.toLowerCase();
  // A common word with digits or signs around it ("Motdepasse2026!") is guessed as soon as the word is.
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const simple = new Set(lower).size < 4;
  if (simple || common.has(lower) || (core !== '' && common.has(core))) return 'COMMON';
  if (emailNames(email).some((name) => lower.includes(name))) return 'CONTAINS_EMAIL';
  return null;
}
