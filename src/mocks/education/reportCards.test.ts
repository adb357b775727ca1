import { describe, expect, it } from 'vitest';
import { db } from '../core/db.ts';
import { currentClass } from './testkit.ts';
import { reportCardsOf, termOfYear } from './reportCards.ts';

describe('report cards of a class for a term (WIP)', () => {
  it("one per student of the class, with the domains of its level and the term's absences", () => {
    const cls = currentClass('CM1 A');
    const term = termOfYear(cls.yearId, 1)!;
    const cards = reportCardsOf(cls.id, term);
    const roll = db.data.enrolments.filter((row) => row.classId === cls.id && row.yearId === cls.yearId);
    expect(cards).toHaveLength(roll.length);
    expect(cards[0]!.domains.length).toBeGreaterThan(0);
    // The term's marks only: a mark of the holidays or another term is not counted.
    const marks = db.data.attendance.marks.filter(
      (mark) =>
        mark.classId === cls.id &&
        mark.kind === 'absent' &&
        mark.date >= term.startDate &&
        mark.date <= term.endDate,
    );
    expect(cards.reduce((sum, card) => sum + card.absences.halfDays, 0)).toBe(marks.length);
    // The seed's first campaigns are in the first term: some mastery is known.
    expect(cards.some((card) => card.domains.some((domain) => domain.mastery !== null))).toBe(true);
  });
});

describe('report cards API (WIP)', () => {
  it("lists the three terms, and answers a class's report cards for one of them; an unknown term is 404", async () => {
    const { demoCall, demoToken } = await import('../../../tests/helpers/demo');
    const { SCOPE } = await import('./testkit.ts');
    const admin = await demoToken('admin');
    const terms = await demoCall('GET', `education/terms?${SCOPE}`, admin);
    expect(terms.status).toBe(200);
    expect((terms.body as { items: unknown[] }).items).toHaveLength(3);
    const cls = currentClass('CM1 A');
    const cards = await demoCall('GET', `education/classes/${cls.id}/report-cards?${SCOPE}&term=1`, admin);
    expect(cards.status).toBe(200);
    const body = cards.body as { items: Array<{ student: { lastname_ar: string } }> };
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items[0]!.student.lastname_ar).toMatch(/[\u0600-\u06ff]/);
    const none = await demoCall('GET', `education/classes/${cls.id}/report-cards?${SCOPE}&term=4`, admin);
    expect(none.status).toBe(404);
  });
});

describe('report card comments (WIP)', () => {
  it('the office writes a subject comment and the general one; they come back with the report card; empty clears', async () => {
    const { demoCall, demoToken } = await import('../../../tests/helpers/demo');
    const { SCOPE } = await import('./testkit.ts');
    const admin = await demoToken('admin');
    const cls = currentClass('CM1 A');
    const student = db.data.enrolments.find(
      (row) => row.classId === cls.id && row.yearId === cls.yearId,
    )!.studentId;
    const subject = db.data.education.subjects.find((row) => row.branchId === cls.branchId)!.id;
    const url = `education/classes/${cls.id}/report-cards/${student}/comments?${SCOPE}&term=1`;
    expect(
      (await demoCall('PUT', url, admin, { subjectId: subject, text: ' Très bon trimestre. ' })).status,
    ).toBe(200);
    expect((await demoCall('PUT', url, admin, { subjectId: null, text: 'Élève sérieux.' })).status).toBe(200);
    expect((await demoCall('PUT', url, admin, { subjectId: null, text: 'x'.repeat(401) })).status).toBe(422);
    const card = () =>
      reportCardsOf(cls.id, termOfYear(cls.yearId, 1)!).find((row) => row.studentId === student)!;
    expect(card().comments).toEqual([
      { subjectId: subject, text: 'Très bon trimestre.' },
      { subjectId: null, text: 'Élève sérieux.' },
    ]);
    await demoCall('PUT', url, admin, { subjectId: subject, text: '' });
    expect(card().comments).toEqual([{ subjectId: null, text: 'Élève sérieux.' }]);
  });
});
