import type { Branch, Role, Student, User, Year } from '../api/schemas';

/** Stored selection ids read from localStorage (SELECTED_BRANCH, SELECTED_YEAR, SELECTED_STUDENT). */
export interface StoredSelection {
  branchId: number | null;
  yearId: number | null;
  studentId: number | null;
}

export interface Selection {
  student: Student | null;
  branch: Branch | null;
  year: Year | null;
  roles: Role[];
}

export interface SchoolGroup {
  schoolname: string;
  branches: Branch[];
}

/** Groups branches by school name, schools in order of first appearance, branches in their given order. */
export function groupBranchesBySchool(branches: readonly Branch[]): SchoolGroup[] {
  const groups = new Map<string, Branch[]>();
  for (const branch of branches) {
    const list = groups.get(branch.school.schoolname) ?? [];
    list.push(branch);
    groups.set(branch.school.schoolname, list);
  }
  return [...groups].map(([schoolname, list]) => ({ schoolname, branches: list }));
}

/** The first branch once branches are grouped by school name (Loading). */
export function firstGroupedBranch(branches: readonly Branch[]): Branch | null {
  return groupBranchesBySchool(branches)[0]?.branches[0] ?? null;
}

export function firstYear(branch: Branch | null): Year | null {
  return branch?.years[0] ?? null;
}

/** Roles of the current branch and year: the only ones the guard and the menu look at. */
export function narrowRoles(roles: readonly Role[], branch: Branch | null, year: Year | null): Role[] {
  if (!branch || !year) return [];
  return roles.filter(
    (role) => role.schoolbranchid === branch.schoolbranchid && role.schoolyearid === year.schoolyearid,
  );
}

function selectionFor(
  user: User,
  student: Student | null,
  branch: Branch | null,
  year: Year | null,
): Selection {
  return { student, branch, year, roles: narrowRoles(user.roles, branch, year) };
}

/**
 * A parent's branch and year among the child's branches: the stored branch when the child has it, else the first
 * grouped one; the stored year when that branch has it, else its first year.
 */
function childBranchAndYear(
  branches: readonly Branch[],
  stored: StoredSelection,
): { branch: Branch | null; year: Year | null } {
  const branch = branches.find((b) => b.schoolbranchid === stored.branchId) ?? firstGroupedBranch(branches);
  const year = branch?.years.find((y) => y.schoolyearid === stored.yearId) ?? firstYear(branch);
  return { branch, year };
}

/**
 * Start-up choice of student, branch and year (States and transitions "Loading and first load").
 * - parent: the stored student when it is one of theirs, else the first; among that child's branches, the stored
 *   branch when the child has it, else the first grouped one; the stored year when that branch has it, else its
 *   first year (a reload keeps the year the parent chose: docs/spec-departures.md);
 * - others: the stored branch when the user has it (with the stored year when that branch has it, else its first
 *   year), else the first grouped branch and its first year.
 */
export function initialSelection(user: User, stored: StoredSelection): Selection {
  if (user.isParent) {
    const students = user.students ?? [];
    const student = students.find((s) => s.studentid === stored.studentId) ?? students[0] ?? null;
    const { branch, year } = childBranchAndYear(student?.branchs ?? [], stored);
    return selectionFor(user, student, branch, year);
  }
  const storedBranch = user.branchs.find((b) => b.schoolbranchid === stored.branchId) ?? null;
  if (storedBranch) {
    const storedYear = storedBranch.years.find((y) => y.schoolyearid === stored.yearId) ?? null;
    return selectionFor(user, null, storedBranch, storedYear ?? firstYear(storedBranch));
  }
  const branch = firstGroupedBranch(user.branchs);
  return selectionFor(user, null, branch, firstYear(branch));
}

/** Branches the current user can pick: a parent's come from the selected student. */
export function availableBranches(user: User, student: Student | null): Branch[] {
  return user.isParent ? (student?.branchs ?? []) : user.branchs;
}

/** Year change (Selectors): sets the year, roles narrowed to the current branch and the new year. */
export function changeYear(user: User, current: Selection, yearId: number): Selection {
  const year = current.branch?.years.find((y) => y.schoolyearid === yearId) ?? current.year;
  return selectionFor(user, current.student, current.branch, year);
}

/** Branch change: sets the branch, takes its first year, narrows roles. */
export function changeBranch(user: User, current: Selection, branchId: number): Selection {
  const branch =
    availableBranches(user, current.student).find((b) => b.schoolbranchid === branchId) ?? current.branch;
  if (branch === current.branch) return current;
  return selectionFor(user, current.student, branch, firstYear(branch));
}

/** Student change (parents): sets the student, groups its branches by school, first branch and first year. */
export function changeStudent(user: User, current: Selection, studentId: number): Selection {
  const student = (user.students ?? []).find((s) => s.studentid === studentId);
  if (!student) return current;
  const branch = firstGroupedBranch(student.branchs);
  return selectionFor(user, student, branch, firstYear(branch));
}
