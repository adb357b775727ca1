/**
 * School transport rules shared by the screens and the demo API (docs/api.md "Transport"): when a document
 * (insurance, technical inspection, driving licence) is due, the seats of a line, and what a receipt file is.
 */
import { ATTACHMENT_RULES } from './attachments.ts';
import { daysBetween } from './dates.ts';

/** A document expiring within this many days is flagged. */
export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryState = 'ok' | 'soon' | 'expired';

/** `expired` from the day after the expiry date, `soon` within 30 days (the expiry day included), else `ok`. */
export function expiryState(expiry: string, today: string): ExpiryState {
  const days = daysBetween(today, expiry);
  if (days < 0) return 'expired';
  return days <= EXPIRY_WARNING_DAYS ? 'soon' : 'ok';
}

/** The worst of several expiry states (a car has an insurance and an inspection). */
export function worstExpiry(states: readonly ExpiryState[]): ExpiryState {
  if (states.includes('expired')) return 'expired';
  return states.includes('soon') ? 'soon' : 'ok';
}

export const CAR_STATUSES = ['active', 'maintenance', 'retired'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

export const DIRECTIONS = ['both', 'morning', 'evening'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const EXPENSE_TYPES = ['fuel', 'repair', 'insurance', 'salary', 'other'] as const;
export type ExpenseType = (typeof EXPENSE_TYPES)[number];

/**
 * Why a car cannot serve a line, or null when it can: retired or in maintenance, or its insurance or inspection
 * expired (`CAR_INSURANCE_EXPIRED`, `CAR_INSPECTION_EXPIRED`, `CAR_NOT_ACTIVE`).
 */
export function carBlock(
  car: { status: CarStatus; insuranceExpiry: string; inspectionExpiry: string },
  today: string,
): 'CAR_NOT_ACTIVE' | 'CAR_INSURANCE_EXPIRED' | 'CAR_INSPECTION_EXPIRED' | null {
  if (car.status !== 'active') return 'CAR_NOT_ACTIVE';
  if (expiryState(car.insuranceExpiry, today) === 'expired') return 'CAR_INSURANCE_EXPIRED';
  if (expiryState(car.inspectionExpiry, today) === 'expired') return 'CAR_INSPECTION_EXPIRED';
  return null;
}

/** Why a driver cannot drive a line (`DRIVER_LICENCE_EXPIRED`), or null. */
export function driverBlock(
  driver: { licenceExpiry: string },
  today: string,
): 'DRIVER_LICENCE_EXPIRED' | null {
  return expiryState(driver.licenceExpiry, today) === 'expired' ? 'DRIVER_LICENCE_EXPIRED' : null;
}

/**
 * Seats never exceed the car's: a student riding both ways, or one way, holds one seat. Returns true when one more
 * student fits.
 */
export function seatAvailable(seats: number, assigned: number): boolean {
  return assigned < seats;
}

/** A receipt is an image or a PDF, told by its first bytes (never by its name or declared type). */
export type ReceiptKind = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';

export function receiptKindOf(bytes: Uint8Array): ReceiptKind | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  ) {
    return 'image/webp';
  }
  return null;
}

/** A receipt's size limit: the attachments' (docs/api.md "Messaging"). */
export const RECEIPT_MAX_BYTES = ATTACHMENT_RULES.maxBytes;
export const RECEIPT_TYPES: readonly ReceiptKind[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
];
