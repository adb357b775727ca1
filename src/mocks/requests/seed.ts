import { addWorkingDays, type RequestFieldKind, type RequestState } from '../../domain/requests.ts';
import type { DemoAttachment, DemoYear } from '../core/tables.ts';
import type { DemoEnrolment, DemoStudent } from '../school/index.ts';
import type { SeedStep } from '../core/seed.ts';

/**
 * Parents' requests (docs/api.md "Requests"; ../shared/DOMAIN.md "Requests"): the request types each branch
 * configures and the requests of the current year, in every state, with their threads and internal notes. Dates
 * are counted back from the day the data set is made, so some open requests are always past their target delay.
 */

export interface DemoRequestField {
  /** Stable key of the field, the key of the family's answer. */
  key: string;
  label_fr: string;
  label_ar: string;
  kind: RequestFieldKind;
  required: boolean;
  /** The options of a `choice` field. */
  choices: string[];
}

export interface DemoRequestType {
  id: number;
  branchId: number;
  /** `certificate` types can produce the certificate of schooling. */
  kind: 'certificate' | 'meeting' | 'absence' | 'transport' | 'other';
  name_fr: string;
  name_ar: string;
  /** The permission of the staff who handle it (an admin role handles every type). */
  permission: string;
  /** Target delay in working days. */
  delayDays: number;
  active: boolean;
  fields: DemoRequestField[];
}

export interface DemoRequestAnswer {
  key: string;
  /** The text, date or choice; for a file, its name. */
  value: string;
}

export interface DemoRequestEntry {
  id: number;
  /**
   * reply: seen by both sides; note: internal, never sent to a family; state: a change of state; certificate: the
   * certificate of schooling sent to the family (docs/api.md "POST requests/{id}/certificate/issue").
   */
  kind: 'reply' | 'note' | 'state' | 'certificate';
  authorId: number;
  at: string;
  text: string;
  from: RequestState | null;
  to: RequestState | null;
  attachments: DemoAttachment[];
}

export interface DemoRequest {
  id: number;
  reference: string;
  branchId: number;
  yearId: number;
  studentId: number;
  familyId: number;
  typeId: number;
  /** The guardian's account that made it. */
  createdBy: number;
  createdAt: string;
  updatedAt: string;
  state: RequestState;
  assigneeId: number | null;
  answers: DemoRequestAnswer[];
  attachments: DemoAttachment[];
  thread: DemoRequestEntry[];
  /** The certificate of schooling as it was sent to the family (a `certificate` request), fixed from then on. */
  certificate?: IssuedCertificate | null;
}

/** What `GET requests/{id}/certificate` answers (docs/api.md), as the school sent it. */
export type IssuedCertificate = Record<string, unknown> & { issuedOn: string };

/** The module's tables, one field of the data set (`DemoData.requests`). */
export interface RequestTables {
  types: DemoRequestType[];
  items: DemoRequest[];
  /** Attachment contents (base64) by path, `requests/{id}/...`. */
  files: Record<string, string>;
}

function field(
  key: string,
  label_fr: string,
  label_ar: string,
  kind: RequestFieldKind,
  required: boolean,
  choices: string[] = [],
): DemoRequestField {
  return { key, label_fr, label_ar, kind, required, choices };
}

/** The types every branch starts with. */
function typesOf(branchId: number, firstId: number): DemoRequestType[] {
  const base: Array<Omit<DemoRequestType, 'id' | 'branchId'>> = [
    {
      kind: 'certificate',
      name_fr: 'Certificat de scolarité',
      name_ar: 'شهادة مدرسية',
      permission: 'view-full-students-page',
      delayDays: 2,
      active: true,
      fields: [
        field('purpose', 'Motif', 'الغرض', 'choice', true, ['CAF', 'Banque', 'Administration', 'Autre']),
        field('copies', 'Nombre d’exemplaires', 'عدد النسخ', 'text', false),
      ],
    },
    {
      kind: 'meeting',
      name_fr: 'Rendez-vous avec l’enseignant',
      name_ar: 'موعد مع الأستاذ',
      permission: 'view-request-page',
      delayDays: 5,
      active: true,
      fields: [
        field('date', 'Date souhaitée', 'التاريخ المرغوب', 'date', true),
        field('subject', 'Sujet', 'الموضوع', 'text', true),
      ],
    },
    {
      kind: 'absence',
      name_fr: 'Justificatif d’absence',
      name_ar: 'تبرير الغياب',
      permission: 'view-full-students-page',
      delayDays: 3,
      active: true,
      fields: [
        field('from', 'Du', 'من', 'date', true),
        field('to', 'Au', 'إلى', 'date', true),
        field('proof', 'Certificat médical', 'شهادة طبية', 'file', false),
      ],
    },
    {
      kind: 'transport',
      name_fr: 'Changement de transport',
      name_ar: 'تغيير النقل',
      permission: 'view-lignes-page',
      delayDays: 5,
      active: true,
      fields: [
        field('change', 'Changement', 'التغيير', 'choice', true, [
          'Nouvel arrêt',
          'Matin seulement',
          'Soir seulement',
          'Arrêt du transport',
        ]),
        field('from', 'À partir du', 'ابتداءً من', 'date', true),
      ],
    },
  ];
  return base.map((type, index) => ({ ...type, id: firstId + index, branchId }));
}

const PARENT_ID = 3;
/** Who handled the seeded requests: the admin in Casablanca and Rabat, the direction in Marrakech. */
const MARRAKECH_DIRECTION_ID = 9;
const ADMIN_ID = 1;

function daysAgo(today: Date, days: number, hour = 9): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hour, 15));
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString();
}

