// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { currentClass, edu, SCOPE, teacherAccount } from './testkit.ts';

describe('diagnostic evaluations (docs/api.md "Education")', () => {
  const running = () =>
    edu().campaigns.find(
      (campaign) =>
        campaign.branchId === 1 && campaign.yearId === 2 && !campaign.closed && campaign.levelId === 7,
    )!;

  it("a class's sheet lists its children, the level's grid, the four labels and the results given", async () => {
    const admin = await demoToken('admin');
    const campaign = running();
    const classId = campaign.classIds[0]!;
    const sheet = await demoCall(
      'GET',
      `education/campaigns/${campaign.id}/sheet?year=2&class=${classId}`,
      admin,
    );
    expect(sheet.status).toBe(200);
    expect(sheet.body.students.every((s: { classId: number }) => s.classId === classId)).toBe(true);
    expect(sheet.body.scale.map((label: { fr: string }) => label.fr)).toEqual([
      'Maîtrise insuffisante',
      'Maîtrise fragile',
      'Maîtrise satisfaisante',
      'Très bonne maîtrise',
    ]);
    const skills = sheet.body.domains.flatMap((d: { skills: Array<{ id: number }> }) =>
      d.skills.map((s) => s.id),
    );
    expect(skills).toEqual(campaign.skillIds);
    expect(sheet.body.results.length).toBeGreaterThan(0);
    const other = await demoCall(
      'GET',
      `education/campaigns/${campaign.id}/sheet?year=2&class=999999`,
      admin,
    );
    expect(other.body.errors).toEqual({ class: 'INVALID_CLASS' });
  });

  it('a result is saved on its own, saved again without change, cleared; a finished campaign refuses it', async () => {
    const teacher = await teacherAccount();
    const campaign = running();
    const student = db.data.enrolments.find(
      (row) => row.classId === campaign.classIds[0] && row.yearId === 2 && row.status === 'active',
    )!.studentId;
    const skillId = campaign.skillIds[0]!;
    const url = `education/campaigns/${campaign.id}/results?year=2`;
    const stored = () =>
      edu().results.filter(
        (r) => r.campaignId === campaign.id && r.studentId === student && r.skillId === skillId,
      );
    expect((await demoCall('PUT', url, teacher, { studentId: student, skillId, value: 2 })).status).toBe(200);
    expect((await demoCall('PUT', url, teacher, { studentId: student, skillId, value: 2 })).status).toBe(200);
    expect(stored().map((r) => r.value)).toEqual([2]);
    await demoCall('PUT', url, teacher, { studentId: student, skillId, value: null });
    expect(stored()).toHaveLength(0);
    const bad = await demoCall('PUT', url, teacher, { studentId: 999999, skillId: -1, value: 5 });
    expect(bad.body.errors).toEqual({
      studentId: 'NOT_IN_CAMPAIGN',
      skillId: 'INVALID_SKILL',
      value: 'INVALID_MASTERY',
    });
    const admin = await demoToken('admin');
    await demoCall('PATCH', `education/campaigns/${campaign.id}?year=2`, admin, { closed: true });
    const closed = await demoCall('PUT', url, teacher, { studentId: student, skillId, value: 3 });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('CAMPAIGN_CLOSED');
    expect(
      (await demoCall('PUT', url, await demoToken('staff'), { studentId: student, skillId, value: 3 }))
        .status,
    ).toBe(403);
  });

  it('a new campaign assesses the level’s grid in the classes chosen; a class of another level is refused', async () => {
    const admin = await demoToken('admin');
    const cm1 = currentClass('CM1 A');
    const created = await demoCall('POST', `education/campaigns?${SCOPE}`, admin, {
      name: 'Évaluation de fin de trimestre',
      levelId: cm1.levelId,
      classIds: [cm1.id],
      date: '2026-12-10',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      completion: 0,
      closed: false,
      classes: [{ id: cm1.id, name: 'CM1 A' }],
    });
    const wrong = await demoCall('POST', `education/campaigns?${SCOPE}`, admin, {
      name: 'X',
      levelId: cm1.levelId,
      classIds: [currentClass('CE1 A').id],
      date: '2026-12-10',
    });
    expect(wrong.body.errors).toEqual({ classIds: 'INVALID_CLASSES' });
    const list = await demoCall(
      'GET',
      `education/campaigns?${SCOPE}&level=${cm1.levelId}&status=running`,
      admin,
    );
    expect(list.body.items.map((c: { name: string }) => c.name)).toContain('Évaluation de fin de trimestre');
  });
});

describe('the parent\'s view and the office\'s figures (docs/api.md "Education")', () => {
  it("a parent reads their child's class, teachers and latest results by domain in words; another family's child is a 404", async () => {
    const parent = await demoToken('parent');
    const overview = await demoCall('GET', 'education/students/101/overview?year=2', parent);
    expect(overview.status).toBe(200);
    const enrolment = db.data.enrolments.find((row) => row.studentId === 101 && row.yearId === 2)!;
    expect(overview.body.class.id).toBe(enrolment.classId);
    expect(overview.body.teachers.length).toBeGreaterThan(3);
    expect(overview.body.evaluation.domains.length).toBeGreaterThan(0);
    for (const domain of overview.body.evaluation.domains) {
      if (domain.mastery !== null) expect(domain.label.fr).toMatch(/[Mm]aîtrise/);
    }
    const other = db.data.students.find((s) => s.studentid !== 101 && s.studentid !== 102)!;
    expect(
      (await demoCall('GET', `education/students/${other.studentid}/overview?year=2`, parent)).status,
    ).toBe(404);
    expect(
      (await demoCall('GET', 'education/students/101/overview?year=2', await demoToken('admin'))).status,
    ).toBe(403);
  });

  it('the office reads the running campaigns, the classes with a subject without a teacher and the contracts ending soon', async () => {
    const admin = await demoToken('admin');
    const summary = await demoCall('GET', `education/summary?${SCOPE}`, admin);
    expect(summary.body.campaigns.length).toBe(
      edu().campaigns.filter((c) => c.branchId === 1 && c.yearId === 2 && !c.closed).length,
    );
    expect(summary.body.classesWithGaps).toBe(1);
    expect(summary.body.contractsEnding).toBeGreaterThan(0);
    expect((await demoCall('GET', `education/summary?${SCOPE}`, await demoToken('parent'))).status).toBe(403);
  });
});
