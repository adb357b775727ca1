/**
 * Moving a branch to its next school year (docs/api.md "School settings", promotion): each child of a class goes to
 * the class's next class unless marked as repeating (the class of the same name next year) or leaving; a child of
 * the last level who is not repeating leaves the school (graduates). The plan is the same in the preview and when it
 * is applied, a class at a time; a child already enrolled next year is left as is, so applying twice changes nothing.
 */

export const DECISIONS = ['promote', 'repeat', 'leave'] as const;
export type Decision = (typeof DECISIONS)[number];

export interface PlanInput {
  /** The classes of the branch this year. */
  classes: ReadonlyArray<{ id: number; name: string; nextClassId: number | null }>;
  /** The children holding a seat this year, and their class. */
  students: ReadonlyArray<{ studentId: number; classId: number }>;
  /** Marks of repeating and leaving children; the others are promoted. */
  decisions: ReadonlyMap<number, Decision>;
  /** The branch's classes next year (targets, by name). */
  nextYearClasses: ReadonlyArray<{ id: number; name: string; capacity: number }>;
  /** Children already enrolled next year. */
  alreadyEnrolled: ReadonlySet<number>;
  /** Seats already taken next year, per class. */
  seatsTaken: ReadonlyMap<number, number>;
}

export interface Move {
  studentId: number;
  fromClassId: number;
  decision: Decision;
  /** The class next year; null when the child leaves (or graduates). */
  toClassId: number | null;
  /** Already enrolled next year: nothing to do. */
  done: boolean;
}

export interface ClassPlan {
  classId: number;
  promote: number;
  repeat: number;
  leave: number;
  /** Children of the last level promoted out of the school. */
  graduate: number;
  done: number;
  /** The next year's class the promoted children go to (null for the last level or when it does not exist yet). */
  targetId: number | null;
}

export interface TargetLoad {
  classId: number;
  name: string;
  capacity: number;
  /** Seats taken next year plus the children this plan still sends. */
  total: number;
  over: boolean;
}

export function promotionPlan(input: PlanInput): {
  moves: Move[];
  classes: ClassPlan[];
  targets: TargetLoad[];
} {
  const byId = new Map(input.classes.map((cls) => [cls.id, cls]));
  const nextByName = new Map(input.nextYearClasses.map((cls) => [cls.name.toLowerCase(), cls]));
  const moves: Move[] = input.students.map(({ studentId, classId }) => {
    const cls = byId.get(classId);
    const decision = input.decisions.get(studentId) ?? 'promote';
    const nextName = cls?.nextClassId ? byId.get(cls.nextClassId)?.name : undefined;
    const target =
      decision === 'leave'
        ? null
        : decision === 'repeat'
          ? (nextByName.get(cls?.name.toLowerCase() ?? '') ?? null)
          : nextName
            ? (nextByName.get(nextName.toLowerCase()) ?? null)
            : null;
    return {
      studentId,
      fromClassId: classId,
      decision,
      toClassId: target?.id ?? null,
      done: input.alreadyEnrolled.has(studentId),
    };
  });
  const classes: ClassPlan[] = input.classes.map((cls) => {
    const own = moves.filter((move) => move.fromClassId === cls.id);
    const nextName = cls.nextClassId ? byId.get(cls.nextClassId)?.name : undefined;
    const last = cls.nextClassId === null;
    return {
      classId: cls.id,
      promote: own.filter((move) => move.decision === 'promote' && !last).length,
      repeat: own.filter((move) => move.decision === 'repeat').length,
      leave: own.filter((move) => move.decision === 'leave').length,
      graduate: own.filter((move) => move.decision === 'promote' && last).length,
      done: own.filter((move) => move.done).length,
      targetId: nextName ? (nextByName.get(nextName.toLowerCase())?.id ?? null) : null,
    };
  });
  const incoming = new Map<number, number>();
  for (const move of moves) {
    if (move.done || move.toClassId === null) continue;
    incoming.set(move.toClassId, (incoming.get(move.toClassId) ?? 0) + 1);
  }
  const targets = input.nextYearClasses.map((cls) => {
    const total = (input.seatsTaken.get(cls.id) ?? 0) + (incoming.get(cls.id) ?? 0);
    return { classId: cls.id, name: cls.name, capacity: cls.capacity, total, over: total > cls.capacity };
  });
  return { moves, classes, targets };
}
