// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedTransitions, APPLICATION_STATUSES } from '../../domain/transitions.ts';
import { createSeed, addMissingTables } from '../seed.ts';
import type { DemoData } from '../core/tables.ts';

describe('demo applications (pre-registrations)', () => {
  const data = createSeed({ students: 1200 });
  const applications = data.applications;

  it('has 80 applications for 2026-2027, mostly in branches 1 and 2, the same on every run', () => {
    expect(applications).toHaveLength(80);
    expect(applications.every((a) => a.yearId === 2)).toBe(true);
    const perBranch = [1, 2, 3].map((b) => applications.filter((a) => a.branchId === b).length);
    expect(perBranch[0]! + perBranch[1]!).toBeGreaterThan(perBranch[2]! * 2);
    expect(perBranch.every((n) => n > 0)).toBe(true);
    expect(createSeed({ students: 1200 }).applications).toEqual(applications);
  });

  it('spreads the statuses realistically', () => {
    const counts = Object.fromEntries(
      APPLICATION_STATUSES.map((s) => [s, applications.filter((a) => a.status === s).length]),
    );
    expect(counts).toEqual({
      submitted: 18,
      under_review: 20,
      waitlisted: 9,
      accepted: 12,
      rejected: 8,
      enrolled: 8,
      withdrawn: 5,
    });
  });

  it('keeps histories consistent with the transition rules, dated in order, with reasons where needed', () => {
    for (const application of applications) {
      const steps = application.history.map((event) => event.status);
      expect(steps[0]).toBe('submitted');
      expect(steps.at(-1)).toBe(application.status);
      for (let index = 1; index < steps.length; index += 1) {
        expect(allowedTransitions(steps[index - 1]!)).toContain(steps[index]);
        expect(application.history[index]!.at >= application.history[index - 1]!.at).toBe(true);
      }
      expect(application.history.at(-1)!.at < '2026-11-21').toBe(true);
      expect(application.submittedAt).toBe(application.history[0]!.at.slice(0, 10));
      for (const event of application.history) {
        if (event.status === 'rejected') expect(event.reason).toBeTruthy();
      }
    }
  });

  it('gives plausible birth dates for the requested level, guardians, and documents', () => {
    for (const application of applications) {
      const level = data.levels.find((l) => l.id === application.levelId)!;
      const age = 2026 - Number(application.birthDate.slice(0, 4));
      expect(age - 3 - (level.order - 1)).toBeGreaterThanOrEqual(-1);
      expect(age - 3 - (level.order - 1)).toBeLessThanOrEqual(1);
      expect(application.guardians.length).toBeGreaterThan(0);
      expect(application.firstname_ar).not.toBe('');
      expect(application.documents.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('links enrolled applications to the student they became, and sibling ones to their family', () => {
    for (const application of applications.filter((a) => a.status === 'enrolled')) {
      const student = data.students.find((s) => s.studentid === application.studentId);
      expect(student?.firstname_fr).toBe(application.firstname_fr);
      expect(data.enrolments.some((e) => e.studentId === student?.studentid && e.yearId === 2)).toBe(true);
    }
    const siblings = applications.filter((a) => a.priority === 'sibling');
    expect(siblings.length).toBeGreaterThan(5);
    for (const application of siblings) {
      expect(data.families.some((f) => f.id === application.familyId)).toBe(true);
    }
    expect(applications.filter((a) => a.status !== 'enrolled').every((a) => a.studentId === null)).toBe(true);
  });

  it('is added alone to a data set saved before it existed', () => {
    const saved = createSeed({ students: 200 }) as Partial<DemoData>;
    const students = saved.students;
    delete saved.applications;
    const data = saved as DemoData;
    expect(addMissingTables(data)).toBe(true);
    expect(data.students).toBe(students);
    expect(data.applications).toHaveLength(80);
    expect(addMissingTables(data)).toBe(false);
  });
});
