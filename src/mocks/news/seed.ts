import { reachesFamilies, targetsStudent, type NewsAudience, type NewsStatus } from '../../domain/news.ts';
import type { DemoClass, DemoEnrolment, DemoFamily, DemoLevel } from '../school/index.ts';
import type { SeedStep } from '../core/seed.ts';

/** docs/api.md "News": the demo's news, their acknowledgements and each branch and year's news settings. */

export interface NewsCategory {
  id: number;
  name: string;
  /** `#rrggbb`. */
  colour: string;
}

/** Who may publish: every member of staff who opens the news page, or only those who open its settings. */
export type NewsPublishers = 'staff' | 'managers';

export interface DemoNewsSettings {
  branchId: number;
  yearId: number;
  categories: NewsCategory[];
  defaultAudience: NewsAudience;
  publishers: NewsPublishers;
}

export interface NewsMark {
  familyId: number;
  /** The guardian who read or acknowledged it, when known. */
  guardianId: number | null;
  at: string;
}

export interface DemoNews {
  id: number;
  branchId: number;
  yearId: number;
  title: string;
  /** Plain text: paragraphs, `- ` lists, links; never HTML. */
  body: string;
  categoryId: number | null;
  audience: NewsAudience;
  levelIds: number[];
  classIds: number[];
  publishAt: string;
  expiresAt: string | null;
  pinned: boolean;
  requiresAck: boolean;
  status: NewsStatus;
  authorId: number;
  createdAt: string;
  updatedAt: string;
  /** The cover, checked by content and resized by the browser before upload (base64). */
  cover: { mimeType: string; data: string } | null;
  reads: NewsMark[];
  acks: NewsMark[];
  remindedAt: string | null;
}

export interface NewsTables {
  items: DemoNews[];
  settings: DemoNewsSettings[];
}

export const DEFAULT_CATEGORIES: ReadonlyArray<Omit<NewsCategory, 'id'>> = [
  { name: 'Vie scolaire', colour: '#1e48ec' },
  { name: 'Sorties et événements', colour: '#0f766e' },
  { name: 'Santé', colour: '#be123c' },
  { name: 'Administration', colour: '#b45309' },
];

/** The settings of a branch and year: created with the default categories the first time they are asked. */
export function defaultNewsSettings(branchId: number, yearId: number): DemoNewsSettings {
  return {
    branchId,
    yearId,
    categories: DEFAULT_CATEGORIES.map((category, index) => ({ ...category, id: index + 1 })),
    defaultAudience: 'parents',
    publishers: 'staff',
  };
}

interface Template {
  title: string;
  body: string;
  category: number;
  /** Days after the year's start. */
  day: number;
  /** Level codes targeted (none: everyone). */
  levels?: string[];
  audience?: NewsAudience;
  pinned?: boolean;
  ack?: boolean;
  /** Days shown; none: no expiry. */
  lasts?: number;
}

