import { http, HttpResponse } from 'msw';
import { MAX_ASSIGNMENT_HOURS, isHalfHours } from '../../domain/education.ts';
import { db } from '../core/db.ts';
import type { DemoSkillDomain } from './types.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { nextId, notFound, pathId, text, validationError } from '../core/listing.ts';
import { idParam } from '../core/params.ts';
import { jsonObject, staffCall, staffHolds } from '../core/staffScope.ts';
import { educationTables, subjectView, EDUCATION_PERMISSIONS } from './shared.ts';
import { scaleOf, gridOf } from './evaluations.ts';

// ---------------------------------------------------------------------------------------------------------------
// Educational settings

const COLOR = /^#[0-9a-f]{6}$/i;
const MAX_DOMAINS = 12;
const MAX_SKILLS = 15;

/** A subject as the settings show it: whether a class teaches it (it cannot be removed then). */
function subjectSetting(subject: Parameters<typeof subjectView>[0]) {
  return {
    ...subjectView(subject),
    used: educationTables().assignments.some((row) => row.subjectId === subject.id),
  };
}

function settingsView(branch: number) {
  const tables = educationTables();
  return {
    subjects: tables.subjects
      .filter((subject) => subject.branchId === branch)
      .sort((a, b) => a.order - b.order)
      .map(subjectSetting),
    levelHours: tables.levelSubjects
      .filter((row) => row.branchId === branch)
      .map(({ levelId, subjectId, hours }) => ({ levelId, subjectId, hours })),
    scale: scaleOf(branch),
    grids: db.data.levels.map((level) => ({ levelId: level.id, domains: gridOf(branch, level.id) })),
  };
}

function readSubject(body: Record<string, unknown> | null, branch: number, current?: { id: number }) {
  const errors: Record<string, string> = {};
  const name_fr = text(body?.name_fr, 60);
  const name_ar = text(body?.name_ar, 60);
  if (!name_fr) errors.name_fr = 'INVALID_NAME';
  if (!name_ar) errors.name_ar = 'INVALID_NAME';
  const color = body?.color;
  if (typeof color !== 'string' || !COLOR.test(color)) errors.color = 'INVALID_COLOR';
  if (
    name_fr &&
    educationTables().subjects.some(
      (subject) =>
        subject.branchId === branch &&
        subject.id !== current?.id &&
        subject.name_fr.toLowerCase() === name_fr.toLowerCase(),
    )
  )
    errors.name_fr = 'SUBJECT_NAME_TAKEN';
  if (Object.keys(errors).length) return validationError(errors);
  return { name_fr: name_fr!, name_ar: name_ar!, color: (color as string).toLowerCase() };
}

/** A level of the path, or null. */
function levelOfPath(raw: unknown) {
  return db.data.levels.find((level) => level.id === pathId(raw)) ?? null;
}

