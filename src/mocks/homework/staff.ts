import { http, HttpResponse } from 'msw';
import { db } from '../core/db.ts';
import { isDate, matches, paginate, validationError } from '../core/listing.ts';
import { listParam, searchTokens } from '../core/params.ts';
import { authenticate } from '../core/session.ts';
import { invalidRequest, jsonObject, staffCall } from '../core/staffScope.ts';
import type { DemoHomework } from './seed.ts';
import {
  closedYearError,
  homeworkInput,
  homeworkRow,
  homeworkScope,
  inScope,
  pairKey,
  PERMISSION,
  visibleHomework,
  yearClosed,
} from './shared.ts';

/**
 * docs/api.md "Homework": the classes and subjects a member of staff sets homework in, the list of the homework of a
 * branch and year, and a homework's create, read, replacement and removal.
 */

/** The list parameters of docs/api.md "Lists" (`q`, `pageSize`), also read under the names `search` and `perPage`. */
function listParams(request: Request): URLSearchParams {
  const params = new URL(request.url).searchParams;
  if (!params.has('q') && params.has('search')) params.set('q', params.get('search') ?? '');
  if (!params.has('pageSize') && params.has('perPage')) params.set('pageSize', params.get('perPage') ?? '');
  return params;
}

type Row = ReturnType<typeof homeworkRow>;

const SORT_KEYS: Record<string, (a: Row, b: Row) => number> = {
  dueDate: (a, b) => a.dueDate.localeCompare(b.dueDate),
  publishFrom: (a, b) => a.publishFrom.localeCompare(b.publishFrom),
  createdAt: (a, b) => a.createdAt.localeCompare(b.createdAt),
  class: (a, b) => a.classname.localeCompare(b.classname, 'fr', { numeric: true }),
  subject: (a, b) => a.subject.localeCompare(b.subject, 'fr'),
};
/** The keys whose default order is the newest first. */
const NEWEST_FIRST = new Set(['dueDate', 'publishFrom', 'createdAt']);

export const staffHomeworkHandlers = [
  http.get('*/api/homework/classes', ({ request }) => {
    const call = staffCall(request, PERMISSION);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const data = db.data;
    const allowed = homeworkScope(user, scope.branch, scope.year)!;
    const levels = new Map(data.levels.map((level) => [level.id, level]));
    const subjects = [...data.education.subjects].sort((a, b) => a.order - b.order || a.id - b.id);
    const classes = data.classes
      .filter((cls) => cls.branchId === scope.branch && cls.yearId === scope.year)
      .sort(
        (a, b) =>
          (levels.get(a.levelId)?.order ?? 0) - (levels.get(b.levelId)?.order ?? 0) ||
          a.name.localeCompare(b.name, 'fr') ||
          a.id - b.id,
      )
      .map((cls) => ({
        id: cls.id,
        name: cls.name,
        levelname: levels.get(cls.levelId)?.name ?? '',
        subjects: subjects
          .filter((subject) => allowed.pairs.has(pairKey(cls.id, subject.id)))
          .map((subject) => ({
            id: subject.id,
            name: subject.name_fr,
            name_ar: subject.name_ar,
            color: subject.color,
          })),
      }))
      .filter((cls) => cls.subjects.length > 0);
    return HttpResponse.json(classes);
  }),

  http.get('*/api/homework', ({ request }) => {
    const call = staffCall(request, PERMISSION);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const params = listParams(request);
    const allowed = homeworkScope(user, scope.branch, scope.year)!;
    const classes = listParam(params, 'class');
    const subjects = listParam(params, 'subject');
    const from = params.get('from');
    const to = params.get('to');
    if ((from && !isDate(from)) || (to && !isDate(to)))
      return invalidRequest('from and to are dates (YYYY-MM-DD)');
    const tokens = searchTokens(params);
    const data = db.data;
    const rows: Row[] = [];
    for (const item of data.homework.items) {
      if (!inScope(allowed, item)) continue;
      if (classes && !classes.includes(String(item.classId))) continue;
      if (subjects && !subjects.includes(String(item.subjectId))) continue;
      if ((from && item.dueDate < from) || (to && item.dueDate > to)) continue;
      const row = homeworkRow(item, data);
      if (!matches(tokens, row.text, row.classname, row.subject, row.subject_ar, row.author)) continue;
      rows.push(row);
    }
    const sort = params.get('sort') ?? 'dueDate';
    const by = SORT_KEYS[sort] ?? SORT_KEYS.dueDate!;
    const order = params.get('order') ?? (NEWEST_FIRST.has(sort) || !SORT_KEYS[sort] ? 'desc' : 'asc');
    const direction = order === 'asc' ? 1 : -1;
    rows.sort((a, b) => direction * (by(a, b) || a.dueDate.localeCompare(b.dueDate) || a.id - b.id));
    return HttpResponse.json(paginate(rows, params));
  }),

  http.post('*/api/homework', async ({ request }) => {
    const call = staffCall(request, PERMISSION);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const data = db.data;
    const year = data.years.find((candidate) => candidate.schoolyearid === scope.year);
    if (!year) return invalidRequest('Unknown year');
    if (yearClosed(scope.year)) return closedYearError();
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const input = homeworkInput(body, homeworkScope(user, scope.branch, scope.year)!, year);
    if ('errors' in input) return validationError(input.errors);
    const item: DemoHomework = {
      id: Math.max(0, ...data.homework.items.map((candidate) => candidate.id)) + 1,
      branchId: scope.branch,
      yearId: scope.year,
      ...input,
      attachment: null,
      authorId: user.id,
      author: user.displayname,
      createdAt: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
    data.homework.items.push(item);
    db.changed();
    return HttpResponse.json(homeworkRow(item, data), { status: 201 });
  }),

  http.get('*/api/homework/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = visibleHomework(user, params.id);
    if (found instanceof Response) return found;
    return HttpResponse.json(homeworkRow(found.item));
  }),

  http.put('*/api/homework/:id', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = visibleHomework(user, params.id);
    if (found instanceof Response) return found;
    const { item, scope } = found;
    if (yearClosed(item.yearId)) return closedYearError();
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const year = db.data.years.find((candidate) => candidate.schoolyearid === item.yearId)!;
    const input = homeworkInput(body, scope, year);
    if ('errors' in input) return validationError(input.errors);
    Object.assign(item, input);
    db.changed();
    return HttpResponse.json(homeworkRow(item));
  }),

  http.delete('*/api/homework/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = visibleHomework(user, params.id);
    if (found instanceof Response) return found;
    const { item } = found;
    if (yearClosed(item.yearId)) return closedYearError();
    const data = db.data;
    if (item.attachment?.path) delete data.files[item.attachment.path];
    data.homework.items = data.homework.items.filter((candidate) => candidate !== item);
    db.changed();
    return HttpResponse.json({ id: item.id, deleted: true });
  }),
];
