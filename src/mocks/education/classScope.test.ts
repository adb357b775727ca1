// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { edu, teacherAccount } from './testkit.ts';

// Permission before existence (docs/api.md "Scope" and "Education"): a class, a teacher or a campaign of a branch the
// caller does not work in answers exactly as an unknown id (404 `Not found`); a caller without the permission
// anywhere gets 403 whatever the id. The admin of branches 1 and 2 does not work in branch 3 (the other school).
const UNKNOWN = 999_999;
const NOT_FOUND = { status: 404, body: { message: 'Not found' } };

const classOf = (branch: number) =>
  db.data.classes.find((cls) => cls.branchId === branch && cls.yearId === 2)!;

/** Every call naming a class by id, for class `id` (a class of another level or branch as target). */
function classCalls(id: number): Array<[string, string, unknown?]> {
  const subject = edu().subjects.find((row) => row.branchId === 3)!;
  return [
    ['GET', `education/classes/${id}?year=2`],
    ['PATCH', `education/classes/${id}?year=2`, { room: 'Salle 1' }],
    ['DELETE', `education/classes/${id}?year=2`],
    ['POST', `education/classes/${id}/move?year=2`, { studentId: 1, toClassId: 1 }],
    ['PUT', `education/classes/${id}/subjects/${subject.id}?year=2`, { teacherId: null, hours: 1 }],
  ];
}

async function answers(token: string, calls: Array<[string, string, unknown?]>) {
  const out = [];
  for (const [method, path, body] of calls) {
    const answer = await demoCall(method, path, token, body);
    out.push({ method, status: answer.status, body: answer.body });
  }
  return out;
}

describe('education: another branch’s record answers like an unknown one', () => {
  it('every class endpoint answers a class of another school exactly as an unknown class', async () => {
    const admin = await demoToken('admin');
    const other = await answers(admin, classCalls(classOf(3).id));
    expect(other).toEqual(await answers(admin, classCalls(UNKNOWN)));
    expect(other.map(({ status, body }) => ({ status, body }))).toEqual(classCalls(0).map(() => NOT_FOUND));
    // A teacher of branch 1 reading a class of branch 2.
    const teacher = await teacherAccount();
    expect(await demoCall('GET', `education/classes/${classOf(2).id}?year=2`, teacher)).toEqual(NOT_FOUND);
  });

  it('a teacher and a campaign of another school answer as unknown ones', async () => {
    const admin = await demoToken('admin');
    const teacher = edu().teachers.find((row) => row.branchId === 3)!;
    const campaign = edu().campaigns.find((row) => row.branchId === 3 && row.yearId === 2 && !row.closed)!;
    const calls = (teacherId: number, campaignId: number): Array<[string, string, unknown?]> => [
      ['GET', `education/teachers/${teacherId}?year=2`],
      ['PATCH', `education/teachers/${teacherId}?year=2`, { phone: '0600000000' }],
      ['GET', `education/campaigns/${campaignId}/sheet?year=2`],
      ['PATCH', `education/campaigns/${campaignId}?year=2`, { closed: true }],
      ['PUT', `education/campaigns/${campaignId}/results?year=2`, { studentId: 1, skillId: 1, value: 1 }],
    ];
    const other = await answers(admin, calls(teacher.id, campaign.id));
    expect(other).toEqual(await answers(admin, calls(UNKNOWN, UNKNOWN)));
    expect(other.every(({ status }) => status === 404)).toBe(true);
  });

  it('without the permission anywhere, 403 whatever the id', async () => {
    const staff = await demoToken('staff');
    const parent = await demoToken('parent');
    const refused = { status: 403, body: { message: 'User does not have the required permission.' } };
    // The secretary reads classes but writes none: every write is refused before the id is looked at.
    for (const id of [classOf(1).id, classOf(3).id, UNKNOWN]) {
      expect(await demoCall('DELETE', `education/classes/${id}?year=2`, staff)).toEqual(refused);
      expect(await demoCall('GET', `education/classes/${id}?year=2`, parent)).toEqual(refused);
    }
  });
});
