/**
 * Lost items (../shared/DOMAIN.md "Lost items"), shared by the screens and the demo API (which imports this file with
 * its `.ts` extension), so both apply one rule. This file imports only `dates.ts` and `attachments.ts`, so the demo API loads it in Node.
 *
 * A found item:    found -> claimed -> returned;  found -> disposed (unclaimed, kept too long);
 *                  claimed -> found (the claim was refused: the item is free again).  returned and disposed are final.
 * A request:       pending -> matched -> closed;  pending | matched -> rejected (a reason is required).
 *                  closed and rejected are final.
 *
 * A request is a parent's `claim` of a found item (it names the item) or the description of a `lost` one (staff
 * match it to an item). Items found more than the branch's disposal delay ago and still unclaimed are proposed for
 * disposal.
 */
import { imageTypeOfBytes } from './attachments.ts';
import { daysBetween } from './dates.ts';

export const ITEM_STATUSES = ['found', 'claimed', 'returned', 'disposed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const REQUEST_STATUSES = ['pending', 'matched', 'closed', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_KINDS = ['claim', 'lost'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Categories of found items, in the order the screens offer them. */
export const ITEM_CATEGORIES = [
  'clothing',
  'bag',
  'lunchbox',
  'bottle',
  'book',
  'stationery',
  'toy',
  'sport',
  'glasses',
  'jewellery',
  'electronics',
  'other',
] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

/** Limits of what is typed (checked by the form, then by the API). */
export const LOST_ITEM_LIMITS = {
  description: 500,
  place: 120,
  reason: 500,
  /** Disposal delay, in days. */
  disposalDays: { min: 7, max: 365, default: 60 },
} as const;

const ITEM_NEXT: Readonly<Record<ItemStatus, readonly ItemStatus[]>> = {
  found: ['claimed', 'disposed'],
  claimed: ['returned', 'found'],
  returned: [],
  disposed: [],
};

const REQUEST_NEXT: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = {
  pending: ['matched', 'rejected'],
  matched: ['closed', 'rejected'],
  closed: [],
  rejected: [],
};

export function isItemStatus(value: unknown): value is ItemStatus {
  return typeof value === 'string' && (ITEM_STATUSES as readonly string[]).includes(value);
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

export function isItemCategory(value: unknown): value is ItemCategory {
  return typeof value === 'string' && (ITEM_CATEGORIES as readonly string[]).includes(value);
}

/** The statuses a found item may move to from `status`, in the order the screen shows them. */
export function itemTransitions(status: ItemStatus): readonly ItemStatus[] {
  return ITEM_NEXT[status];
}

export function canItemTransition(from: ItemStatus, to: ItemStatus): boolean {
  return ITEM_NEXT[from].includes(to);
}

/** The statuses a request may move to from `status`. */
export function requestTransitions(status: RequestStatus): readonly RequestStatus[] {
  return REQUEST_NEXT[status];
}

export function canRequestTransition(from: RequestStatus, to: RequestStatus): boolean {
  return REQUEST_NEXT[from].includes(to);
}

/** Rejecting a request needs a reason (told to the family). */
export function requestNeedsReason(to: RequestStatus): boolean {
  return to === 'rejected';
}

/** Matching a request names the item it is matched to. */
export function requestNeedsItem(to: RequestStatus): boolean {
  return to === 'matched';
}

/**
 * An item is proposed for disposal when it is still unclaimed (`found`) and was found `days` days or more before
 * `today` (both `YYYY-MM-DD`).
 * @example isProposedForDisposal({ status: 'found', foundOn: '2026-09-01' }, '2026-11-24', 60) // true
 */
export function isProposedForDisposal(
  item: { status: ItemStatus; foundOn: string },
  today: string,
  days: number,
): boolean {
  return item.status === 'found' && daysBetween(item.foundOn, today) >= days;
}

/** A disposal delay the school may set: a whole number of days within the limits. */
export function isDisposalDelay(value: unknown): value is number {
  const { min, max } = LOST_ITEM_LIMITS.disposalDays;
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The picture types a found item's photo may have, told by the file's first bytes (its content), never by its
 * name or declared type: a renamed text file or a script is not an image. SVG is left out (it can carry scripts).
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** A found item's photo, as uploaded (after the browser has resized it). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** The longest side of a photo once resized by the browser, in pixels. */
export const PHOTO_MAX_SIDE = 1024;

/**
 * The picture type of `bytes` by their signature, or null when they are not a JPEG, PNG or WebP picture: the one
 * picture check of the portal (`attachments.ts` `imageTypeOfBytes`), under the found item's name for it.
 * @example photoTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'image/jpeg'
 */
export const photoTypeOf: (bytes: Uint8Array) => PhotoType | null = imageTypeOfBytes;