const TEMPLATES: Template[] = [
  {
    title: 'Bienvenue pour la nouvelle année scolaire',
    body: 'Chères familles,\n\nToute l’équipe est heureuse d’accueillir vos enfants pour cette nouvelle année.\n\n- Rentrée des classes à 8 h 30\n- Sortie à 16 h 30\n- Cantine ouverte dès le premier jour\n\nLe règlement intérieur est disponible sur https://ecole.example.ma/reglement',
    category: 1,
    day: 0,
    pinned: true,
  },
  {
    title: 'Règlement intérieur : accusé de lecture',
    body: 'Merci de lire le règlement intérieur avec votre enfant et de confirmer votre lecture sur le portail.\n\nLes points nouveaux cette année :\n- les téléphones restent éteints en classe\n- la tenue de sport est obligatoire le mardi',
    category: 4,
    day: 3,
    pinned: true,
    ack: true,
  },
  {
    title: 'Réunion de rentrée des parents',
    body: 'Les réunions de rentrée se tiendront dans les classes la deuxième semaine de septembre, de 17 h à 18 h 30.',
    category: 1,
    day: 6,
    lasts: 14,
  },
  {
    title: 'اجتماع أولياء الأمور',
    body: 'يسعدنا دعوتكم إلى اجتماع أولياء الأمور يوم الجمعة على الساعة الخامسة مساءً.\n\n- تقديم البرنامج السنوي\n- لقاء الأساتذة',
    category: 1,
    day: 9,
    lasts: 20,
  },
  {
    title: 'Visite médicale des maternelles',
    body: 'Le médecin scolaire passera dans les classes de maternelle. Merci de glisser le carnet de santé dans le cartable.',
    category: 3,
    day: 16,
    levels: ['PS', 'MS', 'GS'],
    ack: true,
    lasts: 30,
  },
  {
    title: 'Sortie au musée Mohammed VI',
    body: 'Les élèves de CM1 et CM2 visiteront le musée. L’autorisation de sortie doit être signée avant la fin de la semaine.',
    category: 2,
    day: 24,
    levels: ['CM1', 'CM2'],
    ack: true,
  },
  {
    title: 'Semaine du goût à la cantine',
    body: 'Du lundi au vendredi, la cantine fera découvrir un plat régional chaque jour.',
    category: 2,
    day: 35,
    lasts: 10,
  },
  {
    title: 'Vacances de la Marche verte',
    body: 'L’école sera fermée pour les vacances. Reprise des cours le lundi suivant à 8 h 30.',
    category: 4,
    day: 52,
  },
  {
    title: 'حملة التلقيح',
    body: 'ستنظم حملة تلقيح لفائدة تلاميذ الابتدائي. المرجو تأكيد الاطلاع على هذا الإعلان.',
    category: 3,
    day: 60,
    levels: ['CP', 'CE1', 'CE2'],
    ack: true,
  },
  {
    title: 'Conseils de classe du premier trimestre',
    body: 'Les conseils de classe auront lieu du 8 au 12 décembre. Les bulletins seront remis aux familles la semaine suivante.',
    category: 1,
    day: 70,
  },
  {
    title: 'Note interne : planning des surveillances',
    body: 'Le planning des surveillances de décembre est affiché en salle des professeurs.',
    category: 4,
    day: 72,
    audience: 'staff',
  },
  {
    title: 'Spectacle de fin d’année',
    body: 'Le spectacle de fin d’année aura lieu le 19 décembre. Les répétitions commencent bientôt.',
    category: 2,
    day: 85,
  },
];

const DAY = 24 * 60 * 60 * 1000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

interface NewsSchool {
  levels: DemoLevel[];
  classes: DemoClass[];
  families: DemoFamily[];
  enrolments: DemoEnrolment[];
  students: ReadonlyArray<{ studentid: number; familyId: number }>;
}

/**
 * A year of news for each branch: the current year's pieces from its start (some pinned, some asking for an
 * acknowledgement, partly acknowledged), a draft, the previous year's pieces archived. Acknowledgements are given by
 * families whose guardians have no portal account, so the demo accounts still have news to acknowledge.
 */
