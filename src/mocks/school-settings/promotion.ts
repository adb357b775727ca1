import { http, HttpResponse } from 'msw';
import { seatsTaken } from '../../domain/capacity.ts';
import { DECISIONS, promotionPlan, type Decision } from '../../domain/promotion.ts';
import { db } from '../core/db.ts';
import type { DemoClass } from '../school/index.ts';
import type { DemoYear } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { copyYearRoles } from '../access/index.ts';
import { error, isDate, nextId, notFound, pathId, validationError } from '../core/listing.ts';
import { SETTINGS_PERMISSION } from './settings.ts';
import { jsonObject, staffCall, staffHolds } from '../core/staffScope.ts';

/**
 * docs/api.md "School settings", the next school year: create it for a branch (its classes, teaching assignments and
 * roles copied from this year), then promote the children class by class (the preview and the application share
 * `domain/promotion.ts`). The school settings' permission.
 */

/** The branch's next year after `year`: the first of its years starting later. */
function nextYearOf(branch: number, year: number): DemoYear | null {
  const branchYears = db.data.branches.find((item) => item.schoolbranchid === branch)?.yearIds ?? [];
  const current = db.data.years.find((item) => item.schoolyearid === year);
  if (!current) return null;
  return (
    db.data.years
      .filter((item) => branchYears.includes(item.schoolyearid) && item.startDate > current.startDate)
      .sort((a, b) => a.startDate.localeCompare(b.startDate))[0] ?? null
  );
}

const decisions = () => (db.data.education.decisions ??= []);

function planOf(branch: number, year: number, next: DemoYear) {
  const classes = db.data.classes.filter((cls) => cls.branchId === branch && cls.yearId === year);
  const nextYearClasses = db.data.classes.filter(
    (cls) => cls.branchId === branch && cls.yearId === next.schoolyearid,
  );
  const students = db.data.enrolments
    .filter((row) => row.branchId === branch && row.yearId === year && row.status !== 'left')
    .map((row) => ({ studentId: row.studentId, classId: row.classId }));
  const alreadyEnrolled = new Set(
    db.data.enrolments.filter((row) => row.yearId === next.schoolyearid).map((row) => row.studentId),
  );
  const marks = new Map<number, Decision>(
    decisions()
      .filter((row) => row.yearId === year)
      .map((row) => [row.studentId, row.decision]),
  );
  return {
    classes,
    nextYearClasses,
    plan: promotionPlan({
      classes: classes.map((cls) => ({ id: cls.id, name: cls.name, nextClassId: cls.nextClassId ?? null })),
      students,
      decisions: marks,
      nextYearClasses,
      alreadyEnrolled,
      seatsTaken: seatsTaken(db.data.enrolments, branch, next.schoolyearid),
    }),
  };
}

function yearView(year: DemoYear) {
  return {
    id: year.schoolyearid,
    description: year.description,
    startDate: year.startDate,
    endDate: year.endDate,
  };
}

function previewOf(branch: number, year: number) {
  const next = nextYearOf(branch, year);
  if (!next) return { nextYear: null, classes: [], targets: [] };
  const { plan } = planOf(branch, year, next);
  const byId = new Map(db.data.classes.map((cls) => [cls.id, cls]));
  const levelOrder = (cls: DemoClass) => db.data.levels.find((level) => level.id === cls.levelId)?.order ?? 0;
  return {
    nextYear: yearView(next),
    classes: plan.classes
      .map((row) => ({ ...row, cls: byId.get(row.classId)! }))
      .sort((a, b) => levelOrder(a.cls) - levelOrder(b.cls) || a.cls.name.localeCompare(b.cls.name, 'fr'))
      .map(({ cls, ...row }) => ({
        ...row,
        name: cls.name,
        target: row.targetId ? { id: row.targetId, name: byId.get(row.targetId)?.name ?? '' } : null,
        last: cls.nextClassId === null || cls.nextClassId === undefined,
      })),
    targets: plan.targets,
  };
}

