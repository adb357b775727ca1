// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { atTenOnTuesday, call, classNamed, SCOPE, subjectCoded, TODAY } from './testkit.ts';

atTenOnTuesday();

/** The demo parent's first child, Yasmine (CM1 A of branch 1). */
const YASMINE = 101;

describe('homework: a parent’s view of their child’s', () => {
  it('the class’s homework shown by today, due from today to two weeks on, by due date; nothing of other classes', async () => {
    const parent = await demoToken('parent');
    const answer = await call('GET', `homework/children/${YASMINE}?year=2`, parent);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      studentid: YASMINE,
      classname: 'CM1 A',
      today: TODAY,
      nextSchoolDay: '2026-11-25',
      from: TODAY,
      to: '2026-12-08',
    });
    const cm1 = classNamed('CM1 A');
    const expected = db.data.homework.items.filter(
      (item) =>
        item.classId === cm1.id &&
        item.publishFrom <= TODAY &&
        item.dueDate >= TODAY &&
        item.dueDate <= '2026-12-08',
    );
    expect(expected.length).toBeGreaterThan(3);
    const ids = answer.body.items.map((item: { id: number }) => item.id);
    expect(ids.sort()).toEqual(expected.map((item) => item.id).sort());
    const dues = answer.body.items.map((item: { dueDate: string }) => item.dueDate);
    expect(dues).toEqual([...dues].sort());
    expect(Object.keys(answer.body.items[0]).sort()).toEqual(
      ['attachment', 'author', 'color', 'dueDate', 'id', 'subject', 'subjectId', 'subject_ar', 'text'].sort(),
    );

    // Another period, asked by its dates.
    const week = await call(
      'GET',
      `homework/children/${YASMINE}?year=2&from=2026-11-30&to=2026-12-04`,
      parent,
    );
    expect(week.body.items.every((item: { dueDate: string }) => item.dueDate >= '2026-11-30')).toBe(true);
    expect(
      (await call('GET', `homework/children/${YASMINE}?year=2&from=2026-12-04&to=2026-11-30`, parent)).status,
    ).toBe(400);
  });

  it('a homework whose publication date is to come is not shown to the family until that day', async () => {
    const admin = await demoToken('admin');
    const parent = await demoToken('parent');
    const cm1 = classNamed('CM1 A');
    const body = {
      classId: cm1.id,
      subjectId: subjectCoded('MATH').id,
      text: 'Préparer le contrôle de la semaine prochaine',
      dueDate: '2026-12-03',
      publishFrom: '2026-11-26',
    };
    const created = await call('POST', `homework?${SCOPE}`, admin, body);
    expect(created.status).toBe(201);
    const shown = async () =>
      (await call('GET', `homework/children/${YASMINE}?year=2`, parent)).body.items.map(
        (item: { id: number }) => item.id,
      ) as number[];
    expect(await shown()).not.toContain(created.body.id);
    // Published from today: shown.
    await call('PUT', `homework/${created.body.id}?year=2`, admin, { ...body, publishFrom: TODAY });
    expect(await shown()).toContain(created.body.id);
  });

  it('another family’s child answers 404 as an unknown one; staff are refused 403', async () => {
    const parent = await demoToken('parent');
    const stranger = db.data.enrolments.find(
      (row) => row.yearId === 2 && !db.data.users.some((user) => user.studentIds.includes(row.studentId)),
    )!;
    const other = await call('GET', `homework/children/${stranger.studentId}?year=2`, parent);
    const unknown = await call('GET', 'homework/children/999999?year=2', parent);
    expect(other.status).toBe(404);
    expect(other.body).toEqual(unknown.body);
    const admin = await demoToken('admin');
    expect((await call('GET', `homework/children/${YASMINE}?year=2`, admin)).status).toBe(403);
  });

  it('downloads the attachment of a homework shown; not of one still to be published, nor of another class', async () => {
    const parent = await demoToken('parent');
    const cm1 = classNamed('CM1 A');
    const worksheet = db.data.homework.items.find((item) => item.attachment)!;
    // Give a published homework of Yasmine's class the seeded worksheet of another.
    const own = db.data.homework.items.find((item) => item.classId === cm1.id && item.publishFrom <= TODAY)!;
    own.attachment = { ...worksheet.attachment! };
    const file = await fetch(
      `http://localhost:3000/api/homework/children/${YASMINE}/${own.id}/attachment?year=2`,
      { headers: { Authorization: parent } },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(file.headers.get('Content-Disposition')).toContain('attachment');
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const later = db.data.homework.items.find((item) => item.classId === cm1.id && item.publishFrom > TODAY)!;
    later.attachment = { ...worksheet.attachment! };
    const hidden = await call('GET', `homework/children/${YASMINE}/${later.id}/attachment?year=2`, parent);
    expect(hidden.status).toBe(404);
    const elsewhere = db.data.homework.items.find((item) => item.classId !== cm1.id && item.attachment)!;
    expect(
      (await call('GET', `homework/children/${YASMINE}/${elsewhere.id}/attachment?year=2`, parent)).status,
    ).toBe(404);
  });
});
