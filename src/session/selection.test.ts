import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Branch, Role, Student, User, Year } from '../api/schemas';
import {
  availableBranches,
  changeBranch,
  changeStudent,
  changeYear,
  firstGroupedBranch,
  groupBranchesBySchool,
  initialSelection,
  narrowRoles,
  type Selection,
  type StoredSelection,
} from './selection';

// ---------- example data ----------

const y2026: Year = { schoolyearid: 2, description: '2026-2027' };
const y2025: Year = { schoolyearid: 1, description: '2025-2026' };
const y2024: Year = { schoolyearid: 3, description: '2024-2025' };

function branch(id: number, schoolname: string, years: Year[]): Branch {
  return { schoolbranchid: id, branchname: `Branch ${id}`, school: { schoolname }, years };
}
function role(name: string, schoolbranchid: number, schoolyearid: number, permissions: string[] = []): Role {
  return { name, schoolbranchid, schoolyearid, permissions: permissions.map((p) => ({ name: p })) };
}

const casa = branch(1, 'Groupe Al Amal', [y2026, y2025]);
const marrakech = branch(3, 'Les Orangers', [y2025]);
const rabat = branch(2, 'Groupe Al Amal', [y2024, y2026]);

const roles: Role[] = [
  role('admin', 1, 2, ['view-news-page']),
  role('admin', 1, 1),
  role('teacher', 2, 2),
  role('admin', 2, 3),
  role('parent', 3, 1),
  role('secretariat', 1, 2, ['view-cars-page']),
];

const staff: User = {
  id: 1,
  email: 'admin@demo.test',
  displayname: 'Admin',
  isParent: false,
  roles,
  // Marrakech (another school) sits between the two Al Amal branches.
  branchs: [casa, marrakech, rabat],
};

const yasmine: Student = { studentid: 101, firstname_fr: 'Yasmine', branchs: [casa] };
const adam: Student = { studentid: 102, firstname_fr: 'Adam', branchs: [marrakech, rabat] };
const parent: User = {
  id: 3,
  email: 'parent@demo.test',
  displayname: 'Parent',
  isParent: true,
  roles,
  branchs: [casa, marrakech],
  students: [yasmine, adam],
};

const none: StoredSelection = { branchId: null, yearId: null, studentId: null };

// ---------- arbitraries ----------

const SCHOOLS = ['Groupe Al Amal', 'Les Orangers', 'Lycée Ibn Sina'];
const yearArb: fc.Arbitrary<Year> = fc.record({
  schoolyearid: fc.integer({ min: 1, max: 5 }),
  description: fc.string({ maxLength: 9 }),
});
const branchArb: fc.Arbitrary<Branch> = fc.record({
  schoolbranchid: fc.integer({ min: 1, max: 6 }),
  branchname: fc.string({ maxLength: 8 }),
  school: fc.record({ schoolname: fc.constantFrom(...SCHOOLS) }),
  years: fc.uniqueArray(yearArb, { selector: (y) => y.schoolyearid, maxLength: 3 }),
});
const branchesArb = fc.uniqueArray(branchArb, { selector: (b) => b.schoolbranchid, maxLength: 4 });
const roleArb: fc.Arbitrary<Role> = fc.record({
  name: fc.constantFrom('admin', 'parent', 'secretariat'),
  schoolbranchid: fc.integer({ min: 1, max: 6 }),
  schoolyearid: fc.integer({ min: 1, max: 5 }),
  permissions: fc.array(fc.record({ name: fc.constantFrom('view-news-page', 'view-cars-page') }), {
    maxLength: 2,
  }),
});
const rolesArb = fc.array(roleArb, { maxLength: 10 });
const studentArb: fc.Arbitrary<Student> = fc.record({
  studentid: fc.integer({ min: 100, max: 104 }),
  firstname_fr: fc.string({ maxLength: 6 }),
  branchs: branchesArb,
});
const staffArb: fc.Arbitrary<User> = fc.record({
  id: fc.nat(),
  email: fc.constant('someone@demo.test'),
  displayname: fc.string({ maxLength: 6 }),
  isParent: fc.constant(false),
  roles: rolesArb,
  branchs: branchesArb,
});
const parentArb: fc.Arbitrary<User> = fc.record({
  id: fc.nat(),
  email: fc.constant('parent@demo.test'),
  displayname: fc.string({ maxLength: 6 }),
  isParent: fc.constant(true),
  roles: rolesArb,
  branchs: branchesArb,
  students: fc.uniqueArray(studentArb, { selector: (s) => s.studentid, maxLength: 3 }),
});
const idOrNull = (min: number, max: number) => fc.option(fc.integer({ min, max }), { nil: null });
const storedArb: fc.Arbitrary<StoredSelection> = fc.record({
  branchId: idOrNull(0, 7),
  yearId: idOrNull(0, 6),
  studentId: idOrNull(99, 105),
});