export function generateNews(
  school: NewsSchool,
  years: ReadonlyArray<{ schoolyearid: number; startDate: string }>,
  branchIds: readonly number[],
): NewsTables {
  const sorted = [...years].sort((a, b) => b.startDate.localeCompare(a.startDate));
  const items: DemoNews[] = [];
  const settings: DemoNewsSettings[] = [];
  const levelByCode = new Map(school.levels.map((level) => [level.code, level.id]));
  const withAccount = new Set(
    school.families
      .filter((family) => family.guardians.some((guardian) => guardian.userId !== null))
      .map((family) => family.id),
  );
  const familyOf = new Map(school.students.map((student) => [student.studentid, student.familyId]));
  const firstGuardian = new Map(
    school.families.map((family) => [family.id, family.guardians[0]?.id ?? null]),
  );
  for (const branchId of branchIds) {
    for (const [index, year] of sorted.entries()) {
      settings.push(defaultNewsSettings(branchId, year.schoolyearid));
      const current = index === 0;
      const enrolments = school.enrolments.filter(
        (enrolment) =>
          enrolment.branchId === branchId &&
          enrolment.yearId === year.schoolyearid &&
          enrolment.status !== 'left',
      );
      for (const template of current ? TEMPLATES : TEMPLATES.slice(0, 8)) {
        const id = items.length + 1;
        const publishAt = addDays(year.startDate, template.day);
        const levelIds = (template.levels ?? []).flatMap((code) => levelByCode.get(code) ?? []);
        const target = { audience: template.audience ?? 'parents', levelIds, classIds: [] };
        const families = reachesFamilies(target)
          ? [
              ...new Set(
                enrolments
                  .filter((e) => targetsStudent(target, e))
                  .map((e) => familyOf.get(e.studentId) ?? 0),
              ),
            ]
          : [];
        // Partly acknowledged: about two families in three (deterministic), read by one more in six.
        const marks = (share: number) =>
          families
            .filter((familyId) => !withAccount.has(familyId) && (familyId * 7 + id) % 6 < share)
            .map((familyId) => ({
              familyId,
              guardianId: firstGuardian.get(familyId) ?? null,
              at: `${addDays(publishAt, 1 + ((familyId + id) % 5))}T18:00:00Z`,
            }));
        const acks = template.ack ? marks(current ? 4 : 6) : [];
        const ackedIds = new Set(acks.map((mark) => mark.familyId));
        items.push({
          id,
          branchId,
          yearId: year.schoolyearid,
          title: template.title,
          body: template.body,
          categoryId: template.category,
          audience: target.audience,
          levelIds,
          classIds: [],
          publishAt,
          expiresAt: template.lasts ? addDays(publishAt, template.lasts) : null,
          pinned: current && (template.pinned ?? false),
          requiresAck: template.ack ?? false,
          status: current ? 'published' : 'archived',
          authorId: 1,
          createdAt: `${addDays(publishAt, -1)}T09:00:00Z`,
          updatedAt: `${addDays(publishAt, -1)}T09:00:00Z`,
          cover: null,
          reads: marks(5).filter((mark) => !ackedIds.has(mark.familyId)),
          acks,
          remindedAt: null,
        });
      }
      if (current) {
        const publishAt = addDays(year.startDate, 120);
        items.push({
          ...items[items.length - 1]!,
          id: items.length + 1,
          title: 'Inscriptions aux activités du deuxième trimestre',
          body: 'Les inscriptions aux clubs (échecs, théâtre, robotique) ouvriront en janvier.',
          categoryId: 1,
          audience: 'parents',
          levelIds: [],
          publishAt,
          expiresAt: null,
          pinned: false,
          requiresAck: false,
          status: 'draft',
          createdAt: `${year.startDate}T09:00:00Z`,
          updatedAt: `${year.startDate}T09:00:00Z`,
          reads: [],
          acks: [],
        });
      }
    }
  }
  return { items, settings };
}

/** The news of a whole data set (a saved one that had none). */
export function newsOf(
  data: NewsSchool & {
    years: ReadonlyArray<{ schoolyearid: number; startDate: string }>;
    branches: ReadonlyArray<{ schoolbranchid: number }>;
  },
): NewsTables {
  return generateNews(
    data,
    data.years,
    data.branches.map((branch) => branch.schoolbranchid),
  );
}

declare module '../core/tables.ts' {
  interface DemoData {
    /** News: the pieces with their reads and acknowledgements, the settings of each branch and year. */
    news: NewsTables;
  }
}

export const newsStep: SeedStep<'news'> = {
  tables: ['news'],
  make: (data) => ({ news: newsOf(data) }),
};
