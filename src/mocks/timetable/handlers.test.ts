// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { timetableIssues } from '../../domain/timetable.ts';
import {
  lessonSchema,
  timetableIndexSchema,
  timetableSchema,
} from '../../features/timetable/timetable.schemas';
import { db } from '../core/db.ts';
import {
  atTenOnMonday,
  call,
  classNamed,
  directionToken,
  SCOPE,
  subjectCoded,
  teacherToken,
  weekOf,
} from './testkit.ts';

atTenOnMonday();

/** The teacher record of the demo teacher (teacher.1, main teacher of CM1 A). */
const demoTeacher = () =>
  db.data.education.teachers.find((teacher) => teacher.id === classNamed('CM1 A').mainTeacherId)!;

describe('timetable: who sees what', () => {
  it('without view-timetable-page: 403 whatever the call (the secretary, a parent)', async () => {
    const refused = { message: 'User does not have the required permission.' };
    for (const token of [await demoToken('staff'), await demoToken('parent')]) {
      for (const path of [
        `timetable/index?${SCOPE}`,
        weekOf('class', classNamed('CM1 A').id),
        `timetable/settings?${SCOPE}`,
      ])
        expect(await call('GET', path, token)).toMatchObject({ status: 403, body: refused });
      expect((await call('GET', 'timetable/lessons/1?year=2', token)).status).toBe(403);
    }
  });

  it('a teacher alone reads the classes they teach and their own week, changes nothing', async () => {
    const teacher = await teacherToken();
    const cm1 = classNamed('CM1 A');
    const index = await call('GET', `timetable/index?${SCOPE}`, teacher);
    expect(index.status).toBe(200);
    expect(timetableIndexSchema.safeParse(index.body).error).toBeUndefined();
    expect(index.body).toEqual({
      canEdit: false,
      classes: [{ id: cm1.id, name: 'CM1 A', levelname: expect.any(String) }],
      teachers: [
        {
          id: demoTeacher().id,
          name: `Mme ${demoTeacher().firstname_fr} ${demoTeacher().lastname_fr}`,
          name_ar: expect.any(String),
        },
      ],
      rooms: [],
    });
    const own = await call('GET', weekOf('class', cm1.id), teacher);
    expect(own).toMatchObject({ status: 200, body: { canEdit: false, view: { kind: 'class', id: cm1.id } } });
    expect((await call('GET', weekOf('teacher', demoTeacher().id), teacher)).status).toBe(200);
    // Another class, another teacher, a room: 404 as unknown ones.
    const other = db.data.education.teachers.find(
      (row) => row.branchId === 1 && row.id !== demoTeacher().id,
    )!;
    const room = db.data.timetable.rooms.find((row) => row.branchId === 1 && row.yearId === 2)!;
    for (const path of [
      weekOf('class', classNamed('CE1 A').id),
      weekOf('teacher', other.id),
      weekOf('room', room.id),
    ])
      expect(await call('GET', path, teacher)).toMatchObject({ status: 404, body: { message: 'Not found' } });
    // Changes are refused: 403.
    const lesson = own.body.lessons[0];
    const key = { 'Idempotency-Key': 'teacher-add' };
    const add = { classId: cm1.id, subjectId: lesson.subjectId, slotId: lesson.slotId };
    expect((await call('POST', `timetable/lessons?${SCOPE}`, teacher, add, key)).status).toBe(403);
    const move = { slotId: lesson.slotId, roomId: null };
    expect((await call('PUT', `timetable/lessons/${lesson.id}?year=2`, teacher, move)).status).toBe(403);
    expect((await call('DELETE', `timetable/lessons/${lesson.id}?year=2`, teacher)).status).toBe(403);
    const settings = await call('GET', `timetable/settings?${SCOPE}`, teacher);
    expect(settings.status).toBe(200);
    expect((await call('PUT', `timetable/settings?${SCOPE}`, teacher, settings.body)).status).toBe(403);
    expect(db.data.timetable.lessons.find((row) => row.id === lesson.id)).toMatchObject({
      slotId: lesson.slotId,
    });
  });

  it('the admin and the direction read and change every class of the branch', async () => {
    const classes = db.data.classes.filter((cls) => cls.branchId === 1 && cls.yearId === 2);
    for (const token of [await demoToken('admin'), await directionToken()]) {
      const index = await call('GET', `timetable/index?${SCOPE}`, token);
      expect(timetableIndexSchema.safeParse(index.body).error).toBeUndefined();
      expect(index.body.canEdit).toBe(true);
      expect(index.body.classes).toHaveLength(classes.length);
      expect(index.body.classes[0]).toMatchObject({ name: 'PS A' });
      expect(index.body.rooms.map((room: { name: string }) => room.name)).toContain('Gymnase');
      const names = index.body.teachers.map((row: { name: string }) => row.name) as string[];
      expect(names.every((name) => /^(Mme|M\.) /.test(name))).toBe(true);
    }
    const admin = await demoToken('admin');
    // Without a class, teacher or room: the first class the user may open; two of them: 400.
    expect((await call('GET', `timetable?${SCOPE}`, admin)).body.view).toMatchObject({
      kind: 'class',
      name: 'PS A',
    });
    expect((await call('GET', `timetable?${SCOPE}`, await teacherToken())).body.view.name).toBe('CM1 A');
    expect((await call('GET', `${weekOf('class', 1)}&room=2`, admin)).status).toBe(400);
    expect((await call('GET', weekOf('class', 999_999), admin)).status).toBe(404);
  });
});

