import { describe, expect, it } from 'vitest';
import { imageTypeOfBytes } from './attachments';
import {
  ackCounts,
  allowedNewsTransitions,
  canTransitionNews,
  compareFeed,
  newsPhase,
  targetsStudent,
} from './news';

describe('News transitions: draft -> published -> archived', () => {
  it('a draft is published or archived; a published piece is archived; archived is final', () => {
    expect(allowedNewsTransitions('draft')).toEqual(['published', 'archived']);
    expect(canTransitionNews('published', 'archived')).toBe(true);
    expect(canTransitionNews('published', 'draft')).toBe(false);
    expect(canTransitionNews('archived', 'published')).toBe(false);
    expect(allowedNewsTransitions('archived')).toEqual([]);
  });
});

describe('Scheduled publication', () => {
  const published = { status: 'published' as const, publishAt: '2026-12-01', expiresAt: '2026-12-10' };
  it('is scheduled before its publish date, live until its expiry day included, expired after', () => {
    expect(newsPhase(published, '2026-11-30')).toBe('scheduled');
    expect(newsPhase(published, '2026-12-01')).toBe('live');
    expect(newsPhase(published, '2026-12-10')).toBe('live');
    expect(newsPhase(published, '2026-12-11')).toBe('expired');
    expect(newsPhase({ ...published, expiresAt: null }, '2030-01-01')).toBe('live');
    expect(newsPhase({ ...published, status: 'draft' }, '2026-12-05')).toBe('draft');
    expect(newsPhase({ ...published, status: 'archived' }, '2026-12-05')).toBe('archived');
  });
});

describe('Audience targeting', () => {
  const cm1a = { levelId: 9, classId: 40 };
  it('everyone and parents reach every family; staff reach none', () => {
    expect(targetsStudent({ audience: 'everyone', levelIds: [], classIds: [] }, cm1a)).toBe(true);
    expect(targetsStudent({ audience: 'parents', levelIds: [], classIds: [] }, cm1a)).toBe(true);
    expect(targetsStudent({ audience: 'staff', levelIds: [], classIds: [] }, cm1a)).toBe(false);
  });
  it('levels and classes narrow it: a child in one of the levels or one of the classes', () => {
    expect(targetsStudent({ audience: 'parents', levelIds: [9], classIds: [] }, cm1a)).toBe(true);
    expect(targetsStudent({ audience: 'parents', levelIds: [8], classIds: [] }, cm1a)).toBe(false);
    expect(targetsStudent({ audience: 'parents', levelIds: [8], classIds: [40] }, cm1a)).toBe(true);
    expect(targetsStudent({ audience: 'parents', levelIds: [], classIds: [41] }, cm1a)).toBe(false);
  });
});

describe('Acknowledgement counts', () => {
  it('counts targeted families only; an acknowledgement is a read; pending lists who has not acknowledged', () => {
    const counts = ackCounts(
      [1, 2, 3, 4],
      [{ familyId: 2 }, { familyId: 9 }],
      [{ familyId: 3 }, { familyId: 8 }],
      true,
    );
    expect(counts).toEqual({ targeted: 4, read: 2, acknowledged: 1, pending: [1, 2, 4] });
  });
  it('without acknowledgement, pending lists who has not read', () => {
    expect(ackCounts([1, 2], [{ familyId: 2 }], [], false).pending).toEqual([1]);
  });
});

describe('Parent feed order', () => {
  it('pinned first, then the newest', () => {
    const items = [
      { id: 1, pinned: false, publishAt: '2026-11-20' },
      { id: 2, pinned: true, publishAt: '2026-09-07' },
      { id: 3, pinned: false, publishAt: '2026-11-22' },
    ];
    expect([...items].sort(compareFeed).map((item) => item.id)).toEqual([2, 3, 1]);
  });
});

describe('Image type by content', () => {
  it('reads the first bytes, never the name or the declared type', () => {
    expect(imageTypeOfBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOfBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    const webp = new TextEncoder().encode('RIFF0000WEBPVP8 ');
    expect(imageTypeOfBytes(webp)).toBe('image/webp');
    expect(imageTypeOfBytes(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(imageTypeOfBytes(new Uint8Array([]))).toBeNull();
  });
});
