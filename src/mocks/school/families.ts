/** Rules on a family that the handlers read: its guardians in the order to call them, whether it belongs to a branch and year. */
import type { DemoFamily, DemoGuardian, SchoolData } from './types.ts';

/** A family's guardians in call order (priority 1 first), as every answer lists them. */
export function guardiansByPriority(family: Pick<DemoFamily, 'guardians'>): DemoGuardian[] {
  return [...family.guardians].sort((a, b) => a.priority - b.priority);
}

/**
 * Branch scope (docs/api.md "Scope"): a family belongs to a branch and year when one of its children is in that
 * branch, or was enrolled there that year. A family outside the branch asked is answered as an unknown one.
 */
export function familyInScope(
  data: Pick<SchoolData, 'students' | 'enrolments'>,
  familyId: number,
  branch: number,
  year: number,
): boolean {
  return data.students.some(
    (student) =>
      student.familyId === familyId &&
      (student.branchId === branch ||
        data.enrolments.some(
          (enrolment) =>
            enrolment.studentId === student.studentid &&
            enrolment.branchId === branch &&
            enrolment.yearId === year,
        )),
  );
}
