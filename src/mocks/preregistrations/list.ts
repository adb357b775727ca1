import { http, HttpResponse } from 'msw';
import { jsonObject, staffScopeOf } from '../core/staffScope.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/transitions.ts';
import {
  APPLICATION_DOCUMENT_TYPES,
  type ApplicationGuardian,
  type DemoApplication,
} from './applicationTypes.ts';
import { db } from '../core/db.ts';
import { foldText } from '../core/text.ts';
import type { DemoData } from '../core/tables.ts';
import { authenticate } from '../core/session.ts';
import { intOr, levelIdsParam, listParam, searchTokens } from '../core/params.ts';
import { EMAIL, GUARDIAN_RELATIONS as RELATIONS, PHONE } from '../../domain/students.ts';
import { validationError } from '../core/listing.ts';
import { PERMISSION, rowAnswer, error, nextId, detailAnswer } from './shared.ts';

const SORTS = ['submittedAt', 'name', 'birthDate', 'level', 'priority', 'status'] as const;
type Sort = (typeof SORTS)[number];
const PRIORITIES = ['sibling', 'staff', 'normal'] as const;
const PAGE_SIZE = { default: 25, min: 10, max: 200 } as const;

const NAME_MAX = 60;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : '';
}

type ApplicationFields = Pick<
  DemoApplication,
  | 'levelId'
  | 'firstname_fr'
  | 'lastname_fr'
  | 'firstname_ar'
  | 'lastname_ar'
  | 'gender'
  | 'birthDate'
  | 'familyId'
  | 'guardians'
  | 'previousSchool'
  | 'priority'
>;

/**
 * A new application of the office (docs/api.md "POST applications"): the child, the level asked for, one or two
 * guardians, the previous school and the priority; or the messages of the fields at fault.
 */
function applicationInput(
  body: Record<string, unknown>,
  data: DemoData,
): { fields: ApplicationFields } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = (record: Record<string, unknown>, key: string, path: string, required: boolean) => {
    const value = text(record, key);
    if (required && !value) errors[path] = 'REQUIRED';
    else if (value.length > NAME_MAX) errors[path] = 'TOO_LONG';
    return value;
  };
  const firstname_fr = name(body, 'firstname_fr', 'firstname_fr', true);
  const lastname_fr = name(body, 'lastname_fr', 'lastname_fr', true);
  const firstname_ar = name(body, 'firstname_ar', 'firstname_ar', false);
  const lastname_ar = name(body, 'lastname_ar', 'lastname_ar', false);
  const gender = body.gender === 'F' || body.gender === 'M' ? body.gender : null;
  if (!gender) errors.gender = 'REQUIRED';
  const birthDate = text(body, 'birthDate');
  const birth = new Date(`${birthDate}T00:00:00Z`);
  if (
    !DATE.test(birthDate) ||
    Number.isNaN(birth.getTime()) ||
    birth.toISOString().slice(0, 10) !== birthDate
  ) {
    errors.birthDate = 'INVALID_DATE';
  } else {
    const age = (Date.now() - birth.getTime()) / (365.25 * 24 * 3600 * 1000);
    if (age < 2 || age > 20) errors.birthDate = 'IMPLAUSIBLE_AGE';
  }
  const level = data.levels.find((candidate) => candidate.id === body.levelId);
  if (!level) errors.levelId = 'REQUIRED';
  const priority = (PRIORITIES as readonly unknown[]).includes(body.priority)
    ? (body.priority as (typeof PRIORITIES)[number])
    : null;
  if (!priority) errors.priority = 'REQUIRED';
  const previousSchool = text(body, 'previousSchool');
  if (previousSchool.length > 120) errors.previousSchool = 'TOO_LONG';
  const familyId = typeof body.familyId === 'number' ? body.familyId : null;
  if (familyId !== null && !data.families.some((family) => family.id === familyId)) {
    errors.familyId = 'FAMILY_REQUIRED';
  }
  const rawGuardians = Array.isArray(body.guardians) ? body.guardians.slice(0, 3) : [];
  if (rawGuardians.length === 0 || rawGuardians.length > 2) errors.guardians = 'GUARDIAN_COUNT';
  const guardians = rawGuardians.map((raw, index) => {
    const guardian = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const path = `guardians.${index}`;
    const relation = (RELATIONS as readonly unknown[]).includes(guardian.relation)
      ? (guardian.relation as ApplicationGuardian['relation'])
      : null;
    if (!relation) errors[`${path}.relation`] = 'REQUIRED';
    const phone = text(guardian, 'phone');
    if (!PHONE.test(phone)) errors[`${path}.phone`] = 'INVALID_PHONE';
    const email = text(guardian, 'email');
    if (email && !EMAIL.test(email)) errors[`${path}.email`] = 'INVALID_EMAIL';
    return {
      relation: relation ?? 'tuteur',
      firstname_fr: name(guardian, 'firstname_fr', `${path}.firstname_fr`, true),
      lastname_fr: name(guardian, 'lastname_fr', `${path}.lastname_fr`, true),
      firstname_ar: name(guardian, 'firstname_ar', `${path}.firstname_ar`, false),
      lastname_ar: name(guardian, 'lastname_ar', `${path}.lastname_ar`, false),
      phone,
      email,
    };
  });
  if (Object.keys(errors).length || !gender || !level || !priority) return { errors };
  return {
    fields: {
      levelId: level.id,
      firstname_fr,
      lastname_fr,
      firstname_ar,
      lastname_ar,
      gender,
      birthDate,
      familyId,
      guardians,
      previousSchool: previousSchool || null,
      priority,
    },
  };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const STATUS_RANK = new Map<string, number>(APPLICATION_STATUSES.map((status, index) => [status, index]));
