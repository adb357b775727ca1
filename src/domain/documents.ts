/**
 * School documents (docs/api.md "School documents"): the attestations the office issues from a student's record, each
 * with a number and a verification code that the school can look up later.
 */

/** The certificate of schooling, the enrolment attestation, the family's annual payment statement. */
export const DOCUMENT_TYPES = ['schooling', 'enrolment', 'payments'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The languages a document is written in (Arabic right to left), whatever the interface's. */
export const DOCUMENT_LANGUAGES = ['fr', 'ar'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** Printed before a document's number: "CS-2026-00042" is the 42nd certificate of schooling of 2026. */
export const DOCUMENT_PREFIX: Record<DocumentType, string> = {
  schooling: 'CS',
  enrolment: 'AI',
  payments: 'AP',
};

/** A document's number: its type's prefix, the year it was issued in, its rank that year (five digits). */
export function documentNumber(type: DocumentType, issuedOn: string, rank: number): string {
  return `${DOCUMENT_PREFIX[type]}-${issuedOn.slice(0, 4)}-${String(rank).padStart(5, '0')}`;
}

/**
 * The letters of a verification code: no 0/O, 1/I/L, so that a code read off paper is typed right. Twelve of them
 * (about 59 bits): a number can be guessed, a code cannot, so the lookup asks for the code.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 12;

/** A new verification code from `random` bytes, printed in groups of four: "K7QM-4XPD-R2HB". */
export function verificationCode(random: (length: number) => Uint8Array = randomBytes): string {
  // Rejection sampling keeps every letter equally likely (256 is not a multiple of the alphabet's size).
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let code = '';
  while (code.length < CODE_LENGTH) {
    for (const byte of random(CODE_LENGTH)) {
      if (byte < limit && code.length < CODE_LENGTH) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return formatCode(code);
}

function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** "K7QM4XPDR2HB" -> "K7QM-4XPD-R2HB". */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * The code as typed (spaces, dashes, small letters) in its printed form, or null when it cannot be one.
 */
export function normalizeCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s\-‐‑–—_.]/g, '');
  if (plain.length !== CODE_LENGTH) return null;
  if ([...plain].some((letter) => !CODE_ALPHABET.includes(letter))) return null;
  return formatCode(plain);
}

/** A student's state in the year decides what the school may certify. */
export type EnrolmentState = 'active' | 'left' | 'expected';

/**
 * Whether a document of `type` can be issued for a student in `state` (docs/api.md "School documents"): a
 * certificate of schooling says the student attends (or attended, once left), so not before the first day; an
 * enrolment attestation says the student is enrolled, so not once left; a payment statement needs a payment.
 */
export function documentRefusal(
  type: DocumentType,
  state: EnrolmentState | null,
  payments: number,
): 'NOT_ENROLLED' | 'NOT_ATTENDING' | 'LEFT_SCHOOL' | 'NO_PAYMENTS' | null {
  if (state === null) return 'NOT_ENROLLED';
  if (type === 'schooling' && state === 'expected') return 'NOT_ATTENDING';
  if (type === 'enrolment' && state === 'left') return 'LEFT_SCHOOL';
  if (type === 'payments' && payments === 0) return 'NO_PAYMENTS';
  return null;
}
