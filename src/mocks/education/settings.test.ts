// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { currentClass, edu, SCOPE, teacherAccount } from './testkit.ts';

describe('educational settings (docs/api.md "Education")', () => {
  it("a level's grid is saved whole: skills kept by id keep their results, new ones get an id, a skill without a name is refused", async () => {
    const admin = await demoToken('admin');
    const settings = await demoCall('GET', `education/settings?${SCOPE}`, admin);
    const grid = settings.body.grids.find((g: { levelId: number }) => g.levelId === 7).domains;
    const kept = grid[0].skills[0];
    const results = () => edu().results.filter((r) => r.skillId === kept.id).length;
    const before = results();
    const next = [
      { ...grid[1] },
      { ...grid[0], skills: [kept, { name_fr: 'Lire à voix haute', name_ar: 'القراءة الجهرية' }] },
    ];
    const saved = await demoCall('PUT', `education/levels/7/grid?${SCOPE}`, admin, { domains: next });
    expect(saved.status).toBe(200);
    const after = saved.body.grids.find((g: { levelId: number }) => g.levelId === 7).domains;
    expect(after.map((d: { id: number }) => d.id)).toEqual([grid[1].id, grid[0].id]);
    expect(after[1].skills[0].id).toBe(kept.id);
    expect(after[1].skills[1].id).toBeGreaterThan(kept.id);
    expect(results()).toBe(before);
    const refused = await demoCall('PUT', `education/levels/7/grid?${SCOPE}`, admin, {
      domains: [{ name_fr: 'X', name_ar: 'س', skills: [{ name_fr: '', name_ar: 'ع' }] }],
    });
    expect(refused.body.errors).toEqual({ domains: 'INVALID_GRID' });
  });

  it('subjects, the scale and the hours of a level are checked; a teacher may not change them', async () => {
    const admin = await demoToken('admin');
    const created = await demoCall('POST', `education/subjects?${SCOPE}`, admin, {
      name_fr: 'Théâtre',
      name_ar: 'المسرح',
      color: '#AA3377',
    });
    expect(created.status).toBe(201);
    const theatre = created.body.subjects.find((s: { name_fr: string }) => s.name_fr === 'Théâtre');
    expect(theatre).toMatchObject({ color: '#aa3377', used: false });
    const taken = await demoCall('POST', `education/subjects?${SCOPE}`, admin, {
      name_fr: 'théâtre',
      name_ar: 'م',
      color: 'red',
    });
    expect(taken.body.errors).toEqual({ name_fr: 'SUBJECT_NAME_TAKEN', color: 'INVALID_COLOR' });
    const scale = await demoCall('PUT', `education/scale?${SCOPE}`, admin, {
      labels: [
        { fr: 'Non acquis', ar: 'غير مكتسب' },
        { fr: 'En cours', ar: 'في طور الاكتساب' },
        { fr: 'Acquis', ar: 'مكتسب' },
        { fr: 'Dépassé', ar: 'متجاوز' },
      ],
    });
    expect(scale.body.scale[2]).toEqual({ fr: 'Acquis', ar: 'مكتسب' });
    expect(
      (await demoCall('PUT', `education/scale?${SCOPE}`, admin, { labels: [{ fr: 'A', ar: 'ب' }] })).body
        .errors,
    ).toEqual({
      labels: 'INVALID_SCALE',
    });
    const hours = await demoCall('PUT', `education/levels/7/hours?${SCOPE}`, admin, {
      hours: [{ subjectId: theatre.id, hours: 1.5 }],
    });
    expect(hours.body.levelHours.filter((row: { levelId: number }) => row.levelId === 7)).toEqual([
      { levelId: 7, subjectId: theatre.id, hours: 1.5 },
    ]);
    // The classes of that level now miss a theatre teacher.
    const cm1 = await demoCall('GET', `education/classes/${currentClass('CM1 A').id}?year=2`, admin);
    expect(cm1.body.missingSubjects).toEqual([theatre.id]);
    const teacher = await teacherAccount();
    expect((await demoCall('PUT', `education/scale?${SCOPE}`, teacher, { labels: [] })).status).toBe(403);
  });
});

describe("a teacher's photo", () => {
  const PNG = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
    (char) => char.charCodeAt(0),
  );
  const upload = (token: string, id: number, bytes: Uint8Array<ArrayBuffer>, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), 'photo');
    return fetch(`http://localhost:3000/api/education/teachers/${id}/photo?year=2`, {
      method: 'PUT',
      headers: { Authorization: token },
      body: form,
    });
  };

  it('is an image only, checked by its bytes; once saved it is served and the profile says so', async () => {
    const admin = await demoToken('admin');
    // Seeded teachers have a drawn portrait; this one has none yet.
    const teacher = edu().teachers.find((row) => row.branchId === 1)!;
    teacher.hasPhoto = false;
    const photo = () =>
      fetch(`http://localhost:3000/api/education/teachers/${teacher.id}/photo?year=2`, {
        headers: { Authorization: admin },
      });
    expect((await photo()).status).toBe(404);
    const fake = await upload(
      admin,
      teacher.id,
      new TextEncoder().encode('<svg onload=alert(1)>'),
      'image/png',
    );
    expect(fake.status).toBe(422);
    expect(((await fake.json()) as { code: string }).code).toBe('UNSUPPORTED_TYPE');
    expect((await upload(admin, teacher.id, PNG, 'image/png')).status).toBe(200);
    expect((await photo()).headers.get('content-type')).toBe('image/png');
    const profile = await demoCall('GET', `education/teachers/${teacher.id}?year=2`, admin);
    expect(profile.body.hasPhoto).toBe(true);
    expect((await upload(await teacherAccount(), teacher.id, PNG, 'image/png')).status).toBe(403);
  });
});