const PRIORITY_RANK = new Map<string, number>(PRIORITIES.map((priority, index) => [priority, index]));
export const applicationListHandlers = [
  http.get('*/api/applications', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, PERMISSION);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    const params = new URL(request.url).searchParams;
    const data = db.data;
    const levelOrder = new Map(data.levels.map((level) => [level.id, level.order]));

    const levelIds = levelIdsParam(params, data.levels);
    const statuses = listParam(params, 'status');
    const priorities = listParam(params, 'priority');
    const tokens = searchTokens(params);

    const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
      ApplicationStatus,
      number
    >;
    const rows: Array<{ application: DemoApplication; sortName: string }> = [];
    for (const application of data.applications) {
      if (application.branchId !== branch || application.yearId !== year) continue;
      if (levelIds && !levelIds.has(application.levelId)) continue;
      if (priorities && !priorities.includes(application.priority)) continue;
      if (tokens.length) {
        const text = ` ${foldText(
          [
            application.firstname_fr,
            application.lastname_fr,
            application.firstname_ar,
            application.lastname_ar,
            application.reference,
          ].join(' '),
        )} `;
        if (!tokens.every((token) => text.includes(token))) continue;
      }
      // The counts answer "how many in each status" for the other filters, whatever the status filter.
      counts[application.status] += 1;
      if (statuses && !statuses.includes(application.status)) continue;
      rows.push({
        application,
        sortName: `${foldText(application.lastname_fr)}\u0001${foldText(application.firstname_fr)}`,
      });
    }

    const sortParam = params.get('sort') ?? '';
    const sort: Sort = (SORTS as readonly string[]).includes(sortParam) ? (sortParam as Sort) : 'submittedAt';
    const direction = params.get('order') === 'desc' ? -1 : 1;
    type Row = (typeof rows)[number];
    const byName = (a: Row, b: Row) =>
      compareText(a.sortName, b.sortName) || a.application.id - b.application.id;
    const key: Record<Sort, (a: Row, b: Row) => number> = {
      submittedAt: (a, b) => compareText(a.application.submittedAt, b.application.submittedAt),
      name: () => 0,
      birthDate: (a, b) => compareText(a.application.birthDate, b.application.birthDate),
      level: (a, b) =>
        (levelOrder.get(a.application.levelId) ?? 99) - (levelOrder.get(b.application.levelId) ?? 99),
      priority: (a, b) =>
        (PRIORITY_RANK.get(a.application.priority) ?? 9) - (PRIORITY_RANK.get(b.application.priority) ?? 9),
      status: (a, b) =>
        (STATUS_RANK.get(a.application.status) ?? 9) - (STATUS_RANK.get(b.application.status) ?? 9),
    };
    rows.sort((a, b) => direction * (key[sort](a, b) || byName(a, b)));

    const pageSize = Math.min(
      PAGE_SIZE.max,
      Math.max(PAGE_SIZE.min, intOr(params.get('pageSize'), PAGE_SIZE.default)),
    );
    const page = Math.max(1, intOr(params.get('page'), 1));
    const items = rows
      .slice((page - 1) * pageSize, page * pageSize)
      .map(({ application }) => rowAnswer(application, data));
    return HttpResponse.json({ items, total: rows.length, page, pageSize, counts });
  }),
  http.post('*/api/applications', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, PERMISSION);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    const body = await jsonObject(request);
    if (!body) return error(400, 'JSON body expected', 'INVALID_REQUEST');
    const input = applicationInput(body, db.data);
    if ('errors' in input) return validationError(input.errors);
    const data = db.data;
    const startYear =
      data.years.find((candidate) => candidate.schoolyearid === year)?.startDate.slice(0, 4) ??
      String(new Date().getFullYear());
    const prefix = `PR-${startYear}-`;
    const number =
      data.applications
        .filter((candidate) => candidate.reference.startsWith(prefix))
        .reduce((max, candidate) => Math.max(max, Number(candidate.reference.slice(prefix.length)) || 0), 0) +
      1;
    const now = new Date().toISOString();
    const application: DemoApplication = {
      id: nextId(data.applications, (candidate) => candidate.id),
      reference: `${prefix}${String(number).padStart(4, '0')}`,
      branchId: branch,
      yearId: year,
      ...input.fields,
      documents: APPLICATION_DOCUMENT_TYPES.map((type) => ({ type, received: false })),
      feePaid: false,
      submittedAt: now.slice(0, 10),
      status: 'submitted',
      history: [{ status: 'submitted', at: now, by: user.displayname, userId: user.id, reason: null }],
      studentId: null,
    };
    data.applications.push(application);
    db.changed();
    return HttpResponse.json(detailAnswer(application, data), { status: 201 });
  }),
];
