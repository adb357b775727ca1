import { http, HttpResponse } from 'msw';
import { jsonObject } from '../core/staffScope.ts';
import { db } from '../core/db.ts';
import { validationError } from '../core/listing.ts';
import { authenticate } from '../core/session.ts';
import { NAME_MAX } from '../../domain/students.ts';
import { staffScope, invalidRequest, text, PERMISSION } from './shared.ts';

/** Permission of the student settings screen (levels), which also reads `school/levels`. */
export const CONFIG_PERMISSION = 'view-student-management-config-page';
/** The diagnostic evaluations' screen filters its campaigns by level: a teacher reads the levels with it. */
const EVALUATIONS_PERMISSION = 'view-diagevaluations-page';
export const levelHandlers = [
  http.put('*/api/school/levels/:id', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScope(user, new URL(request.url).searchParams, [CONFIG_PERMISSION]);
    if (scope instanceof Response) return scope;
    const level = db.data.levels.find((candidate) => String(candidate.id) === String(params.id));
    if (!level) return HttpResponse.json({ message: 'Level not found' }, { status: 404 });
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const name = text(body, 'name');
    if (!name) return validationError({ name: 'Required' });
    if (name.length > NAME_MAX) return validationError({ name: 'Too long' });
    level.name = name;
    db.changed();
    return HttpResponse.json({
      id: level.id,
      code: level.code,
      name: level.name,
      order: level.order,
      cycle: level.cycle,
    });
  }),
  http.get('*/api/school/levels', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const scope = staffScope(user, params, [PERMISSION, CONFIG_PERMISSION, EVALUATIONS_PERMISSION]);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    const data = db.data;
    const seated = new Map<number, number>();
    const enrolled = new Map<number, number>();
    for (const enrolment of data.enrolments) {
      if (enrolment.yearId !== year || enrolment.branchId !== branch) continue;
      const counts = enrolment.status === 'left' ? null : enrolment.status === 'active' ? enrolled : seated;
      if (counts) counts.set(enrolment.classId, (counts.get(enrolment.classId) ?? 0) + 1);
    }
    const classes = data.classes
      .filter((cls) => cls.branchId === branch && cls.yearId === year)
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    const items = [...data.levels]
      .sort((a, b) => a.order - b.order)
      .map((level) => ({
        id: level.id,
        code: level.code,
        name: level.name,
        order: level.order,
        cycle: level.cycle,
        classes: classes
          .filter((cls) => cls.levelId === level.id)
          .map((cls) => ({
            id: cls.id,
            name: cls.name,
            capacity: cls.capacity,
            enrolled: enrolled.get(cls.id) ?? 0,
            expected: seated.get(cls.id) ?? 0,
            teacher: cls.teacher,
            teacher_ar: cls.teacher_ar ?? '',
            room: cls.room,
          })),
      }));
    return HttpResponse.json({ items });
  }),
];
