/**
 * News (../shared/DOMAIN.md "News"), shared by the screens and the demo API (which imports this file with its `.ts`
 * extension), so both apply one rule:
 *
 *   draft -> published -> archived;  a draft may also be archived without being published. archived is final.
 *
 * A published piece is live from its publish date (scheduled before it) to its expiry date included (expired
 * after). Its audience is everyone, the parents or the staff; the levels and classes narrow the families reached
 * (a student in one of the levels OR one of the classes; neither: every family). This file has no imports.
 */

export const NEWS_STATUSES = ['draft', 'published', 'archived'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const NEWS_AUDIENCES = ['everyone', 'parents', 'staff'] as const;
export type NewsAudience = (typeof NEWS_AUDIENCES)[number];

/** What a list shows: the status, with a published piece's place in time. */
export const NEWS_PHASES = ['draft', 'scheduled', 'live', 'expired', 'archived'] as const;
export type NewsPhase = (typeof NEWS_PHASES)[number];

const NEXT: Readonly<Record<NewsStatus, readonly NewsStatus[]>> = {
  draft: ['published', 'archived'],
  published: ['archived'],
  archived: [],
};

export function isNewsStatus(value: unknown): value is NewsStatus {
  return typeof value === 'string' && (NEWS_STATUSES as readonly string[]).includes(value);
}

export function isNewsAudience(value: unknown): value is NewsAudience {
  return typeof value === 'string' && (NEWS_AUDIENCES as readonly string[]).includes(value);
}

/** @example allowedNewsTransitions('draft') // ['published', 'archived'] */
export function allowedNewsTransitions(status: NewsStatus): readonly NewsStatus[] {
  return NEXT[status];
}

export function canTransitionNews(from: NewsStatus, to: NewsStatus): boolean {
  return NEXT[from].includes(to);
}

export interface NewsTiming {
  status: NewsStatus;
  /** `YYYY-MM-DD`. */
  publishAt: string;
  /** `YYYY-MM-DD`, the last day shown; null: never expires. */
  expiresAt: string | null;
}

/** @example newsPhase({ status: 'published', publishAt: '2026-12-01', expiresAt: null }, '2026-11-24') // 'scheduled' */
export function newsPhase(news: NewsTiming, today: string): NewsPhase {
  if (news.status !== 'published') return news.status;
  if (news.publishAt > today) return 'scheduled';
  if (news.expiresAt !== null && news.expiresAt < today) return 'expired';
  return 'live';
}

export interface NewsTarget {
  audience: NewsAudience;
  levelIds: readonly number[];
  classIds: readonly number[];
}

/** The piece is meant for families at all (everyone or parents). */
export function reachesFamilies(target: NewsTarget): boolean {
  return target.audience !== 'staff';
}

/** The piece is meant for the family of a student of this level and class. */
export function targetsStudent(target: NewsTarget, place: { levelId: number; classId: number }): boolean {
  if (!reachesFamilies(target)) return false;
  if (target.levelIds.length === 0 && target.classIds.length === 0) return true;
  return target.levelIds.includes(place.levelId) || target.classIds.includes(place.classId);
}

export interface AckCounts {
  /** Families the piece is meant for. */
  targeted: number;
  /** Of them, families that opened it (an acknowledgement counts as read). */
  read: number;
  acknowledged: number;
  /** Targeted families that have not acknowledged it (have not read it, when no acknowledgement is asked). */
  pending: number[];
}

/**
 * How many of the targeted families have read and acknowledged a piece, and which have not: a read or an
 * acknowledgement of a family that is no longer targeted is not counted.
 */
export function ackCounts(
  targetedFamilyIds: Iterable<number>,
  reads: ReadonlyArray<{ familyId: number }>,
  acks: ReadonlyArray<{ familyId: number }>,
  requiresAck: boolean,
): AckCounts {
  const targeted = new Set(targetedFamilyIds);
  const acked = new Set(acks.map((ack) => ack.familyId).filter((id) => targeted.has(id)));
  const read = new Set([...reads.map((entry) => entry.familyId).filter((id) => targeted.has(id)), ...acked]);
  const done = requiresAck ? acked : read;
  return {
    targeted: targeted.size,
    read: read.size,
    acknowledged: acked.size,
    pending: [...targeted].filter((id) => !done.has(id)).sort((a, b) => a - b),
  };
}

/** A parent's feed order: pinned first, then the newest publication, then the latest created. */
export function compareFeed(
  a: { pinned: boolean; publishAt: string; id: number },
  b: { pinned: boolean; publishAt: string; id: number },
): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  return b.publishAt.localeCompare(a.publishAt) || b.id - a.id;
}