export const promotionHandlers = [
  /** Creates the branch's next school year after `year`. */
  http.post('*/api/school/years', async ({ request }) => {
    const call = staffCall(request, SETTINGS_PERMISSION);
    if (call instanceof Response) return call;
    const { branch, year } = call.scope;
    const body = await jsonObject(request);
    const current = db.data.years.find((item) => item.schoolyearid === year)!;
    const startDate = body?.startDate;
    const endDate = body?.endDate;
    const errors: Record<string, string> = {};
    if (!isDate(startDate)) errors.startDate = 'INVALID_DATE';
    else if (startDate <= current.endDate) errors.startDate = 'NEXT_YEAR_DATES';
    if (!isDate(endDate)) errors.endDate = 'INVALID_DATE';
    else if (isDate(startDate) && endDate <= startDate) errors.endDate = 'DATES_ORDER';
    if (Object.keys(errors).length) return validationError(errors);
    if (nextYearOf(branch, year)) return error(409, 'The next year exists', 'NEXT_YEAR_EXISTS');
    const description = `${(startDate as string).slice(0, 4)}-${(endDate as string).slice(0, 4)}`;
    let next = db.data.years.find((item) => item.description === description);
    if (!next) {
      next = {
        schoolyearid: nextId(db.data.years.map((item) => ({ id: item.schoolyearid }))),
        description,
        startDate: startDate as string,
        endDate: endDate as string,
      };
      db.data.years.push(next);
    }
    const branchRecord = db.data.branches.find((item) => item.schoolbranchid === branch)!;
    // The current year stays first (where users land, the selection's rule); the new one comes right after it.
    const others = branchRecord.yearIds.filter((id) => id !== next!.schoolyearid);
    branchRecord.yearIds = [...others.slice(0, 1), next.schoolyearid, ...others.slice(1)];
    // The classes and who teaches what are carried over; the next class points at the copy.
    const copies = new Map<number, DemoClass>();
    for (const cls of db.data.classes.filter((item) => item.branchId === branch && item.yearId === year)) {
      const copy: DemoClass = { ...cls, id: nextId(db.data.classes), yearId: next.schoolyearid };
      db.data.classes.push(copy);
      copies.set(cls.id, copy);
    }
    for (const copy of copies.values())
      copy.nextClassId = copy.nextClassId ? (copies.get(copy.nextClassId)?.id ?? null) : null;
    const tables = db.data.education;
    for (const row of tables.assignments.filter((item) => item.branchId === branch && item.yearId === year)) {
      const cls = copies.get(row.classId);
      if (cls)
        tables.assignments.push({
          ...row,
          id: nextId(tables.assignments),
          yearId: next.schoolyearid,
          classId: cls.id,
        });
    }
    // Everyone working there this year keeps their role; the families keep theirs.
    copyYearRoles(branch, year, next.schoolyearid);
    for (const user of db.data.users.filter((item) => item.isParent)) {
      for (const role of user.roles.filter(
        (item) => item.schoolbranchid === branch && item.schoolyearid === year,
      )) {
        if (
          !user.roles.some(
            (item) => item.schoolbranchid === branch && item.schoolyearid === next!.schoolyearid,
          )
        )
          user.roles.push({ ...role, schoolyearid: next.schoolyearid, permissions: [...role.permissions] });
      }
    }
    db.changed();
    return HttpResponse.json({ year: yearView(next), classes: copies.size }, { status: 201 });
  }),

  /** The promotion's preview: per class, how many children are promoted, repeat, leave; the next year's seats. */
  http.get('*/api/school/promotion', ({ request }) => {
    const call = staffCall(request, SETTINGS_PERMISSION);
    if (call instanceof Response) return call;
    return HttpResponse.json(previewOf(call.scope.branch, call.scope.year));
  }),

  /** A class's children and what happens to each. */
  http.get('*/api/school/promotion/classes/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const cls = db.data.classes.find((item) => item.id === pathId(params.id));
    if (!cls) return notFound();
    if (!staffHolds(user, SETTINGS_PERMISSION, cls.branchId, cls.yearId)) return permissionError();
    const next = nextYearOf(cls.branchId, cls.yearId);
    if (!next) return error(409, 'No next year', 'NO_NEXT_YEAR');
    const { plan } = planOf(cls.branchId, cls.yearId, next);
    const byId = new Map(db.data.students.map((student) => [student.studentid, student]));
    const names = new Map(db.data.classes.map((item) => [item.id, item.name]));
    return HttpResponse.json({
      students: plan.moves
        .filter((move) => move.fromClassId === cls.id)
        .map((move) => ({ move, student: byId.get(move.studentId)! }))
        .sort((a, b) => a.student.lastname_fr.localeCompare(b.student.lastname_fr, 'fr'))
        .map(({ move, student }) => ({
          studentid: student.studentid,
          firstname_fr: student.firstname_fr,
          lastname_fr: student.lastname_fr,
          firstname_ar: student.firstname_ar,
          lastname_ar: student.lastname_ar,
          decision: move.decision,
          to: move.toClassId ? { id: move.toClassId, name: names.get(move.toClassId) ?? '' } : null,
          done: move.done,
        })),
    });
  }),

  /** Marks a child as repeating, leaving, or (back to) promoted. */
  http.put('*/api/school/promotion/students/:id', async ({ request, params }) => {
    const call = staffCall(request, SETTINGS_PERMISSION);
    if (call instanceof Response) return call;
    const { branch, year } = call.scope;
    const studentId = pathId(params.id);
    const enrolment = db.data.enrolments.find(
      (row) =>
        row.studentId === studentId &&
        row.branchId === branch &&
        row.yearId === year &&
        row.status !== 'left',
    );
    if (!enrolment) return notFound();
    const decision = (await jsonObject(request))?.decision;
    if (!DECISIONS.includes(decision as Decision)) return validationError({ decision: 'INVALID_CHOICE' });
    const rest = decisions().filter((row) => row.studentId !== studentId || row.yearId !== year);
    if (decision !== 'promote')
      rest.push({ studentId: studentId!, yearId: year, decision: decision as 'repeat' | 'leave' });
    db.data.education.decisions = rest;
    db.changed();
    return HttpResponse.json(previewOf(branch, year));
  }),

  /**
   * Applies the plan to the classes given (every class of the year without `classIds`): each child not yet enrolled
   * next year gets an enrolment there, `expected` from the first day. Refused as a whole when a class of next year would
   * go over its capacity. Applying again changes nothing.
   */
  http.post('*/api/school/promotion/apply', async ({ request }) => {
    const call = staffCall(request, SETTINGS_PERMISSION);
    if (call instanceof Response) return call;
    const { branch, year } = call.scope;
    const next = nextYearOf(branch, year);
    if (!next) return error(409, 'No next year', 'NO_NEXT_YEAR');
    const body = await jsonObject(request);
    const { classes, nextYearClasses, plan } = planOf(branch, year, next);
    const wanted = Array.isArray(body?.classIds) ? new Set(body.classIds as unknown[]) : null;
    if (wanted && ![...wanted].every((id) => classes.some((cls) => cls.id === id)))
      return validationError({ classIds: 'INVALID_CLASS' });
    const moves = plan.moves.filter((move) => !move.done && (!wanted || wanted.has(move.fromClassId)));
    const missing = moves.filter(
      (move) =>
        move.toClassId === null &&
        (move.decision === 'repeat' ||
          (move.decision === 'promote' &&
            classes.find((cls) => cls.id === move.fromClassId)?.nextClassId !== null &&
            classes.find((cls) => cls.id === move.fromClassId)?.nextClassId !== undefined)),
    );
    if (missing.length) return error(409, 'A class of next year is missing', 'NO_TARGET_CLASS');
    const taken = seatsTaken(db.data.enrolments, branch, next.schoolyearid);
    const incoming = new Map<number, number>();
    for (const move of moves)
      if (move.toClassId !== null) incoming.set(move.toClassId, (incoming.get(move.toClassId) ?? 0) + 1);
    const full = nextYearClasses.filter(
      (cls) => (taken.get(cls.id) ?? 0) + (incoming.get(cls.id) ?? 0) > cls.capacity,
    );
    if (full.length)
      return error(409, 'A class would be over its capacity', 'CLASS_FULL', {
        classes: full.map((cls) => cls.name),
      });
    let created = 0;
    for (const move of moves) {
      if (move.toClassId === null) continue;
      const target = nextYearClasses.find((cls) => cls.id === move.toClassId)!;
      db.data.enrolments.push({
        id: nextId(db.data.enrolments),
        studentId: move.studentId,
        yearId: next.schoolyearid,
        branchId: branch,
        levelId: target.levelId,
        classId: target.id,
        status: 'expected',
        startDate: next.startDate,
        endDate: null,
      });
      created += 1;
    }
    db.changed();
    return HttpResponse.json({ created, ...previewOf(branch, year) });
  }),
];