/** Oracle for the spec (States and transitions) "roles narrowed to that branch and year". */
function rolesOf(all: readonly Role[], b: Branch | null, y: Year | null): Role[] {
  if (!b || !y) return [];
  return all.filter((r) => r.schoolbranchid === b.schoolbranchid && r.schoolyearid === y.schoolyearid);
}

/** Oracle for "the first branch grouped by school name": the first branch of the first school met. */
function firstOfFirstSchool(branches: readonly Branch[]): Branch | null {
  const first = branches[0];
  if (!first) return null;
  return branches.find((b) => b.school.schoolname === first.school.schoolname) ?? null;
}

// ---------- tests ----------

describe('groupBranchesBySchool / firstGroupedBranch (States and transitions: branches grouped by school name)', () => {
  it('Loading: groups branches by school name, schools in order of first appearance', () => {
    expect(groupBranchesBySchool([casa, marrakech, rabat])).toEqual([
      { schoolname: 'Groupe Al Amal', branches: [casa, rabat] },
      { schoolname: 'Les Orangers', branches: [marrakech] },
    ]);
    expect(firstGroupedBranch([marrakech, casa, rabat])).toBe(marrakech);
    expect(firstGroupedBranch([])).toBeNull();
  });

  it('Loading (property): every branch lands in exactly one group, the group of its school', () => {
    fc.assert(
      fc.property(branchesArb, (branches) => {
        const groups = groupBranchesBySchool(branches);
        expect(new Set(groups.map((g) => g.schoolname)).size).toBe(groups.length);
        expect(groups.flatMap((g) => g.branches)).toHaveLength(branches.length);
        for (const g of groups) {
          for (const b of g.branches) expect(b.school.schoolname).toBe(g.schoolname);
          // Branches keep their given order inside a group.
          expect(g.branches).toEqual(branches.filter((b) => b.school.schoolname === g.schoolname));
        }
        expect(firstGroupedBranch(branches)).toBe(firstOfFirstSchool(branches));
      }),
    );
  });
});

describe('narrowRoles (States and transitions: roles narrowed to the current branch and year)', () => {
  it('States and transitions: keeps exactly the roles of that branch and that year', () => {
    expect(narrowRoles(roles, casa, y2026)).toEqual([roles[0], roles[5]]);
    expect(narrowRoles(roles, rabat, y2024)).toEqual([roles[3]]);
    expect(narrowRoles(roles, marrakech, y2026)).toEqual([]);
  });

  it('States and transitions: no branch or no year means no roles', () => {
    expect(narrowRoles(roles, null, y2026)).toEqual([]);
    expect(narrowRoles(roles, casa, null)).toEqual([]);
  });

  it('States and transitions (property): keeps exactly the roles of that branch and year, in order', () => {
    fc.assert(
      fc.property(rolesArb, branchArb, yearArb, (all, b, y) => {
        const narrowed = narrowRoles(all, b, y);
        expect(narrowed).toEqual(rolesOf(all, b, y));
        for (const r of narrowed) {
          expect(r.schoolbranchid).toBe(b.schoolbranchid);
          expect(r.schoolyearid).toBe(y.schoolyearid);
        }
        const matching = all.filter(
          (r) => r.schoolbranchid === b.schoolbranchid && r.schoolyearid === y.schoolyearid,
        );
        expect(narrowed).toHaveLength(matching.length);
      }),
    );
  });
});

