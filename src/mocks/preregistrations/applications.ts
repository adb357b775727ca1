import { allowedTransitions, type ApplicationStatus } from '../../domain/transitions.ts';
import { foldText } from '../core/text.ts';
import { mulberry32 } from '../core/random.ts';
import type { DemoEnrolment, DemoFamily, Gender, GuardianRelation } from '../school/index.ts';
import {
  type ApplicationSchool,
  type ApplicationOptions,
  type DemoApplication,
  type ApplicationGuardian,
  type ApplicationPriority,
  APPLICATION_DOCUMENT_TYPES,
  type ApplicationEvent,
} from './applicationTypes.ts';

/**
 * Pre-registrations of the demo (../shared/DOMAIN.md "Pre-registrations", docs/api.md "Pre-registrations"):
 * 80 applications for the current year, generated deterministically (mulberry32) from the school data set, so
 * that children of existing families carry their family, and enrolled applications point at the student they
 * became (a child new in the current year). The allowed status changes are in
 * src/domain/transitions.ts, shared with the screen.
 */

export type { ApplicationStatus } from '../../domain/transitions.ts';

export const DEFAULT_APPLICATION_COUNT = 80;
const DEFAULT_SEED = 20260301;

/** The people who handle applications in the demo (admin and secretariat accounts, and Marrakech's office). */
const STAFF = [
  { name: 'Samira Benali', userId: 1 },
  { name: 'Youssef Alaoui', userId: 2 },
] as const;
const MARRAKECH_STAFF = { name: 'Hanane Tazi', userId: null } as const;

/** Share of the applications per status (80 in the demo: 18, 20, 9, 12, 8, 8, 5). */
const STATUS_SHARES: Array<[ApplicationStatus, number]> = [
  ['submitted', 18],
  ['under_review', 20],
  ['waitlisted', 9],
  ['accepted', 12],
  ['rejected', 8],
  ['enrolled', 8],
  ['withdrawn', 5],
];

/** Applications per branch, by branch position (Casablanca and Rabat receive most). */
const BRANCH_WEIGHTS = [45, 35, 20];

/** Entry levels (PS, CP, 6e) are where most children join. */
const LEVEL_WEIGHTS = [20, 6, 6, 14, 6, 5, 5, 4, 12, 4, 3, 2];

const PRESCHOOLS = [
  'Crèche Les Petits Loups',
  'Jardin d’enfants Les Lutins',
  'Crèche Bouton d’Or',
  'Garderie Al Azhar',
];
const SCHOOLS = [
  'École Ibn Khaldoun',
  'Groupe Scolaire La Résidence',
  'École Al Jabr',
  'École Pasteur',
  'Groupe Scolaire Le Nid',
  'École Ennour',
  'Lycée Paul Valéry (primaire)',
  'Collège Anatole France',
  'École Al Khawarizmi',
  'Groupe Scolaire Les Iris',
];

const REJECT_REASONS = [
  'Aucune place disponible dans ce niveau pour 2026-2027.',
  'Dossier incomplet malgré deux relances.',
  'L’âge de l’enfant ne correspond pas au niveau demandé.',
  'Résultats du test d’admission insuffisants.',
];
const WITHDRAW_REASONS = [
  'La famille a choisi un autre établissement.',
  'Déménagement à Tanger.',
  'Demande retirée par les parents.',
];
const WAITLIST_REASONS = [
  'Classe complète : en attente d’une place.',
  'Liste d’attente en attendant les désistements de septembre.',
];

const DAY = 86_400_000;

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

function slug(text: string): string {
  return foldText(text).replace(/[^a-z0-9]/g, '');
}

/**
 * Generates the applications. Each gets a branch (mostly 1 and 2), a status from the shares above, a level (entry
 * levels first; accepted ones where a class has room, waitlisted ones where classes are full when there are
 * such levels) and a history whose dates follow one another and end before 21 November of the year's start.
 */
