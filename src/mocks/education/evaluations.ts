import { http, HttpResponse } from 'msw';
import { completion, isMasteryValue, type MasteryValue } from '../../domain/education.ts';
import { db } from '../core/db.ts';
import type { DemoCampaign, DemoResult } from './types.ts';
import type { DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import {
  error,
  holdsAnywhere,
  isDate,
  nextId,
  notFound,
  paginate,
  pathId,
  sortRows,
  text,
  validationError,
} from '../core/listing.ts';
import { idParam } from '../core/params.ts';
import { jsonObject, staffCall, staffHolds } from '../core/staffScope.ts';
import { EDUCATION_PERMISSIONS, educationTables, childrenOf } from './shared.ts';

// ---------------------------------------------------------------------------------------------------------------
// Diagnostic evaluations

const CAMPAIGN_READ = [EDUCATION_PERMISSIONS.evaluations, EDUCATION_PERMISSIONS.classes];
/** The built-in teachers' role (access management's key). */
const TEACHER_ROLE = 'teacher';

function campaignCall(request: Request, id: unknown, permission: string | readonly string[]) {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  // Permission before existence (docs/api.md "Scope"), as for a class (shared.ts classCall).
  if (!holdsAnywhere(user, permission)) return permissionError();
  const campaign = educationTables().campaigns.find((candidate) => candidate.id === pathId(id));
  return campaign && staffHolds(user, permission, campaign.branchId, campaign.yearId)
    ? { user, campaign }
    : notFound();
}

/**
 * The classes of a campaign whose results `user` may write (docs/api.md "Education", teacher link): all of them with
 * the admin role or another role than the teacher's granting the evaluations' permission (the direction); with the
 * teacher's role only, those their teacher record teaches that year (a subject, or as main teacher).
 */
function writableClassIds(user: DemoUser, campaign: DemoCampaign): Set<number> {
  const roles = user.roles.filter(
    (role) => role.schoolbranchid === campaign.branchId && role.schoolyearid === campaign.yearId,
  );
  if (
    roles.some(
      (role) =>
        role.name === 'admin' ||
        (role.name !== TEACHER_ROLE && role.permissions.includes(EDUCATION_PERMISSIONS.evaluations)),
    )
  )
    return new Set(campaign.classIds);
  const tables = educationTables();
  const own = new Set(
    tables.teachers
      .filter((teacher) => teacher.userId === user.id && teacher.branchId === campaign.branchId)
      .map((teacher) => teacher.id),
  );
  const taught = new Set([
    ...tables.assignments
      .filter((row) => row.yearId === campaign.yearId && row.teacherId !== null && own.has(row.teacherId))
      .map((row) => row.classId),
    ...db.data.classes.filter((cls) => own.has(cls.mainTeacherId ?? -1)).map((cls) => cls.id),
  ]);
  return new Set(campaign.classIds.filter((id) => taught.has(id)));
}

/** A result as answered: its value, when and by whom it was given (null for a seeded one). */
function resultView(result: DemoResult) {
  return {
    studentId: result.studentId,
    skillId: result.skillId,
    value: result.value,
    updatedAt: result.updatedAt,
    author: result.authorId ? { id: result.authorId, name: result.authorName ?? '' } : null,
  };
}

/** The children of a campaign's classes attending that year (a class among them when `classId` is given). */
function campaignStudents(campaign: DemoCampaign, classId: number | null) {
  const classIds = classId === null ? campaign.classIds : campaign.classIds.filter((id) => id === classId);
  return childrenOf(new Set(classIds), campaign.yearId, true);
}

export function campaignView(campaign: DemoCampaign) {
  const tables = educationTables();
  const level = db.data.levels.find((candidate) => candidate.id === campaign.levelId)!;
  const students = new Set(campaignStudents(campaign, null).map(({ row }) => row.studentId));
  const filled = tables.results.filter(
    (result) => result.campaignId === campaign.id && students.has(result.studentId),
  ).length;
  return {
    id: campaign.id,
    name: campaign.name,
    levelId: campaign.levelId,
    levelCode: level.code,
    date: campaign.date,
    closed: campaign.closed,
    classes: campaign.classIds.map((id) => ({
      id,
      name: db.data.classes.find((cls) => cls.id === id)?.name ?? '',
    })),
    students: students.size,
    skills: campaign.skillIds.length,
    completion: completion(filled, students.size, campaign.skillIds.length),
  };
}

/** The level's grid (domains in order, their skills in order), limited to the campaign's skills. */
export function gridOf(branch: number, levelId: number, skillIds?: readonly number[]) {
  const wanted = skillIds ? new Set(skillIds) : null;
  return educationTables()
    .domains.filter((domain) => domain.branchId === branch && domain.levelId === levelId)
    .sort((a, b) => a.order - b.order)
    .map((domain) => ({
      id: domain.id,
      name_fr: domain.name_fr,
      name_ar: domain.name_ar,
      skills: domain.skills
        .filter((skill) => !wanted || wanted.has(skill.id))
        .map((skill) => ({ id: skill.id, name_fr: skill.name_fr, name_ar: skill.name_ar })),
    }))
    .filter((domain) => domain.skills.length > 0);
}

export function scaleOf(branch: number) {
  return educationTables().scales.find((scale) => scale.branchId === branch)?.labels ?? [];
}

export const evaluationHandlers = [
  http.get('*/api/education/campaigns', ({ request }) => {
    const call = staffCall(request, CAMPAIGN_READ);
    if (call instanceof Response) return call;
    const { branch, year } = call.scope;
    const params = new URL(request.url).searchParams;
    const level = idParam(params, 'level');
    const status = params.get('status');
    const rows = educationTables()
      .campaigns.filter(
        (campaign) =>
          campaign.branchId === branch &&
          campaign.yearId === year &&
          (level === null || campaign.levelId === level) &&
          (status !== 'running' || !campaign.closed) &&
          (status !== 'closed' || campaign.closed),
      )
      .map(campaignView);
    sortRows(
      rows,
      params,
      {
        date: (row) => row.date,
        level: (row) => db.data.levels.find((candidate) => candidate.id === row.levelId)?.order ?? 0,
        completion: (row) => row.completion,
      },
      'date',
    );
    return HttpResponse.json(paginate(rows, params));
  }),

  http.post('*/api/education/campaigns', async ({ request }) => {
    const call = staffCall(request, EDUCATION_PERMISSIONS.evaluations);
    if (call instanceof Response) return call;
    const { branch, year } = call.scope;
    const body = await jsonObject(request);
    const errors: Record<string, string> = {};
    const name = text(body?.name, 80);
    if (!name) errors.name = 'INVALID_NAME';
    const levelId = body?.levelId;
    if (!db.data.levels.some((level) => level.id === levelId)) errors.levelId = 'INVALID_LEVEL';
    const classIds = body?.classIds;
    const levelClasses = new Set(
      db.data.classes
        .filter((cls) => cls.branchId === branch && cls.yearId === year && cls.levelId === levelId)
        .map((cls) => cls.id),
    );
    if (
      !Array.isArray(classIds) ||
      classIds.length === 0 ||
      !classIds.every((id) => typeof id === 'number' && levelClasses.has(id))
    )
      errors.classIds = 'INVALID_CLASSES';
    if (!isDate(body?.date)) errors.date = 'INVALID_DATE';
    const skills = gridOf(branch, levelId as number).flatMap((domain) =>
      domain.skills.map((skill) => skill.id),
    );
    if (!errors.levelId && skills.length === 0) errors.levelId = 'NO_SKILLS_GRID';
    if (Object.keys(errors).length) return validationError(errors);
    const tables = educationTables();
    const campaign: DemoCampaign = {
      id: nextId(tables.campaigns),
      branchId: branch,
      yearId: year,
      levelId: levelId as number,
      classIds: [...new Set(classIds as number[])],
      name: name!,
      date: body!.date as string,
      skillIds: skills,
      closed: false,
      createdAt: new Date().toISOString(),
    };
    tables.campaigns.push(campaign);
    db.changed();
    return HttpResponse.json(campaignView(campaign), { status: 201 });
  }),

  /** Closes (no more results) or reopens a campaign. */
  http.patch('*/api/education/campaigns/:id', async ({ request, params }) => {
    const call = campaignCall(request, params.id, EDUCATION_PERMISSIONS.evaluations);
    if (call instanceof Response) return call;
    const closed = (await jsonObject(request))?.closed;
    if (typeof closed !== 'boolean') return validationError({ closed: 'INVALID_CHOICE' });
    call.campaign.closed = closed;
    db.changed();
    return HttpResponse.json(campaignView(call.campaign));
  }),

  /** The result sheet of a campaign (of one of its classes with `class`). */
  http.get('*/api/education/campaigns/:id/sheet', ({ request, params }) => {
    const call = campaignCall(request, params.id, CAMPAIGN_READ);
    if (call instanceof Response) return call;
    const { campaign } = call;
    const classId = idParam(new URL(request.url).searchParams, 'class');
    if (classId !== null && !campaign.classIds.includes(classId))
      return validationError({ class: 'INVALID_CLASS' });
    const students = campaignStudents(campaign, classId);
    const ids = new Set(students.map(({ student }) => student.studentid));
    const writable = writableClassIds(call.user, campaign);
    return HttpResponse.json({
      campaign: campaignView(campaign),
      domains: gridOf(campaign.branchId, campaign.levelId, campaign.skillIds),
      scale: scaleOf(campaign.branchId),
      students: students.map(({ row, student }) => ({
        studentid: student.studentid,
        firstname_fr: student.firstname_fr,
        lastname_fr: student.lastname_fr,
        firstname_ar: student.firstname_ar,
        lastname_ar: student.lastname_ar,
        classId: row.classId,
        editable: writable.has(row.classId),
      })),
      results: educationTables()
        .results.filter((result) => result.campaignId === campaign.id && ids.has(result.studentId))
        .map(resultView),
    });
  }),

  /** One result: set (1-4) or cleared (null). Saving the same value again changes nothing. */
  http.put('*/api/education/campaigns/:id/results', async ({ request, params }) => {
    const call = campaignCall(request, params.id, EDUCATION_PERMISSIONS.evaluations);
    if (call instanceof Response) return call;
    const { campaign } = call;
    if (campaign.closed) return error(409, 'The campaign is closed', 'CAMPAIGN_CLOSED');
    const body = await jsonObject(request);
    const errors: Record<string, string> = {};
    const studentId = body?.studentId;
    if (!campaignStudents(campaign, null).some(({ row }) => row.studentId === studentId))
      errors.studentId = 'NOT_IN_CAMPAIGN';
    const skillId = body?.skillId;
    if (typeof skillId !== 'number' || !campaign.skillIds.includes(skillId)) errors.skillId = 'INVALID_SKILL';
    const value = body?.value ?? null;
    if (value !== null && !isMasteryValue(value)) errors.value = 'INVALID_MASTERY';
    if (Object.keys(errors).length) return validationError(errors);
    // A teacher writes the results of the classes they teach only: the child is known to them (the sheet lists it),
    // so the refusal says why rather than 404.
    const enrolment = campaignStudents(campaign, null).find(({ row }) => row.studentId === studentId)!.row;
    if (!writableClassIds(call.user, campaign).has(enrolment.classId))
      return error(403, 'Only the teachers of the class write its results', 'NOT_YOUR_CLASS');
    const tables = educationTables();
    const index = tables.results.findIndex(
      (result) =>
        result.campaignId === campaign.id && result.studentId === studentId && result.skillId === skillId,
    );
    const current = index >= 0 ? tables.results[index]! : null;
    // Saving the same value again changes nothing, its author and time included.
    if (current && current.value === value) return HttpResponse.json(resultView(current));
    const updatedAt = new Date().toISOString();
    const author = { authorId: call.user.id, authorName: call.user.displayname };
    if (value === null) {
      if (index >= 0) tables.results.splice(index, 1);
    } else if (current) {
      tables.results[index] = { ...current, value: value as MasteryValue, updatedAt, ...author };
    } else {
      tables.results.push({
        campaignId: campaign.id,
        studentId: studentId as number,
        skillId: skillId as number,
        value: value as MasteryValue,
        updatedAt,
        ...author,
      });
    }
    db.changed();
    const saved = { studentId, skillId, value, updatedAt };
    return HttpResponse.json({
      ...saved,
      author: value === null ? null : { id: author.authorId, name: author.authorName },
    });
  }),
  // The campaign as the list shows it: the read its version is compared with (docs/api.md "Versions").
  http.get('*/api/education/campaigns/:id', ({ request, params }) => {
    const call = campaignCall(request, params.id, CAMPAIGN_READ);
    if (call instanceof Response) return call;
    return HttpResponse.json(campaignView(call.campaign));
  }),
];