describe('initialSelection, non-parent (Loading and first load)', () => {
  it('Loading: no stored branch -> the first branch grouped by school name, then its first year', () => {
    const selection = initialSelection(staff, none);
    expect(selection.branch).toBe(casa);
    expect(selection.year).toBe(y2026);
    expect(selection.student).toBeNull();
    expect(selection.roles).toEqual([roles[0], roles[5]]);
  });

  it('Loading: first branch grouped by school name, even when another school is listed between', () => {
    const user: User = { ...staff, branchs: [marrakech, casa, rabat] };
    expect(initialSelection(user, none).branch).toBe(marrakech);
    expect(initialSelection(user, none).year).toBe(y2025);
  });

  it('Loading: the stored branch is kept, with the stored year when that branch has it', () => {
    const selection = initialSelection(staff, { branchId: 2, yearId: 2, studentId: null });
    expect(selection.branch).toBe(rabat);
    expect(selection.year).toBe(y2026);
    expect(selection.roles).toEqual([roles[2]]);
  });

  it('Loading: stored branch but no stored year -> that branch`s first year', () => {
    const selection = initialSelection(staff, { branchId: 2, yearId: null, studentId: null });
    expect(selection.branch).toBe(rabat);
    expect(selection.year).toBe(y2024);
    expect(selection.roles).toEqual([roles[3]]);
  });

  it('Loading: a stored year the stored branch does not have -> that branch`s first year', () => {
    const selection = initialSelection(staff, { branchId: 3, yearId: 2, studentId: null });
    expect(selection.branch).toBe(marrakech);
    expect(selection.year).toBe(y2025);
  });

  it('Loading: a stored branch the user does not have is ignored', () => {
    const selection = initialSelection(staff, { branchId: 99, yearId: 1, studentId: null });
    expect(selection.branch).toBe(casa);
    expect(selection.year).toBe(y2026);
  });

  it('Loading: a user without branches gets no branch, no year and no roles', () => {
    expect(initialSelection({ ...staff, branchs: [] }, none)).toEqual({
      student: null,
      branch: null,
      year: null,
      roles: [],
    });
  });

  it('Loading (property): non-parent selection follows the stored-branch, stored-year and first-choice rules', () => {
    fc.assert(
      fc.property(staffArb, storedArb, (user, stored) => {
        const selection = initialSelection(user, stored);
        const storedBranch = user.branchs.find((b) => b.schoolbranchid === stored.branchId);
        const expectedBranch = storedBranch ?? firstOfFirstSchool(user.branchs);
        expect(selection.branch).toBe(expectedBranch);
        const storedYear = storedBranch?.years.find((y) => y.schoolyearid === stored.yearId);
        expect(selection.year).toBe(storedYear ?? expectedBranch?.years[0] ?? null);
        expect(selection.student).toBeNull();
        expect(selection.roles).toEqual(rolesOf(user.roles, selection.branch, selection.year));
        // The year always belongs to the chosen branch.
        if (selection.year) expect(selection.branch?.years).toContain(selection.year);
      }),
    );
  });
});

describe('initialSelection, parent (Loading and first load)', () => {
  it('Parent: first student, its first grouped branch and first year', () => {
    const selection = initialSelection(parent, none);
    expect(selection.student).toBe(yasmine);
    expect(selection.branch).toBe(casa);
    expect(selection.year).toBe(y2026);
    expect(selection.roles).toEqual([roles[0], roles[5]]);
  });

  it('Parent: the stored student is used when it is one of theirs', () => {
    const selection = initialSelection(parent, { branchId: 1, yearId: 1, studentId: 102 });
    expect(selection.student).toBe(adam);
    expect(selection.branch).toBe(marrakech);
    expect(selection.year).toBe(y2025);
    expect(selection.roles).toEqual([roles[4]]);
  });

  it('Parent: a stored student that is not theirs falls back to the first student', () => {
    expect(initialSelection(parent, { ...none, studentId: 555 }).student).toBe(yasmine);
  });

  it('Parent: a parent without students gets nothing selected', () => {
    expect(initialSelection({ ...parent, students: [] }, none)).toEqual({
      student: null,
      branch: null,
      year: null,
      roles: [],
    });
  });

  it('Parent year kept on reload: the stored year is used when it is still one of the child`s years', () => {
    // Yasmine is at Casablanca (2026-2027 first, then 2025-2026): the parent had chosen 2025-2026.
    const selection = initialSelection(parent, { branchId: 1, yearId: 1, studentId: 101 });
    expect(selection.student).toBe(yasmine);
    expect(selection.branch).toBe(casa);
    expect(selection.year).toBe(y2025);
    expect(selection.roles).toEqual([roles[1]]);
  });

  it('Parent year kept on reload: the stored branch of the child is kept too; a year it does not have gives its first', () => {
    // Adam: Marrakech (first grouped) and Rabat. The parent had chosen Rabat, 2024-2025.
    const kept = initialSelection(parent, { branchId: 2, yearId: 3, studentId: 102 });
    expect(kept.branch).toBe(rabat);
    expect(kept.year).toBe(y2024);
    const other = initialSelection(parent, { branchId: 2, yearId: 5, studentId: 102 });
    expect(other.branch).toBe(rabat);
    expect(other.year).toBe(y2024);
    // Casablanca is not one of Adam's branches: his first grouped branch.
    expect(initialSelection(parent, { branchId: 1, yearId: 2, studentId: 102 }).branch).toBe(marrakech);
  });

  it('States and transitions parent (property): stored student if theirs else first; its stored branch and year when it has them, else its first grouped branch and first year', () => {
    fc.assert(
      fc.property(parentArb, storedArb, (user, stored) => {
        const students = user.students ?? [];
        const selection = initialSelection(user, stored);
        const expectedStudent = students.find((s) => s.studentid === stored.studentId) ?? students[0] ?? null;
        expect(selection.student).toBe(expectedStudent);
        const branches = expectedStudent?.branchs ?? [];
        const expectedBranch =
          branches.find((b) => b.schoolbranchid === stored.branchId) ?? firstOfFirstSchool(branches);
        expect(selection.branch).toBe(expectedBranch);
        expect(selection.year).toBe(
          expectedBranch?.years.find((y) => y.schoolyearid === stored.yearId) ??
            expectedBranch?.years[0] ??
            null,
        );
        expect(selection.roles).toEqual(rolesOf(user.roles, selection.branch, selection.year));
      }),
    );
  });
});

