import { http, HttpResponse } from 'msw';
import { jsonObject } from '../core/staffScope.ts';
import { db } from '../core/db.ts';
import { guardiansByPriority, type DemoFamily, type DemoGuardian } from '../school/index.ts';
import { EMAIL, invalidRequest, NAME_MAX, PHONE } from './shared.ts';
import { staffStudent } from './student.ts';
import { RELATIONS } from './studentInput.ts';
import { missingFields, validationError } from '../core/listing.ts';

/**
 * docs/api.md "Guardians": the guardians of a student's family, added, edited and removed from the student's
 * details (the change is the family's: every sibling shows it). Priorities stay 1..n without gaps.
 */

function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : '';
}

type GuardianFields = Omit<DemoGuardian, 'id' | 'userId' | 'priority'>;

/** Every field of a guardian: `PUT …/guardians/{guardianId}` must send each. */
const GUARDIAN_KEYS: ReadonlyArray<keyof GuardianFields> = [
  'relation',
  'firstname_fr',
  'lastname_fr',
  'firstname_ar',
  'lastname_ar',
  'phone',
  'email',
  'canSeeFinances',
];

/** The guardian of a body, or an error code per wrong field. */
function guardianInput(
  body: Record<string, unknown>,
): { fields: GuardianFields } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const key of ['firstname_fr', 'lastname_fr'] as const) {
    const value = text(body, key);
    if (!value) errors[key] = 'REQUIRED';
    else if (value.length > NAME_MAX) errors[key] = 'TOO_LONG';
  }
  for (const key of ['firstname_ar', 'lastname_ar'] as const) {
    if (text(body, key).length > NAME_MAX) errors[key] = 'TOO_LONG';
  }
  const relation = (RELATIONS as readonly unknown[]).includes(body.relation)
    ? (body.relation as DemoGuardian['relation'])
    : null;
  if (!relation) errors.relation = 'REQUIRED';
  const phone = text(body, 'phone');
  if (!PHONE.test(phone)) errors.phone = 'INVALID_PHONE';
  const email = text(body, 'email');
  if (email && !EMAIL.test(email)) errors.email = 'INVALID_EMAIL';
  else if (email.length > 254) errors.email = 'TOO_LONG';
  if (Object.keys(errors).length || !relation) return { errors };
  const fields: GuardianFields = {
    relation,
    firstname_fr: text(body, 'firstname_fr'),
    lastname_fr: text(body, 'lastname_fr'),
    firstname_ar: text(body, 'firstname_ar'),
    lastname_ar: text(body, 'lastname_ar'),
    phone,
    email,
    canSeeFinances: body.canSeeFinances === true,
  };
  return { fields };
}

/** Puts `moved` at `priority` (clamped to 1..n) and renumbers the others in their order. */
function reprioritise(guardians: DemoGuardian[], moved: DemoGuardian | null, priority: unknown): void {
  const others = guardians.filter((guardian) => guardian !== moved).sort((a, b) => a.priority - b.priority);
  if (moved) {
    const wanted = typeof priority === 'number' && Number.isInteger(priority) ? priority : others.length + 1;
    others.splice(Math.max(0, Math.min(others.length, wanted - 1)), 0, moved);
  }
  others.forEach((guardian, index) => {
    guardian.priority = index + 1;
  });
}

function familyOf(studentFamilyId: number) {
  return db.data.families.find((family) => family.id === studentFamilyId);
}

function answer(family: DemoFamily) {
  return { items: guardiansByPriority(family) };
}

function notFound() {
  return HttpResponse.json({ message: 'Guardian not found' }, { status: 404 });
}

/** The guardian of the path, in the family of the path's student that the caller may see; else the error answer. */
function familyGuardian(
  request: Request,
  params: Record<string, unknown>,
): { family: DemoFamily; guardian: DemoGuardian } | Response {
  const access = staffStudent(request, params.id);
  if (access instanceof Response) return access;
  const family = familyOf(access.student.familyId);
  const guardian = family?.guardians.find((candidate) => String(candidate.id) === String(params.guardianId));
  return family && guardian ? { family, guardian } : notFound();
}

export const guardianHandlers = [
  http.post('*/api/students/:id/guardians', async ({ request, params }) => {
    const access = staffStudent(request, params.id);
    if (access instanceof Response) return access;
    const family = familyOf(access.student.familyId);
    if (!family) return notFound();
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const input = guardianInput(body);
    if ('errors' in input) return validationError(input.errors);
    const id =
      Math.max(0, ...db.data.families.flatMap((f) => f.guardians.map((guardian) => guardian.id))) + 1;
    const guardian: DemoGuardian = { id, ...input.fields, priority: 0, userId: null };
    family.guardians.push(guardian);
    reprioritise(family.guardians, guardian, body.priority);
    db.changed();
    return HttpResponse.json({ guardian, ...answer(family) }, { status: 201 });
  }),

  http.put('*/api/students/:id/guardians/:guardianId', async ({ request, params }) => {
    const found = familyGuardian(request, params);
    if (found instanceof Response) return found;
    const { family, guardian } = found;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    // A PUT replaces the guardian: a body lacking a field is refused rather than emptying it (`priority` may be left
    // out: the guardian keeps its place).
    const missing = missingFields(body, GUARDIAN_KEYS);
    const input = guardianInput(body);
    if ('errors' in input || Object.keys(missing).length) {
      return validationError({ ...missing, ...('errors' in input ? input.errors : {}) });
    }
    Object.assign(guardian, input.fields);
    reprioritise(family.guardians, guardian, body.priority ?? guardian.priority);
    db.changed();
    return HttpResponse.json({ guardian, ...answer(family) });
  }),

  http.delete('*/api/students/:id/guardians/:guardianId', ({ request, params }) => {
    const found = familyGuardian(request, params);
    if (found instanceof Response) return found;
    const { family, guardian } = found;
    if (family.guardians.length === 1) {
      return HttpResponse.json(
        { message: 'A family keeps at least one guardian', code: 'LAST_GUARDIAN' },
        { status: 409 },
      );
    }
    family.guardians = family.guardians.filter((candidate) => candidate !== guardian);
    reprioritise(family.guardians, null, null);
    db.changed();
    return HttpResponse.json(answer(family));
  }),
];