describe('timetable: a week', () => {
  it('a class’s week: its lessons (each with its version), assignments, teachers, and the other classes’ lessons that may clash', async () => {
    const admin = await demoToken('admin');
    const cm1 = classNamed('CM1 A');
    const week = await call('GET', weekOf('class', cm1.id), admin);
    expect(week.status).toBe(200);
    const { body } = week;
    // The screens' schema reads it (features/timetable/timetable.schemas.ts).
    expect(timetableSchema.safeParse(body).error).toBeUndefined();
    expect(body.view).toEqual({ kind: 'class', id: cm1.id, name: 'CM1 A', name_ar: 'CM1 A' });
    expect(body.slots).toHaveLength(32);
    expect(body.slots[0]).toEqual({ id: expect.any(Number), day: 1, start: '08:30', end: '09:25' });
    expect(body.lessons[0]).toEqual({
      id: expect.any(Number),
      slotId: body.slots[0].id,
      classId: cm1.id,
      classname: 'CM1 A',
      subjectId: expect.any(Number),
      subject: expect.any(String),
      subject_ar: expect.any(String),
      color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      teacherId: expect.any(Number),
      teacher: expect.stringMatching(/^(Mme|M\.) /),
      teacher_ar: expect.any(String),
      roomId: expect.any(Number),
      room: expect.any(String),
      version: expect.any(String),
    });
    expect(body.required).toContainEqual({
      classId: cm1.id,
      subjectId: subjectCoded('FR').id,
      subject: 'Français',
      subject_ar: 'اللغة الفرنسية',
      color: '#2563eb',
      teacherId: demoTeacher().id,
      teacher: `Mme ${demoTeacher().firstname_fr} ${demoTeacher().lastname_fr}`,
      teacher_ar: expect.any(String),
      hours: 8,
    });
    expect(body.contracts).toContainEqual({
      teacherId: demoTeacher().id,
      teacher: expect.any(String),
      teacher_ar: expect.any(String),
      weeklyHours: demoTeacher().weeklyHours,
    });
    expect(body.others.length).toBeGreaterThan(0);
    expect(body.others.every((row: { classId: number }) => row.classId !== cm1.id)).toBe(true);
    // The seed has no clash; the item read answers the lesson exactly as the week shows it.
    const issues = (lessons: unknown[]) =>
      timetableIssues({
        slots: body.slots,
        lessons: lessons as never,
        required: body.required,
        contracts: [],
      });
    expect(issues([...body.lessons, ...body.others])).toEqual([]);
    const { version, ...first } = body.lessons[0];
    const item = await call('GET', `timetable/lessons/${first.id}?year=2`, admin);
    expect(item.body).toEqual(first);
    expect(item.version).toBe(version);
  });

  it('another class’s lesson moved onto a slot where the class has the same teacher is in `others`, a clash the rule finds', async () => {
    const admin = await demoToken('admin');
    const cm1 = classNamed('CM1 A');
    const before = (await call('GET', weekOf('class', cm1.id), admin)).body;
    // An English lesson of another class: the English teacher also teaches CM1 A.
    const english = before.lessons.find(
      (row: { subjectId: number }) => row.subjectId === subjectCoded('EN').id,
    );
    const other = before.others.find((row: { teacherId: number }) => row.teacherId === english.teacherId);
    const moved = await call('PUT', `timetable/lessons/${other.id}?year=2`, admin, {
      slotId: english.slotId,
      roomId: other.roomId,
    });
    expect(moved.status).toBe(200);
    const after = (await call('GET', weekOf('class', cm1.id), admin)).body;
    expect(after.others).toContainEqual(expect.objectContaining({ id: other.id, slotId: english.slotId }));
    const issues = timetableIssues({
      slots: after.slots,
      lessons: [...after.lessons, ...after.others],
      required: after.required,
      contracts: [],
    });
    expect(issues).toContainEqual({
      kind: 'teacherTwice',
      slotId: english.slotId,
      teacherId: english.teacherId,
      lessonIds: expect.arrayContaining([english.id, other.id]),
    });
    // The teacher's own week holds both.
    const teacherWeek = (await call('GET', weekOf('teacher', english.teacherId), admin)).body;
    expect(timetableSchema.safeParse(teacherWeek).error).toBeUndefined();
    expect(teacherWeek).toMatchObject({ view: { kind: 'teacher' }, required: [], others: [] });
    expect(teacherWeek.contracts).toHaveLength(1);
    const inSlot = teacherWeek.lessons.filter((row: { slotId: number }) => row.slotId === english.slotId);
    expect(inSlot).toHaveLength(2);
  });

  it('a room’s week: the lessons given in it', async () => {
    const admin = await demoToken('admin');
    const gym = db.data.timetable.rooms.find(
      (room) => room.branchId === 1 && room.yearId === 2 && room.name === 'Gymnase',
    )!;
    const week = (await call('GET', weekOf('room', gym.id), admin)).body;
    expect(timetableSchema.safeParse(week).error).toBeUndefined();
    expect(week.view).toEqual({ kind: 'room', id: gym.id, name: 'Gymnase', name_ar: 'Gymnase' });
    expect(week.lessons.length).toBeGreaterThan(10);
    expect(week.lessons.every((row: { room: string; subjectId: number }) => row.room === 'Gymnase')).toBe(
      true,
    );
    expect(week).toMatchObject({ others: [], required: [], contracts: [] });
  });
});