describe('changeYear / changeBranch / changeStudent (Selectors)', () => {
  const start = initialSelection(staff, none);

  it('Year change: sets the year; roles narrowed to the current branch and new year', () => {
    const next = changeYear(staff, start, 1);
    expect(next.branch).toBe(casa);
    expect(next.year).toBe(y2025);
    expect(next.roles).toEqual([roles[1]]);
  });

  it('Year change: a year the current branch does not have keeps the current year', () => {
    const next = changeYear(staff, start, 3);
    expect(next.year).toBe(y2026);
    expect(next.roles).toEqual(start.roles);
  });

  it('Branch change: sets the branch, takes its first year, narrows roles', () => {
    const next = changeBranch(staff, { ...start, year: y2025 }, 2);
    expect(next.branch).toBe(rabat);
    expect(next.year).toBe(y2024);
    expect(next.roles).toEqual([roles[3]]);
  });

  it('Branch change: an unknown branch changes nothing', () => {
    expect(changeBranch(staff, start, 42)).toBe(start);
  });

  it('Branch change, parent: only the selected student`s branches can be chosen', () => {
    const current = initialSelection(parent, { ...none, studentId: 102 });
    expect(availableBranches(parent, adam)).toEqual([marrakech, rabat]);
    const next = changeBranch(parent, current, 2);
    expect(next.student).toBe(adam);
    expect(next.branch).toBe(rabat);
    expect(next.year).toBe(y2024);
    expect(changeBranch(parent, current, 1)).toBe(current);
  });

  it('Student change: sets the student, its first grouped branch and first year, narrows roles', () => {
    const current = initialSelection(parent, none);
    const next = changeStudent(parent, current, 102);
    expect(next.student).toBe(adam);
    expect(next.branch).toBe(marrakech);
    expect(next.year).toBe(y2025);
    expect(next.roles).toEqual([roles[4]]);
  });

  it('Student change: a student who is not theirs changes nothing', () => {
    const current = initialSelection(parent, none);
    expect(changeStudent(parent, current, 999)).toBe(current);
  });

  it('Year change (property): year set when the branch has it, branch and student kept, roles narrowed', () => {
    fc.assert(
      fc.property(staffArb, storedArb, fc.integer({ min: 0, max: 6 }), (user, stored, yearId) => {
        const current = initialSelection(user, stored);
        const next = changeYear(user, current, yearId);
        const wanted = current.branch?.years.find((y) => y.schoolyearid === yearId);
        expect(next.year).toBe(wanted ?? current.year);
        expect(next.branch).toBe(current.branch);
        expect(next.student).toBe(current.student);
        expect(next.roles).toEqual(rolesOf(user.roles, next.branch, next.year));
      }),
    );
  });

  it('Branch change (property): a branch of the user is set with its first year and narrowed roles', () => {
    fc.assert(
      fc.property(staffArb, storedArb, fc.integer({ min: 0, max: 7 }), (user, stored, branchId) => {
        const current = initialSelection(user, stored);
        const next = changeBranch(user, current, branchId);
        const wanted = user.branchs.find((b) => b.schoolbranchid === branchId);
        if (!wanted || wanted === current.branch) {
          expect(next).toEqual(current);
          return;
        }
        expect(next.branch).toBe(wanted);
        expect(next.year).toBe(wanted.years[0] ?? null);
        expect(next.roles).toEqual(rolesOf(user.roles, next.branch, next.year));
      }),
    );
  });

  it('Student change (property): student set, first grouped branch, first year, narrowed roles', () => {
    fc.assert(
      fc.property(parentArb, storedArb, fc.integer({ min: 99, max: 105 }), (user, stored, studentId) => {
        const current: Selection = initialSelection(user, stored);
        const next = changeStudent(user, current, studentId);
        const wanted = (user.students ?? []).find((s) => s.studentid === studentId);
        if (!wanted) {
          expect(next).toBe(current);
          return;
        }
        expect(next.student).toBe(wanted);
        const expectedBranch = firstOfFirstSchool(wanted.branchs);
        expect(next.branch).toBe(expectedBranch);
        expect(next.year).toBe(expectedBranch?.years[0] ?? null);
        expect(next.roles).toEqual(rolesOf(user.roles, next.branch, next.year));
      }),
    );
  });
});