export const educationSettingsHandlers = [
  http.get('*/api/education/settings', ({ request }) => {
    const call = staffCall(request, [EDUCATION_PERMISSIONS.settings, EDUCATION_PERMISSIONS.evaluations]);
    if (call instanceof Response) return call;
    return HttpResponse.json(settingsView(call.scope.branch));
  }),

  http.post('*/api/education/subjects', async ({ request }) => {
    const call = staffCall(request, EDUCATION_PERMISSIONS.settings);
    if (call instanceof Response) return call;
    const { branch } = call.scope;
    const input = readSubject(await jsonObject(request), branch);
    if (input instanceof Response) return input;
    const tables = educationTables();
    const own = tables.subjects.filter((subject) => subject.branchId === branch);
    const subject = {
      id: nextId(tables.subjects),
      branchId: branch,
      code: `S${nextId(tables.subjects)}`,
      ...input,
      order: own.reduce((max, item) => Math.max(max, item.order), 0) + 1,
    };
    tables.subjects.push(subject);
    db.changed();
    return HttpResponse.json(settingsView(branch), { status: 201 });
  }),

  http.patch('*/api/education/subjects/:id', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const subject = educationTables().subjects.find((candidate) => candidate.id === pathId(params.id));
    const year = idParam(new URL(request.url).searchParams, 'year');
    if (!subject || year === null) return notFound();
    if (!staffHolds(user, EDUCATION_PERMISSIONS.settings, subject.branchId, year)) return permissionError();
    const input = readSubject(await jsonObject(request), subject.branchId, subject);
    if (input instanceof Response) return input;
    Object.assign(subject, input);
    db.changed();
    return HttpResponse.json(settingsView(subject.branchId));
  }),

  /** The four labels of the scale, insufficient first, in French and Arabic. */
  http.put('*/api/education/scale', async ({ request }) => {
    const call = staffCall(request, EDUCATION_PERMISSIONS.settings);
    if (call instanceof Response) return call;
    const labels = (await jsonObject(request))?.labels;
    if (!Array.isArray(labels) || labels.length !== 4) return validationError({ labels: 'INVALID_SCALE' });
    const clean = labels.map((label: unknown) => {
      const item = label && typeof label === 'object' ? (label as Record<string, unknown>) : {};
      return { fr: text(item.fr, 40), ar: text(item.ar, 40) };
    });
    if (clean.some((label) => !label.fr || !label.ar)) return validationError({ labels: 'INVALID_SCALE' });
    const tables = educationTables();
    const scale = tables.scales.find((item) => item.branchId === call.scope.branch);
    const next = clean.map((label) => ({ fr: label.fr!, ar: label.ar! }));
    if (scale) scale.labels = next;
    else tables.scales.push({ branchId: call.scope.branch, labels: next });
    db.changed();
    return HttpResponse.json(settingsView(call.scope.branch));
  }),

  /**
   * A level's skills grid, whole: domains in order, each with its skills in order. A skill keeps its id (and the
   * results given to it) when sent with it; campaigns already created keep the skills they assess.
   */
  http.put('*/api/education/levels/:level/grid', async ({ request, params }) => {
    const call = staffCall(request, EDUCATION_PERMISSIONS.settings);
    if (call instanceof Response) return call;
    const { branch } = call.scope;
    const level = levelOfPath(params.level);
    if (!level) return notFound();
    const domains = (await jsonObject(request))?.domains;
    const tables = educationTables();
    const current = tables.domains.filter(
      (domain) => domain.branchId === branch && domain.levelId === level.id,
    );
    const knownSkills = new Set(current.flatMap((domain) => domain.skills.map((skill) => skill.id)));
    if (!Array.isArray(domains) || domains.length > MAX_DOMAINS)
      return validationError({ domains: 'INVALID_GRID' });
    let nextSkill = tables.domains
      .flatMap((domain) => domain.skills)
      .reduce((max, skill) => Math.max(max, skill.id), 0);
    let nextDomain = nextId(tables.domains);
    const built: DemoSkillDomain[] = [];
    for (const [index, raw] of domains.entries()) {
      const domain = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
      const name_fr = text(domain.name_fr, 80);
      const name_ar = text(domain.name_ar, 80);
      const skills = domain.skills;
      if (!name_fr || !name_ar || !Array.isArray(skills) || skills.length === 0 || skills.length > MAX_SKILLS)
        return validationError({ domains: 'INVALID_GRID' });
      const builtSkills = [];
      for (const rawSkill of skills) {
        const skill = rawSkill && typeof rawSkill === 'object' ? (rawSkill as Record<string, unknown>) : {};
        const skillFr = text(skill.name_fr, 120);
        const skillAr = text(skill.name_ar, 120);
        if (!skillFr || !skillAr) return validationError({ domains: 'INVALID_GRID' });
        const id = typeof skill.id === 'number' && knownSkills.has(skill.id) ? skill.id : (nextSkill += 1);
        knownSkills.delete(id);
        builtSkills.push({ id, name_fr: skillFr, name_ar: skillAr });
      }
      const keep = current.find((item) => item.id === domain.id);
      built.push({
        id: keep?.id ?? nextDomain++,
        branchId: branch,
        levelId: level.id,
        name_fr,
        name_ar,
        order: index + 1,
        skills: builtSkills,
      });
    }
    tables.domains = [
      ...tables.domains.filter((domain) => domain.branchId !== branch || domain.levelId !== level.id),
      ...built,
    ];
    db.changed();
    return HttpResponse.json(settingsView(branch));
  }),

  /** A level's weekly hours per subject (0: not taught in that level). */
  http.put('*/api/education/levels/:level/hours', async ({ request, params }) => {
    const call = staffCall(request, EDUCATION_PERMISSIONS.settings);
    if (call instanceof Response) return call;
    const { branch } = call.scope;
    const level = levelOfPath(params.level);
    if (!level) return notFound();
    const hours = (await jsonObject(request))?.hours;
    const tables = educationTables();
    const subjects = new Set(tables.subjects.filter((s) => s.branchId === branch).map((s) => s.id));
    if (
      !Array.isArray(hours) ||
      !hours.every(
        (row: unknown) =>
          row &&
          typeof row === 'object' &&
          subjects.has((row as { subjectId: number }).subjectId) &&
          ((row as { hours: number }).hours === 0 ||
            isHalfHours((row as { hours: number }).hours, MAX_ASSIGNMENT_HOURS)),
      )
    )
      return validationError({ hours: 'INVALID_HOURS' });
    tables.levelSubjects = [
      ...tables.levelSubjects.filter((row) => row.branchId !== branch || row.levelId !== level.id),
      ...(hours as Array<{ subjectId: number; hours: number }>)
        .filter((row) => row.hours > 0)
        .map((row) => ({ branchId: branch, levelId: level.id, subjectId: row.subjectId, hours: row.hours })),
    ];
    db.changed();
    return HttpResponse.json(settingsView(branch));
  }),
  // A subject as the settings show it: the read its version is compared with (docs/api.md "Versions").
  http.get('*/api/education/subjects/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const subject = educationTables().subjects.find((candidate) => candidate.id === pathId(params.id));
    const year = idParam(new URL(request.url).searchParams, 'year');
    if (!subject || year === null) return notFound();
    if (!staffHolds(user, EDUCATION_PERMISSIONS.settings, subject.branchId, year)) return permissionError();
    return HttpResponse.json(subjectSetting(subject));
  }),
];