function answersFor(type: DemoRequestType, createdAt: string): DemoRequestAnswer[] {
  return type.fields
    .filter((item) => item.kind !== 'file')
    .map((item) => ({
      key: item.key,
      value:
        item.kind === 'choice'
          ? (item.choices[0] ?? '')
          : item.kind === 'date'
            ? addWorkingDays(createdAt, 3)
            : item.key === 'copies'
              ? '2'
              : 'Progrès en lecture',
    }));
}

/** One seeded request per state and kind, following the path of states a real one would have taken. */
const PATHS: Record<RequestState, RequestState[]> = {
  open: [],
  in_progress: ['in_progress'],
  resolved: ['in_progress', 'resolved'],
  closed: ['in_progress', 'resolved', 'closed'],
  rejected: ['rejected'],
};

const SMALL_PDF =
  'JVBERi0xLjQKMSAwIG9iago8PC9UeXBlL0NhdGFsb2cvUGFnZXMgMiAwIFI+PgplbmRvYmoKdHJhaWxlcgo8PC9Sb290IDEgMCBSPj4KJSVFT0YK';

/**
 * The request types of every branch and the requests of the current year: the demo parent's children first (one
 * in each state, with threads, notes and an attachment), then requests of other families of each branch, a few of
 * them past their target delay.
 */
export function generateRequests(input: {
  students: DemoStudent[];
  enrolments: DemoEnrolment[];
  years: DemoYear[];
  branchIds: number[];
  today?: Date;
}): RequestTables {
  const today = input.today ?? new Date();
  const requestTypes = input.branchIds.flatMap((branchId, index) => typesOf(branchId, index * 10 + 1));
  const year = [...input.years].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  const requests: DemoRequest[] = [];
  const files: Record<string, string> = {};
  if (!year) return { types: requestTypes, items: requests, files };
  const enrolled = new Set(
    input.enrolments.filter((e) => e.yearId === year.schoolyearid).map((e) => e.studentId),
  );
  let entryId = 0;
  const add = (
    student: DemoStudent,
    type: DemoRequestType,
    state: RequestState,
    age: number,
    createdBy: number,
  ) => {
    const id = requests.length + 1;
    const createdAt = daysAgo(today, age);
    const thread: DemoRequestEntry[] = [];
    const handler = student.branchId === 3 ? MARRAKECH_DIRECTION_ID : ADMIN_ID;
    let at = age;
    const entry = (
      kind: DemoRequestEntry['kind'],
      authorId: number,
      text: string,
      from = null as RequestState | null,
      to = null as RequestState | null,
    ) => {
      at = Math.max(0, at - 1);
      thread.push({
        id: ++entryId,
        kind,
        authorId,
        at: daysAgo(today, at, 10),
        text,
        from,
        to,
        attachments: [],
      });
    };
    let current: RequestState = 'open';
    for (const next of PATHS[state]) {
      if (next === 'in_progress') {
        entry('note', handler, 'Dossier vérifié, en cours de traitement.');
      }
      if (next === 'resolved') {
        entry(
          'reply',
          handler,
          'Bonjour, votre demande est traitée. Le document est disponible au secrétariat.',
        );
      }
      entry(
        'state',
        next === 'closed' ? createdBy : handler,
        next === 'rejected' ? 'La demande doit être faite par le responsable légal.' : '',
        current,
        next,
      );
      current = next;
    }
    const attachments: DemoAttachment[] = [];
    if (type.kind === 'absence') {
      const path = `requests/${id}/0-certificat-medical.pdf`;
      files[path] = SMALL_PDF;
      attachments.push({ path, name: 'certificat-medical.pdf', mimeType: 'application/pdf', size: 96 });
    }
    requests.push({
      id,
      reference: `DEM-${year.description.slice(0, 4)}-${String(id).padStart(5, '0')}`,
      branchId: student.branchId,
      yearId: year.schoolyearid,
      studentId: student.studentid,
      familyId: student.familyId,
      typeId: type.id,
      createdBy,
      createdAt,
      updatedAt: thread[thread.length - 1]?.at ?? createdAt,
      state,
      assigneeId: state === 'open' ? null : handler,
      answers: answersFor(type, createdAt),
      attachments,
      thread,
    });
  };

  const typesOfBranch = (branchId: number) => requestTypes.filter((type) => type.branchId === branchId);
  // The demo parent's children (101 in Casablanca, 102 in Marrakech).
  const states: RequestState[] = ['open', 'in_progress', 'resolved', 'closed', 'rejected'];
  for (const child of input.students.filter((s) => s.studentid === 101 || s.studentid === 102)) {
    const types = typesOfBranch(child.branchId);
    states.forEach((state, index) => {
      const type = types[index % types.length];
      if (type) add(child, type, state, 2 + index * 4, PARENT_ID);
    });
  }
  // Other families: per branch, each state with each type, some older than their delay.
  for (const branchId of input.branchIds) {
    const types = typesOfBranch(branchId);
    const students = input.students
      .filter((s) => s.branchId === branchId && s.studentid > 102 && enrolled.has(s.studentid))
      .slice(0, 24);
    students.forEach((student, index) => {
      const type = types[index % types.length];
      const state = states[index % states.length];
      // A family of the demo has no account of its own: the demo's other guardians share the id 0.
      if (type && state) add(student, type, state, 1 + ((index * 3) % 16), 0);
    });
  }
  return { types: requestTypes, items: requests, files };
}

declare module '../core/tables.ts' {
  interface DemoData {
    /** Parents' requests: types, requests with their threads, attachment contents. */
    requests: RequestTables;
  }
}

export const requestsStep: SeedStep<'requests'> = {
  tables: ['requests'],
  make: (data) => ({
    requests: generateRequests({ ...data, branchIds: data.branches.map((branch) => branch.schoolbranchid) }),
  }),
};