describe('timetable: lessons', () => {
  it('a lesson placed once for one Idempotency-Key; its room the subject’s or the class’s', async () => {
    const admin = await demoToken('admin');
    const sixth = classNamed('6e A');
    const slot = db.data.timetable.slots.find((row) => row.branchId === 1 && row.yearId === 2)!;
    const count = () => db.data.timetable.lessons.length;
    const before = count();
    const body = { classId: sixth.id, subjectId: subjectCoded('EPS').id, slotId: slot.id };
    const key = { 'Idempotency-Key': 'lesson-eps-6a' };
    const first = await call('POST', `timetable/lessons?${SCOPE}`, admin, body, key);
    expect(first.status).toBe(201);
    expect(lessonSchema.safeParse(first.body).error).toBeUndefined();
    expect(first.body).toMatchObject({
      classId: sixth.id,
      classname: '6e A',
      slotId: slot.id,
      room: 'Gymnase',
    });
    expect(first.body.teacher).toMatch(/^(Mme|M\.) /);
    const again = await call('POST', `timetable/lessons?${SCOPE}`, admin, body, key);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(count()).toBe(before + 1);
    // French goes to the class's own room; a room null is none; the science of the collège to the lab.
    const add = (subject: string, extra: object, name: string) =>
      call(
        'POST',
        `timetable/lessons?${SCOPE}`,
        admin,
        { ...body, subjectId: subjectCoded(subject).id, ...extra },
        { 'Idempotency-Key': name },
      );
    expect((await add('FR', {}, 'fr')).body.room).toBe(sixth.room);
    expect((await add('FR', { roomId: null }, 'fr-none')).body).toMatchObject({ roomId: null, room: null });
    expect((await add('SCI', {}, 'sci')).body.room).toBe('Laboratoire');
    expect(count()).toBe(before + 4);
  });

  it('a subject the class is not taught, an unknown slot or room: 422 INVALID_CHOICE under the field', async () => {
    const admin = await demoToken('admin');
    const cm1 = classNamed('CM1 A');
    const slot = db.data.timetable.slots.find((row) => row.branchId === 1 && row.yearId === 2)!;
    const post = (body: object, key: string) =>
      call('POST', `timetable/lessons?${SCOPE}`, admin, body, { 'Idempotency-Key': key });
    const physics = await post({ classId: cm1.id, subjectId: subjectCoded('PC').id, slotId: slot.id }, 'pc');
    expect(physics).toMatchObject({
      status: 422,
      body: { code: 'VALIDATION_ERROR', errors: { subjectId: 'INVALID_CHOICE' } },
    });
    const unknown = await post(
      { classId: cm1.id, subjectId: subjectCoded('FR').id, slotId: 999_999, roomId: 999_999 },
      'x',
    );
    expect(unknown.body.errors).toEqual({ slotId: 'INVALID_CHOICE', roomId: 'INVALID_CHOICE' });
    const elsewhere = db.data.classes.find((cls) => cls.branchId === 2 && cls.yearId === 2)!;
    expect(
      (await post({ classId: elsewhere.id, subjectId: subjectCoded('FR').id, slotId: slot.id }, 'y')).body
        .errors,
    ).toMatchObject({ classId: 'INVALID_CHOICE' });
    expect((await post({}, 'z')).body.errors).toEqual({
      classId: 'REQUIRED',
      subjectId: 'REQUIRED',
      slotId: 'REQUIRED',
    });
  });

  it('a lesson moved with its version; a move from an older version is refused 412; removed, it is gone', async () => {
    const [admin, other] = [await demoToken('admin'), await directionToken()];
    const cm1 = classNamed('CM1 A');
    const week = (await call('GET', weekOf('class', cm1.id), admin)).body;
    const lesson = week.lessons[0];
    const target = week.slots.at(-1).id;
    const path = `timetable/lessons/${lesson.id}?year=2`;
    const moved = await call(
      'PUT',
      path,
      other,
      { slotId: target, roomId: lesson.roomId },
      { 'If-Match': lesson.version },
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: lesson.id, slotId: target, roomId: lesson.roomId });
    const stale = await call(
      'PUT',
      path,
      admin,
      { slotId: lesson.slotId, roomId: null },
      { 'If-Match': lesson.version },
    );
    expect(stale).toMatchObject({
      status: 412,
      body: { code: 'STALE_VERSION', current: { slotId: target } },
    });
    expect((await call('PUT', path, admin, { slotId: target })).body.errors).toEqual({ roomId: 'REQUIRED' });
    const removed = await call('DELETE', path, admin, undefined, { 'If-Match': moved.version! });
    expect(removed.status).toBe(204);
    expect((await call('GET', path, admin)).status).toBe(404);
    expect(db.data.timetable.lessons.some((row) => row.id === lesson.id)).toBe(false);
  });

  it('a year that has ended is closed: 409 YEAR_CLOSED', async () => {
    const admin = await demoToken('admin');
    const lesson = db.data.timetable.lessons.find((row) => row.branchId === 1 && row.yearId === 1)!;
    const path = `timetable/lessons/${lesson.id}?year=1`;
    expect((await call('GET', path, admin)).status).toBe(200);
    const closed = await call('PUT', path, admin, { slotId: lesson.slotId, roomId: null });
    expect(closed).toMatchObject({ status: 409, body: { code: 'YEAR_CLOSED' } });
    expect((await call('DELETE', path, admin)).status).toBe(409);
    // Asked with another year than the lesson's: unknown.
    expect((await call('GET', `timetable/lessons/${lesson.id}?year=2`, admin)).status).toBe(404);
  });
});