export function generateApplications(
  school: ApplicationSchool,
  options: ApplicationOptions,
): DemoApplication[] {
  const next = mulberry32(options.seed ?? DEFAULT_SEED);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (probability: number) => next() < probability;
  const weighted = (weights: readonly number[]) => {
    let roll = next() * weights.reduce((sum, weight) => sum + weight, 0);
    for (let index = 0; index < weights.length; index += 1) {
      roll -= weights[index] ?? 0;
      if (roll < 0) return index;
    }
    return weights.length - 1;
  };
  const phone = () => {
    const two = () => String(int(0, 99)).padStart(2, '0');
    return `+212 6${two()} ${two()} ${two()} ${two()}`;
  };

  const count = options.count ?? DEFAULT_APPLICATION_COUNT;
  const { yearId, branchIds } = options;
  const startYear = Number(options.yearStart.slice(0, 4));
  const levels = [...school.levels].sort((a, b) => a.order - b.order);

  // Free seats per branch and level this year, and the children new this year (no enrolment the year before).
  const enrolledThisYear = new Map<number, DemoEnrolment>();
  const enrolledBefore = new Set<number>();
  const seated = new Map<number, number>();
  for (const enrolment of school.enrolments) {
    if (enrolment.yearId === yearId) {
      enrolledThisYear.set(enrolment.studentId, enrolment);
      if (enrolment.status !== 'left')
        seated.set(enrolment.classId, (seated.get(enrolment.classId) ?? 0) + 1);
    } else if (enrolment.yearId < yearId) {
      enrolledBefore.add(enrolment.studentId);
    }
  }
  const freeSeats = new Map<string, number>();
  for (const cls of school.classes) {
    if (cls.yearId !== yearId) continue;
    const key = `${cls.branchId}:${cls.levelId}`;
    freeSeats.set(key, (freeSeats.get(key) ?? 0) + Math.max(0, cls.capacity - (seated.get(cls.id) ?? 0)));
  }
  const studentsById = new Map(school.students.map((student) => [student.studentid, student]));
  const newcomers = school.students.filter((student) => {
    const enrolment = enrolledThisYear.get(student.studentid);
    return (
      enrolment !== undefined &&
      enrolment.status !== 'left' &&
      !enrolledBefore.has(student.studentid) &&
      student.studentid > 102
    );
  });
  // Families with a child enrolled this year, by branch: their younger children apply as siblings.
  const schoolFamilies = new Map<number, DemoFamily[]>();
  const familiesById = new Map(school.families.map((family) => [family.id, family]));
  const seenFamily = new Set<number>();
  for (const enrolment of enrolledThisYear.values()) {
    const student = studentsById.get(enrolment.studentId);
    if (!student || enrolment.status === 'left' || seenFamily.has(student.familyId)) continue;
    const family = familiesById.get(student.familyId);
    if (!family || family.id === 1) continue;
    seenFamily.add(family.id);
    const list = schoolFamilies.get(enrolment.branchId) ?? [];
    list.push(family);
    schoolFamilies.set(enrolment.branchId, list);
  }
  const usedFamilies = new Set<number>();
  const usedStudents = new Set<number>();
  const firstNames = (gender: Gender) => school.students.filter((student) => student.gender === gender);
  const girls = firstNames('F');
  const boys = firstNames('M');
  const fathers = school.families.flatMap((family) => family.guardians.filter((g) => g.relation === 'père'));
  const mothers = school.families.flatMap((family) => family.guardians.filter((g) => g.relation === 'mère'));

  const statuses: ApplicationStatus[] = [];
  const shareTotal = STATUS_SHARES.reduce((sum, [, share]) => sum + share, 0);
  for (const [status, share] of STATUS_SHARES) {
    for (let index = 0; index < Math.round((share * count) / shareTotal); index += 1) statuses.push(status);
  }
  while (statuses.length < count) statuses.push('submitted');
  statuses.length = count;

  const levelIndexFor = (branchId: number, status: ApplicationStatus): number => {
    let fallback = weighted(LEVEL_WEIGHTS);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const index = attempt === 0 ? fallback : weighted(LEVEL_WEIGHTS);
      const free = freeSeats.get(`${branchId}:${levels[index]?.id ?? 0}`) ?? 0;
      if (status === 'waitlisted' ? free === 0 : free > 0) return index;
      if (attempt === 0) fallback = index;
    }
    return fallback;
  };

  const drafts: Array<Omit<DemoApplication, 'id' | 'reference'>> = statuses.map((status) => {
    const branchId = branchIds[weighted(branchIds.map((_, index) => BRANCH_WEIGHTS[index] ?? 10))] ?? 1;
    // An enrolled application is the file of a child who joined this year.
    const joinedCandidates =
      status === 'enrolled'
        ? newcomers.filter((student) => student.branchId === branchId && !usedStudents.has(student.studentid))
        : [];
    const joined = joinedCandidates.length ? pick(joinedCandidates) : undefined;
    let child: Pick<
      DemoApplication,
      'firstname_fr' | 'lastname_fr' | 'firstname_ar' | 'lastname_ar' | 'gender' | 'birthDate'
    >;
    let levelIndex: number;
    let family: DemoFamily | undefined;
    let studentId: number | null = null;
    let hasSiblings: boolean;
    if (joined) {
      usedStudents.add(joined.studentid);
      const enrolment = enrolledThisYear.get(joined.studentid)!;
      child = {
        firstname_fr: joined.firstname_fr,
        lastname_fr: joined.lastname_fr,
        firstname_ar: joined.firstname_ar,
        lastname_ar: joined.lastname_ar,
        gender: joined.gender,
        birthDate: joined.birthDate,
      };
      levelIndex = Math.max(
        0,
        levels.findIndex((level) => level.id === enrolment.levelId),
      );
      const siblings = school.students.filter(
        (student) => student.familyId === joined.familyId && student.studentid !== joined.studentid,
      );
      family = familiesById.get(joined.familyId);
      studentId = joined.studentid;
      hasSiblings = siblings.length > 0;
    } else {
      levelIndex = levelIndexFor(branchId, status);
      const candidates = (schoolFamilies.get(branchId) ?? []).filter((item) => !usedFamilies.has(item.id));
      family = chance(0.3) && candidates.length ? pick(candidates) : undefined;
      if (family) usedFamilies.add(family.id);
      hasSiblings = family !== undefined;
      const gender: Gender = chance(0.5) ? 'F' : 'M';
      const first = pick(gender === 'F' ? girls : boys);
      const last = family ?? pick(school.families);
      const birthYear = startYear - 3 - levelIndex;
      child = {
        firstname_fr: first.firstname_fr,
        lastname_fr: family ? family.name : last.name,
        firstname_ar: first.firstname_ar,
        lastname_ar: family ? family.name_ar : last.name_ar,
        gender,
        birthDate: addDays(`${birthYear}-01-01`, int(0, 364)),
      };
    }
    const guardians: ApplicationGuardian[] = family
      ? family.guardians
          .slice()
          .sort((a, b) => a.priority - b.priority)
          .map((guardian) => ({
            relation: guardian.relation,
            firstname_fr: guardian.firstname_fr,
            lastname_fr: guardian.lastname_fr,
            firstname_ar: guardian.firstname_ar,
            lastname_ar: guardian.lastname_ar,
            phone: guardian.phone,
            email: guardian.email,
          }))
      : newGuardians(child);
    const level = levels[levelIndex]!;
    const previousSchool =
      level.order === 1
        ? chance(0.5)
          ? pick(PRESCHOOLS)
          : null
        : level.order <= 3
          ? pick([...PRESCHOOLS, ...SCHOOLS.slice(0, 4)])
          : pick(SCHOOLS);
    const priority: ApplicationPriority = hasSiblings ? 'sibling' : chance(0.1) ? 'staff' : 'normal';
    const path = pathTo(status);
    const dates = schedule(status, path);
    const staff = branchId === 3 ? MARRAKECH_STAFF : null;
    const history = buildHistory(path, dates, guardians[0], staff);
    const complete = status === 'enrolled' || status === 'accepted';
    const receivedOdds =
      status === 'submitted' ? 0.45 : status === 'under_review' || status === 'waitlisted' ? 0.75 : 0.7;
    const documents = APPLICATION_DOCUMENT_TYPES.filter(
      (type) => type !== 'previous_report' || previousSchool !== null,
    ).map((type) => ({ type, received: complete || chance(receivedOdds) }));
    return {
      branchId,
      yearId,
      levelId: level.id,
      ...child,
      familyId: family?.id ?? null,
      guardians,
      previousSchool,
      priority,
      documents,
      feePaid: complete || chance(status === 'submitted' ? 0.4 : 0.7),
      submittedAt: dates[0]!,
      status,
      history,
      studentId,
    };
  });

  function newGuardians(child: Pick<DemoApplication, 'lastname_fr' | 'lastname_ar'>): ApplicationGuardian[] {
    const guardians: ApplicationGuardian[] = [];
    const make = (
      relation: GuardianRelation,
      first: { firstname_fr: string; firstname_ar: string },
      last: [string, string],
    ) => {
      guardians.push({
        relation,
        firstname_fr: first.firstname_fr,
        lastname_fr: last[0],
        firstname_ar: first.firstname_ar,
        lastname_ar: last[1],
        phone: phone(),
        email: `${slug(first.firstname_fr)}.${slug(last[0])}${int(1, 99)}@parents.demo.test`,
      });
    };
    const setup = next();
    const other = pick(school.families);
    if (setup < 0.8) {
      if (fathers.length) make('père', pick(fathers), [child.lastname_fr, child.lastname_ar]);
      if (mothers.length) make('mère', pick(mothers), [other.name, other.name_ar]);
      if (chance(0.35)) guardians.reverse();
    } else if (setup < 0.95 && mothers.length) {
      make('mère', pick(mothers), [other.name, other.name_ar]);
    } else if (fathers.length) {
      make('tuteur', pick(fathers), [other.name, other.name_ar]);
    }
    return guardians;
  }

  /** The date of each step, from the submission to the current status. */
  function schedule(status: ApplicationStatus, path: ApplicationStatus[]): string[] {
    const late = status === 'submitted' || status === 'under_review';
    // Steps of up to three weeks each, all done by 20 November of the year's start.
    const end = `${startYear}-11-20`;
    const spread = path.length * 21;
    const earliest = late ? `${startYear}-08-25` : `${startYear}-01-12`;
    const latest = addDays(end, -spread);
    const span = Math.max(0, (Date.parse(latest) - Date.parse(earliest)) / DAY);
    let day = addDays(earliest, status === 'enrolled' ? int(0, Math.min(span, 150)) : int(0, span));
    const dates = [day];
    for (let step = 1; step < path.length; step += 1) {
      day = addDays(day, int(2, 21));
      dates.push(day);
    }
    return dates;
  }

  function buildHistory(
    path: ApplicationStatus[],
    dates: string[],
    guardian: ApplicationGuardian | undefined,
    office: { name: string; userId: number | null } | null,
  ): ApplicationEvent[] {
    return path.map((step, index) => {
      const online = index === 0 && chance(0.6);
      const who =
        index === 0 && online && guardian
          ? { name: `${guardian.firstname_fr} ${guardian.lastname_fr}`, userId: null }
          : (office ?? pick(STAFF));
      const time = `${String(int(8, 17)).padStart(2, '0')}:${String(int(0, 59)).padStart(2, '0')}`;
      const reason =
        step === 'rejected'
          ? pick(REJECT_REASONS)
          : step === 'withdrawn'
            ? pick(WITHDRAW_REASONS)
            : step === 'waitlisted'
              ? pick(WAITLIST_REASONS)
              : null;
      return { status: step, at: `${dates[index]}T${time}:00Z`, by: who.name, userId: who.userId, reason };
    });
  }

  /** The statuses an application went through to reach `status` (withdrawn from a random earlier state). */
  function pathTo(status: ApplicationStatus): ApplicationStatus[] {
    switch (status) {
      case 'submitted':
        return ['submitted'];
      case 'under_review':
        return ['submitted', 'under_review'];
      case 'waitlisted':
        return ['submitted', 'under_review', 'waitlisted'];
      case 'accepted':
        return chance(0.25)
          ? ['submitted', 'under_review', 'waitlisted', 'accepted']
          : ['submitted', 'under_review', 'accepted'];
      case 'rejected':
        return ['submitted', 'under_review', 'rejected'];
      case 'enrolled':
        return ['submitted', 'under_review', 'accepted', 'enrolled'];
      case 'withdrawn': {
        const before = pick<ApplicationStatus[]>([
          ['submitted'],
          ['submitted', 'under_review'],
          ['submitted', 'under_review', 'waitlisted'],
          ['submitted', 'under_review', 'accepted'],
        ]);
        const last = before[before.length - 1]!;
        return allowedTransitions(last).includes('withdrawn')
          ? [...before, 'withdrawn']
          : ['submitted', 'withdrawn'];
      }
    }
  }

  return drafts
    .map((draft, index) => ({ draft, index }))
    .sort((a, b) => a.draft.submittedAt.localeCompare(b.draft.submittedAt) || a.index - b.index)
    .map(({ draft }, index) => ({
      id: index + 1,
      reference: `PR-${startYear}-${String(index + 1).padStart(4, '0')}`,
      ...draft,
    }));
}
