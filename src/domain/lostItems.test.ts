import { describe, expect, it } from 'vitest';
import {
  canItemTransition,
  canRequestTransition,
  isDisposalDelay,
  isProposedForDisposal,
  ITEM_STATUSES,
  itemTransitions,
  photoTypeOf,
  REQUEST_STATUSES,
  requestNeedsItem,
  requestNeedsReason,
  requestTransitions,
  type ItemStatus,
  type RequestStatus,
} from './lostItems';

/** The rules of DOMAIN.md "Lost items" written out pair by pair. */
const ITEM_ALLOWED: Record<ItemStatus, ItemStatus[]> = {
  found: ['claimed', 'disposed'],
  claimed: ['returned', 'found'],
  returned: [],
  disposed: [],
};
const REQUEST_ALLOWED: Record<RequestStatus, RequestStatus[]> = {
  pending: ['matched', 'rejected'],
  matched: ['closed', 'rejected'],
  closed: [],
  rejected: [],
};

describe('found item transitions (found -> claimed -> returned | disposed)', () => {
  for (const from of ITEM_STATUSES) {
    for (const to of ITEM_STATUSES) {
      const allowed = ITEM_ALLOWED[from].includes(to);
      it(`${from} -> ${to} is ${allowed ? 'allowed' : 'forbidden'}`, () => {
        expect(canItemTransition(from, to)).toBe(allowed);
        expect(itemTransitions(from).includes(to)).toBe(allowed);
      });
    }
  }

  it('returned and disposed are final; a returned item is never disposed', () => {
    expect(ITEM_STATUSES.filter((status) => itemTransitions(status).length === 0)).toEqual([
      'returned',
      'disposed',
    ]);
    expect(canItemTransition('returned', 'disposed')).toBe(false);
  });
});

describe('item request transitions (pending -> matched -> closed, or rejected)', () => {
  for (const from of REQUEST_STATUSES) {
    for (const to of REQUEST_STATUSES) {
      const allowed = REQUEST_ALLOWED[from].includes(to);
      it(`${from} -> ${to} is ${allowed ? 'allowed' : 'forbidden'}`, () => {
        expect(canRequestTransition(from, to)).toBe(allowed);
        expect(requestTransitions(from).includes(to)).toBe(allowed);
      });
    }
  }

  it('rejecting needs a reason; matching needs an item', () => {
    expect(REQUEST_STATUSES.filter(requestNeedsReason)).toEqual(['rejected']);
    expect(REQUEST_STATUSES.filter(requestNeedsItem)).toEqual(['matched']);
  });
});

describe('disposal proposal', () => {
  it('an unclaimed item found the delay or more ago is proposed; one found since is not', () => {
    expect(isProposedForDisposal({ status: 'found', foundOn: '2026-09-25' }, '2026-11-24', 60)).toBe(true);
    expect(isProposedForDisposal({ status: 'found', foundOn: '2026-09-26' }, '2026-11-24', 60)).toBe(false);
    expect(isProposedForDisposal({ status: 'found', foundOn: '2026-10-25' }, '2026-11-24', 30)).toBe(true);
  });

  it('a claimed, returned or disposed item is never proposed, however old', () => {
    for (const status of ['claimed', 'returned', 'disposed'] as const) {
      expect(isProposedForDisposal({ status, foundOn: '2020-01-01' }, '2026-11-24', 7)).toBe(false);
    }
  });

  it('the delay is a whole number of days from 7 to 365', () => {
    expect([7, 60, 365].every(isDisposalDelay)).toBe(true);
    expect([6, 366, 30.5, '60', null].some(isDisposalDelay)).toBe(false);
  });
});

describe('photo checked by content', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(photoTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
    expect(photoTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
    expect(photoTypeOf(webp)).toBe('image/webp');
  });

  it('refuses a text file, an SVG and a script, whatever their name says', () => {
    for (const text of ['hello', '<svg xmlns="http://www.w3.org/2000/svg"/>', '<script>alert(1)</script>']) {
      expect(photoTypeOf(new TextEncoder().encode(text))).toBeNull();
    }
    expect(photoTypeOf(new Uint8Array([]))).toBeNull();
  });
});
