import type { Engagement, FinanceSettings, Installment, Payment } from '../domain/ledger.ts';
import { generateFinances, ledgerIndex } from './finances/finance.ts';
import {
  DEFAULT_STUDENT_COUNT,
  MAX_STUDENT_COUNT,
  generateSchool,
  type DemoClass,
  type DemoEnrolment,
  type DemoFamily,
  type DemoLevel,
  type DemoStudent,
} from './school/school.ts';
import { generateApplications, type ApplicationSchool, type DemoApplication } from './preregistrations/applications.ts';
// Overdue list and reminders
import type { DemoReminder } from './finances/reminders.ts';
import { seedLostItems, type LostItemTables } from './lostItems/seed.ts';
import { EXTRA_ROLES, seedAccess, type AccessTables } from './access/roles.ts';
// Students' records (student details)
import {
  generateStudentRecords,
  type DemoDocumentType,
  type DemoStudentDocument,
  type DemoStudentNote,
  type StudentRecordTables,
} from './students/recordsSeed.ts';
import { generateTransport, type TransportTables } from './transport/seed.ts';
import { generateEducation, type EducationTables } from './education/seed.ts';
import { generateCanteen, type CanteenTables } from './canteen/seed.ts';
import { generateNews, newsOf, type NewsTables } from './news/seed.ts';
import { generateRequests, type RequestTables } from './requests/seed.ts';

/**
 * The demo data set, generated deterministically: the same seed gives the same school group every time.
 * Shapes follow docs/api.md; the domain model is ../shared/DOMAIN.md. Later modules add their tables here.
 * The school itself (levels, classes, families, students, enrolments) comes from ./school.ts.
 */

export type {
  DemoClass,
  DemoEmergencyContact,
  DemoEnrolment,
  DemoFamily,
  DemoGuardian,
  DemoLevel,
  DemoMedical,
  DemoStudent,
  Gender,
  GuardianRelation,
  StudentStatus,
} from './school/school.ts';
export type {
  DemoDocumentType,
  DemoStudentDocument,
  DemoStudentNote,
  DocumentAppliesTo,
} from './students/recordsSeed.ts';

export interface DemoSchool {
  id: number;
  schoolname: string;
  /** The school's identity (settings hub): its name in Arabic script, logo, the language it works in. */
  schoolname_ar?: string;
  logo?: { mimeType: string; data: string } | null;
  defaultLanguage?: 'fr' | 'en' | 'ar';
}

/** The legal identifiers a Moroccan school prints on its receipts and certificates. */
export interface LegalIds {
  ice: string;
  rc: string;
  taxId: string;
  patente: string;
  cnss: string;
}

export interface DemoYear {
  schoolyearid: number;
  description: string;
  startDate: string;
  endDate: string;
}

export interface DemoBranch {
  schoolbranchid: number;
  branchname: string;
  schoolId: number;
  city: string;
  /** Postal address and phone, printed on the branch's receipts (the school's identity). */
  address?: string;
  phone?: string;
  branchname_ar?: string;
  email?: string;
  legal?: LegalIds;
  /** Years open in this branch, current year first. */
  yearIds: number[];
}

export interface DemoRole {
  name: string;
  schoolbranchid: number;
  schoolyearid: number;
  permissions: string[];
}

export interface DemoUser {
  id: number;
  email: string;
  password: string;
  displayname: string;
  firstname: string;
  lastname: string;
  isParent: boolean;
  roles: DemoRole[];
  /** Branches a staff member works in; a parent's come from their children. */
  branchIds: number[];
  /** Children (parents only). */
  studentIds: number[];
  profilepicture: { mimeType: string; data: string } | null;
  /** A staff account's names in Arabic script (access management). */
  firstname_ar?: string;
  lastname_ar?: string;
  /** False once an admin deactivated the account: it cannot sign in (absent: active). */
  active?: boolean;
  /** The branch an admin created the account in (access management lists it there before it holds a role). */
  createdInBranch?: number;
}

export interface DemoNotification {
  id: number;
  userId: number;
  /** Branch the notification is about; null for every branch. */
  schoolbranchid: number | null;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
}

export interface DemoAttachment {
  /** Opaque download path, `chat/{conversationId}/{id}-{name}`. */
  path: string;
  name: string;
  mimeType: string;
  size: number;
}

export interface DemoMessage {
  message_id: number;
  conversationId: number;
  sender_id: number;
  created_at: string;
  message: string;
  attachments: DemoAttachment[];
}

export interface DemoConversation {
  id: number;
  participantIds: [number, number];
  /** The student the conversation is about, when there is one. */
  studentId: number | null;
  /** user id -> id of the last message that user has read. */
  lastRead: Record<string, number>;
}

export interface DemoData {
  schools: DemoSchool[];
  years: DemoYear[];
  branches: DemoBranch[];
  users: DemoUser[];
  /** Levels (PS ... 3e), the same in every branch and year. */
  levels: DemoLevel[];
  /** Classes of a branch and year, each of one level. */
  classes: DemoClass[];
  /** Families with their guardians; a student's siblings are the other students of the same family. */
  families: DemoFamily[];
  students: DemoStudent[];
  /** One row per student per year attended (class, level, status, dates). */
  enrolments: DemoEnrolment[];
  notifications: DemoNotification[];
  // Finances (src/mocks/finance.ts; amounts in integer cents, derived states computed by ledger.ts)
  /** Financial settings per branch and year: fee types per level, templates, discounts, receipt numbering. */
  financeSettings: FinanceSettings[];
  /** A family's commitment for one student, year and fee. */
  engagements: Engagement[];
  /** Installments of the engagements (paid amount and status come from the payments' allocations). */
  installments: Installment[];
  /** Payments of a family in a branch and year, with their allocations to installments. */
  payments: Payment[];
  conversations: DemoConversation[];
  messages: DemoMessage[];
  /** Attachment contents (base64) by path. */
  files: Record<string, string>;
  /** token -> user id. */
  sessions: Record<string, number>;
  /** token -> when it was given (ms since the epoch): a session lasts SESSION_LIFETIME_MS (session.ts). Absent in
   * a data set saved before; a token without a start is timed from its next use. */
  sessionStarts?: Record<string, number>;
  // Pre-registrations: applications for the current year, see ./applications.ts.
  applications: DemoApplication[];
  // Overdue list and reminders: reminders sent to families (overdue itself is derived).
  reminders: DemoReminder[];
  // Students' records (student details)
  /** Configured document types (files-types-management-config). */
  documentTypes: DemoDocumentType[];
  /** Documents uploaded for students (metadata; contents in `files` under `documents/...` when uploaded). */
  studentDocuments: DemoStudentDocument[];
  /** Dated staff notes about a student. */
  studentNotes: DemoStudentNote[];
  /** School transport: cars, drivers, lines with stops, assignments, expenses (./transportSeed.ts). */
  transport: TransportTables;
  // News (./newsSeed.ts): the pieces with their reads and acknowledgements, the settings of each branch and year.
  news: NewsTables;
  // Parents' requests: types, requests with their threads, attachment contents (./requestsSeed.ts).
  requests: RequestTables;
  /** Lost items: found items, parents' claims and requests, the disposal delay (./lostItemsSeed.ts). */
  lostItems: LostItemTables;
  /** Roles per branch and year, who holds them, and the audit log of changes (./access.ts). */
  access: AccessTables;
  /** School canteen: ingredients and their stock movements, purchases, meals, weekly programs, requests (./canteenSeed.ts). */
  canteen: CanteenTables;
  /** Education: subjects and hours per level, teachers, teaching assignments, skills grids, diagnostic campaigns and
   * their results (./educationSeed.ts). Generating it sets each class's main teacher and next class. */
  education: EducationTables;
}

/** Every permission named by the spec (Roles and permissions), in the spec's `view-...-page` form. */
export const ALL_PERMISSIONS = [
  'view-dashboard-page',
  'view-studentengagements-page',
  'view-financial-params-page',
  'view-messagerie-page',
  'view-full-students-page',
  'view-preregistrations-page',
  'view-news-page',
  'view-request-page',
  'view-request-settings-page',
  'view-lost-items-page',
  'view-lost-item-requests-page',
  'view-settings-page',
  'view-news-management-config-page',
  'view-student-management-config-page',
  'view-educational-management-config-page',
  'view-files-types-management-config-page',
  'view-teachers-page',
  'view-evaluations-page',
  'view-diagevaluations-page',
  'view-programs-page',
  'view-meals-page',
  'view-ingredients-page',
  'view-achats-page',
  'view-cantine-demandes-page',
  'view-expenses-page',
  'view-drivers-page',
  'view-cars-page',
  'view-lignes-page',
];

export const STAFF_PERMISSIONS = [
  'view-dashboard-page',
  'view-full-students-page',
  'view-news-page',
  'view-messagerie-page',
];

export const PARENT_PERMISSIONS = [
  'view-dashboard-page',
  'view-request-page',
  'view-studentengagements-page',
  'view-news-page',
  'view-messagerie-page',
  // Lost items: a family browses found items, claims one or describes a lost one (its side menu's group).
  'view-lost-items-page',
  'view-lost-item-requests-page',
  // The canteen: the child's menu of the week, and subscriptions or meals to ask for (its side menu's group).
  'view-cantine-demandes-page',
];

export const DEMO_PASSWORD = 'demo1234';

/** What the school's office staff (secretariat, accounting, direction) may open: parents write to them. */
export const OFFICE_PERMISSIONS = ['view-dashboard-page', 'view-news-page', 'view-messagerie-page'];

/** A demo staff account: names in Latin and Arabic script, its role in each of its branches. */
interface StaffMember {
  id: number;
  first: [string, string];
  last: [string, string];
  role: string;
  branchIds: number[];
}

/**
 * The school's office, by role and branch: the contacts a parent writes to (docs/api.md "Messaging"). The
 * secretariat of Casablanca is the staff account; Casablanca and Rabat share their accounting and direction.
 */
const OFFICE: StaffMember[] = [
  { id: 4, first: ['Nadia', 'نادية'], last: ['Tazi', 'التازي'], role: 'accounting', branchIds: [1, 2] },
  { id: 5, first: ['Hassan', 'حسن'], last: ['Berrada', 'برادة'], role: 'direction', branchIds: [1, 2] },
  { id: 6, first: ['Rachid', 'رشيد'], last: ['Kettani', 'الكتاني'], role: 'secretariat', branchIds: [2] },
  { id: 7, first: ['Leïla', 'ليلى'], last: ['Amrani', 'العمراني'], role: 'secretariat', branchIds: [3] },
  { id: 8, first: ['Omar', 'عمر'], last: ['Fassi', 'الفاسي'], role: 'accounting', branchIds: [3] },
  {
    id: 9,
    first: ['Fatima Zahra', 'فاطمة الزهراء'],
    last: ['Chraibi', 'الشرايبي'],
    role: 'direction',
    branchIds: [3],
  },
];

/** Staff who do not write to parents: the canteen, transport and teachers (access management's accounts). */
const TEAM: StaffMember[] = [
  { id: 10, first: ['Meryem', 'مريم'], last: ['Ouazzani', 'الوزاني'], role: 'canteen', branchIds: [1] },
  { id: 11, first: ['Driss', 'إدريس'], last: ['Lahlou', 'لحلو'], role: 'transport', branchIds: [1] },
  { id: 12, first: ['Salma', 'سلمى'], last: ['Bennis', 'بنيس'], role: 'teacher', branchIds: [1] },
  { id: 13, first: ['Anas', 'أنس'], last: ['Sqalli', 'الصقلي'], role: 'teacher', branchIds: [2] },
];

/** A small PNG avatar (48x48), served as the admin's profile picture. */
const ADMIN_AVATAR_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAABqUlEQVR42tWa6VLCMBRG8yqIIuKCy2uA4r7irm9P2Yr+/LzCFNRi2+TeJA0zZ6ZMnfnO+QWkKiX4Onj/RBFUmV77bx/g4Ef6lcYt4ER+j4ZsYk/8hQYcIiq/+zyBD4KWF4loPk1QBoKWN4poPsYoI4Xkdx5ilBnrAVGMTKwGbN/H4JAnn8DdWS7fpZsMisrPI5h7qYCt7him6MoncDbTAXd0wxDjAMamd3nRiM3bMUzhBnC2FwE3I5jCDmBsT+UbdMGBG8DdV41rumDADmDuq42rEbiYyktsU8AQXMwD+NuqfjmEBLryUrtiAToRkpuqfkEXguTKC++p9fMhQoYCBggZVTsbIGSmn8a1U3oTIPPvQmv0JkQWASd9cNH9HJDY/PWbwJW4VEjqF9nqcR+6cOUTTLbTAR26URAp8VSIhsPSk4lqJ0IetuQTijhkng1Vj+iPMrAekLOfezK3chjhP2zLJ2Q5FDof9SmfFaF1Ql1pR/iJ64C/+0bPCCrtHr5xLb+ImO2zntJUWh4DWj2Z52S+AkSfVAYt7zLEydP6oOWlY0r1nys+pL8AgJmLh5fVjB8AAAAASUVORK5CYII=';

function rolesFor(name: string, branchIds: number[], yearIds: number[], permissions: string[]): DemoRole[] {
  return branchIds.flatMap((schoolbranchid) =>
    yearIds.map((schoolyearid) => ({ name, schoolbranchid, schoolyearid, permissions: [...permissions] })),
  );
}

export interface SeedOptions {
  /** Number of students of the generated school (default: `DEMO_STUDENTS` from the environment, else 1,200). */
  students?: number;
}

/**
 * Size of the demo school: `DEMO_STUDENTS` (e.g. 10000, to test the lists at scale) when it is a whole number
 * from 2 to 100,000, else 1,200.
 */
export function demoStudentCount(
  env: Record<string, string | undefined> | undefined = globalThis.process?.env,
): number {
  const raw = env?.DEMO_STUDENTS?.trim() ?? '';
  const count = /^\d+$/.test(raw) ? Number(raw) : NaN;
  return count >= 2 && count <= MAX_STUDENT_COUNT ? count : DEFAULT_STUDENT_COUNT;
}

/**
 * Adds the school tables to a data set saved before they existed (the dev server's `.demo-data/db.json`): the
 * generated school replaces the old two-student list, which it contains (same ids). Each later table missing from
 * the saved set is generated alone (the others are kept as saved). Returns true when it changed.
 */
export function ensureSchoolTables(data: DemoData): boolean {
  let changed = false;
  // Overdue list and reminders
  if (!Array.isArray(data.reminders)) {
    data.reminders = [];
    changed = true;
  }
  if (
    !Array.isArray(data.levels) ||
    !Array.isArray(data.classes) ||
    !Array.isArray(data.families) ||
    !Array.isArray(data.enrolments)
  ) {
    const school = generateSchool({
      students: demoStudentCount(),
      years: data.years,
      branchIds: data.branches.map((branch) => branch.schoolbranchid),
    });
    Object.assign(data, school);
    changed = true;
  }
  // Students' records (student details): only the missing tables.
  const recordKeys = ['documentTypes', 'studentDocuments', 'studentNotes'] as const;
  if (recordKeys.some((key) => !Array.isArray(data[key]))) {
    const records: StudentRecordTables = generateStudentRecords(data.students, currentYearStart(data.years));
    for (const key of recordKeys) {
      if (!Array.isArray(data[key])) Object.assign(data, { [key]: records[key] });
    }
    changed = true;
  }
  if (!data.transport) {
    data.transport = transportOf(data); // School transport
    changed = true;
  }
  if (!data.canteen) {
    data.canteen = canteenOf(data);
    changed = true;
  }
  if (!data.education) {
    data.education = educationOf(data);
    changed = true;
  }
  // Parents' requests
  if (!data.requests) {
    data.requests = generateRequests({ ...data, branchIds: data.branches.map((b) => b.schoolbranchid) });
    changed = true;
  }
  if (!data.lostItems) {
    data.lostItems = seedLostItems(data);
    changed = true;
  }
  // Access management: the roles users hold today become roles and assignments.
  if (!data.access) {
    data.access = seedAccess(data.users, data.branches, data.years, ALL_PERMISSIONS);
    changed = true;
  }
  // Pre-registrations.
  if (!Array.isArray(data.applications)) {
    data.applications = seedApplications(data);
    changed = true;
  }
  // Finances
  if (
    !Array.isArray(data.financeSettings) ||
    !Array.isArray(data.engagements) ||
    !Array.isArray(data.installments) ||
    !Array.isArray(data.payments)
  ) {
    Object.assign(data, financesOf(data));
    changed = true;
  }
  if (!data.news) [data.news, changed] = [newsOf(data), true];
  return changed;
}

/** Start of the latest year (the current one). */
function currentYearStart(years: DemoYear[]): string {
  return [...years].sort((a, b) => b.startDate.localeCompare(a.startDate))[0]?.startDate ?? '2026-09-07';
}

/** School transport of the current year. */
function transportOf(
  data: Pick<DemoData, 'years' | 'branches' | 'students' | 'enrolments'>,
): TransportTables {
  const year = [...data.years].sort((a, b) => b.startDate.localeCompare(a.startDate))[0]!;
  const branchIds = data.branches.map((branch) => branch.schoolbranchid);
  return generateTransport({ branchIds, year, students: data.students, enrolments: data.enrolments });
}

/** School canteen of the current year. */
function canteenOf(data: Pick<DemoData, 'years' | 'branches' | 'students' | 'enrolments'>): CanteenTables {
  const year = [...data.years].sort((a, b) => b.startDate.localeCompare(a.startDate))[0]!;
  const branchIds = data.branches.map((branch) => branch.schoolbranchid);
  return generateCanteen({ branchIds, year, students: data.students, enrolments: data.enrolments });
}

/** Education: the current year and the one before it. */
function educationOf(
  data: Pick<DemoData, 'years' | 'branches' | 'levels' | 'classes' | 'enrolments'>,
): EducationTables {
  return generateEducation({
    branchIds: data.branches.map((branch) => branch.schoolbranchid),
    years: [...data.years].sort((a, b) => b.startDate.localeCompare(a.startDate)),
    levels: data.levels,
    classes: data.classes,
    enrolments: data.enrolments,
  });
}

/** Pre-registrations: the applications for the current year, from the school tables. */
function seedApplications(data: ApplicationSchool & Pick<DemoData, 'years' | 'branches'>): DemoApplication[] {
  const current = [...data.years].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  if (!current) return [];
  return generateApplications(data, {
    yearId: current.schoolyearid,
    yearStart: current.startDate,
    branchIds: data.branches.map((branch) => branch.schoolbranchid),
  });
}

/**
 * Finances: the finance tables generated for the data set's school, as of today, with their ledger
 * index built at once (so the first list that shows balances does not pay for it).
 */
function financesOf(data: Pick<DemoData, 'years' | 'branches' | 'levels' | 'students' | 'enrolments'>) {
  const tables = generateFinances({
    years: data.years,
    branches: data.branches,
    levels: data.levels,
    students: data.students,
    enrolments: data.enrolments,
  });
  ledgerIndex(tables);
  return tables;
}

const FINANCE_TABLES = ['financeSettings', 'engagements', 'installments', 'payments'] as const;

/**
 * Finances: the finance tables are generated on first read, as of that day. Tests reset the data set
 * after every case, and most never read finances, so they do not pay for ~40,000 installments each time; a test
 * that sets a fake clock before its first finance request gets the data set of that day. Reading or replacing a
 * table turns the lazy property into a plain one.
 */
/**
 * A table generated on first read (tests restore the seed after every case, and most never read it), then kept as
 * an ordinary property (saved, replaced) like the others.
 */
function lazyTable<K extends keyof DemoData>(
  data: DemoData,
  key: K,
  make: (data: DemoData) => DemoData[K],
): DemoData {
  Object.defineProperty(data, key, {
    configurable: true,
    enumerable: true,
    get() {
      const value = make(data);
      Object.defineProperty(data, key, { value, writable: true, enumerable: true, configurable: true });
      return value;
    },
    set(value: unknown) {
      Object.defineProperty(data, key, { value, writable: true, enumerable: true, configurable: true });
    },
  });
  return data;
}

function lazyFinances(base: Omit<DemoData, (typeof FINANCE_TABLES)[number]>): DemoData {
  const data = base as DemoData;
  let tables: ReturnType<typeof financesOf> | null = null;
  for (const key of FINANCE_TABLES) {
    Object.defineProperty(data, key, {
      configurable: true,
      enumerable: true,
      get() {
        tables ??= financesOf(data);
        Object.defineProperty(data, key, {
          value: tables[key],
          writable: true,
          enumerable: true,
          configurable: true,
        });
        return tables[key];
      },
      set(value: unknown) {
        Object.defineProperty(data, key, { value, writable: true, enumerable: true, configurable: true });
      },
    });
  }
  return data;
}

export function createSeed(options: SeedOptions = {}): DemoData {
  const years: DemoYear[] = [
    { schoolyearid: 2, description: '2026-2027', startDate: '2026-09-07', endDate: '2027-06-30' },
    { schoolyearid: 1, description: '2025-2026', startDate: '2025-09-08', endDate: '2026-06-30' },
  ];
  const yearIds = years.map((year) => year.schoolyearid);
  const branches: DemoBranch[] = [
    {
      schoolbranchid: 1,
      branchname: 'Casablanca Anfa',
      branchname_ar: 'الدار البيضاء أنفا',
      email: 'anfa@alamal.demo.test',
      legal: {
        ice: '001527384000067',
        rc: 'Casablanca 284913',
        taxId: '40218735',
        patente: '34785120',
        cnss: '7241865',
      },
      schoolId: 1,
      city: 'Casablanca',
      address: '27, boulevard d’Anfa, 20040 Casablanca',
      phone: '+212 522 36 48 10',
      yearIds,
    },
    {
      schoolbranchid: 2,
      branchname: 'Rabat Agdal',
      branchname_ar: 'الرباط أكدال',
      email: 'agdal@alamal.demo.test',
      legal: {
        ice: '001527384000089',
        rc: 'Rabat 118302',
        taxId: '40218736',
        patente: '25190477',
        cnss: '7241893',
      },
      schoolId: 1,
      city: 'Rabat',
      address: '14, avenue de France, Agdal, 10090 Rabat',
      phone: '+212 537 77 21 95',
      yearIds,
    },
    {
      schoolbranchid: 3,
      branchname: 'Marrakech Guéliz',
      branchname_ar: 'مراكش جليز',
      email: 'gueliz@orangers.demo.test',
      legal: {
        ice: '002184576000031',
        rc: 'Marrakech 77415',
        taxId: '51027744',
        patente: '45102388',
        cnss: '8830127',
      },
      schoolId: 2,
      city: 'Marrakech',
      address: '8, rue de la Liberté, Guéliz, 40000 Marrakech',
      phone: '+212 524 43 09 62',
      yearIds,
    },
  ];
  const school = generateSchool({
    students: options.students ?? demoStudentCount(),
    years,
    branchIds: [1, 2, 3],
  });
  const users: DemoUser[] = [
    {
      id: 1,
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
      displayname: 'Samira Benali',
      firstname: 'Samira',
      lastname: 'Benali',
      isParent: false,
      roles: rolesFor('admin', [1, 2], yearIds, ALL_PERMISSIONS),
      branchIds: [1, 2],
      studentIds: [],
      profilepicture: { mimeType: 'image/png', data: ADMIN_AVATAR_PNG },
    },
    {
      id: 2,
      email: 'staff@demo.test',
      password: DEMO_PASSWORD,
      displayname: 'Youssef Alaoui',
      firstname: 'Youssef',
      lastname: 'Alaoui',
      isParent: false,
      roles: rolesFor('secretariat', [1], yearIds, STAFF_PERMISSIONS),
      branchIds: [1],
      studentIds: [],
      profilepicture: null,
    },
    {
      id: 3,
      email: 'parent@demo.test',
      password: DEMO_PASSWORD,
      displayname: 'Karim El Idrissi',
      firstname: 'Karim',
      lastname: 'El Idrissi',
      isParent: true,
      roles: rolesFor('parent', [1, 3], yearIds, PARENT_PERMISSIONS),
      branchIds: [],
      studentIds: [101, 102],
      profilepicture: null,
    },
    ...[...OFFICE, ...TEAM].map((member): DemoUser => ({
      id: member.id,
      email: `${member.role}.${member.branchIds.join('-')}@demo.test`,
      password: DEMO_PASSWORD,
      displayname: `${member.first[0]} ${member.last[0]}`,
      firstname: member.first[0],
      lastname: member.last[0],
      firstname_ar: member.first[1],
      lastname_ar: member.last[1],
      isParent: false,
      roles: rolesFor(member.role, member.branchIds, yearIds, EXTRA_ROLES[member.role] ?? OFFICE_PERMISSIONS),
      branchIds: member.branchIds,
      studentIds: [],
      profilepicture: null,
    })),
  ];
  users[0]!.firstname_ar = 'سميرة';
  users[0]!.lastname_ar = 'بنعلي';
  users[1]!.firstname_ar = 'يوسف';
  users[1]!.lastname_ar = 'العلوي';
  const data: Omit<DemoData, 'applications' | 'canteen' | (typeof FINANCE_TABLES)[number]> = {
    schools: [
      {
        id: 1,
        schoolname: 'Groupe Scolaire Al Amal',
        schoolname_ar: 'مجموعة مدارس الأمل',
        logo: null,
        defaultLanguage: 'fr',
      },
      {
        id: 2,
        schoolname: 'École Les Orangers',
        schoolname_ar: 'مدرسة البرتقال',
        logo: null,
        defaultLanguage: 'fr',
      },
    ],
    years,
    branches,
    users,
    ...school,
    notifications: seedNotifications(),
    ...seedConversations(),
    sessions: {},
    // Overdue list and reminders
    reminders: [],
    // Students' records (student details)
    ...generateStudentRecords(school.students, currentYearStart(years)),
    transport: transportOf({ years, branches, ...school }),
    news: generateNews(school, years, [1, 2, 3]),
    // Parents' requests
    requests: generateRequests({ ...school, years, branchIds: [1, 2, 3] }),
    lostItems: seedLostItems({ ...school, years, branches }),
    // Education (a few milliseconds; it sets each class's main teacher and next class, so it is not deferred).
    education: educationOf({ years, branches, ...school }),
    access: seedAccess(users, branches, years, ALL_PERMISSIONS),
  };
  // Pre-registrations; the finance tables are generated on first read.
  return lazyTable(
    lazyFinances({ ...data, applications: seedApplications(data) } as DemoData),
    'canteen',
    (all) => canteenOf(all),
  );
}

function seedNotifications(): DemoNotification[] {
  const items: Array<Omit<DemoNotification, 'id'>> = [
    {
      userId: 1,
      schoolbranchid: 1,
      title: 'Conseil de classe du 1er trimestre',
      body: 'Les conseils de classe du primaire se tiendront du 8 au 12 décembre. Le planning est affiché en salle des professeurs.',
      createdAt: '2026-11-21T16:20:00Z',
      read: false,
    },
    {
      userId: 1,
      schoolbranchid: 2,
      title: 'Paiements en retard',
      body: '14 familles de Rabat Agdal ont une échéance de plus de 30 jours. Pensez à envoyer les relances.',
      createdAt: '2026-11-20T09:05:00Z',
      read: false,
    },
    {
      userId: 1,
      schoolbranchid: null,
      title: 'Mise à jour du portail',
      body: 'La messagerie accepte désormais les pièces jointes jusqu’à 5 Mo.',
      createdAt: '2026-11-15T08:00:00Z',
      read: true,
    },
    {
      userId: 2,
      schoolbranchid: 1,
      title: 'Nouvelle préinscription',
      body: 'Un dossier de préinscription en CE1 attend sa vérification.',
      createdAt: '2026-11-21T10:30:00Z',
      read: false,
    },
    {
      userId: 3,
      schoolbranchid: 1,
      title: 'Réunion parents-professeurs',
      body: 'La réunion parents-professeurs de la classe de Yasmine aura lieu le vendredi 28 novembre à 17 h.',
      createdAt: '2026-11-19T14:00:00Z',
      read: false,
    },
    {
      userId: 3,
      schoolbranchid: 3,
      title: 'رحلة مدرسية',
      body: 'تنظم المدرسة رحلة إلى حدائق ماجوريل يوم 5 دجنبر. المرجو إرجاع الإذن موقعًا قبل 1 دجنبر.',
      createdAt: '2026-11-18T11:45:00Z',
      read: false,
    },
  ];
  return items.map((item, index) => ({ id: index + 1, ...item }));
}

/** A small PDF ("Certificat de scolarité"), attached to a seeded message. */
const CERTIFICATE_PDF =
  'JVBERi0xLjQKMSAwIG9iago8PC9UeXBlL0NhdGFsb2cvUGFnZXMgMiAwIFI+PgplbmRvYmoKMiAwIG9iago8PC9UeXBlL1BhZ2VzL0tpZHNbMyAwIFJdL0NvdW50IDE+PgplbmRvYmoKMyAwIG9iago8PC9UeXBlL1BhZ2UvUGFyZW50IDIgMCBSL01lZGlhQm94WzAgMCAyMDAgMTAwXT4+CmVuZG9iagp0cmFpbGVyCjw8L1Jvb3QgMSAwIFI+PgolJUVPRgo=';

function seedConversations(): Pick<DemoData, 'conversations' | 'messages' | 'files'> {
  const conversations: DemoConversation[] = [
    { id: 1, participantIds: [1, 3], studentId: 101, lastRead: { '1': 3, '3': 4 } },
    { id: 2, participantIds: [2, 3], studentId: 102, lastRead: { '2': 7, '3': 6 } },
    { id: 3, participantIds: [1, 2], studentId: null, lastRead: { '1': 9, '2': 9 } },
  ];
  const certificatePath = 'chat/1/1-certificat-scolarite.pdf';
  const messages: DemoMessage[] = [
    {
      message_id: 1,
      conversationId: 1,
      sender_id: 3,
      created_at: '2026-11-20T07:42:00Z',
      message: 'Bonjour Madame, Yasmine a de la fièvre ce matin, elle ne viendra pas à l’école aujourd’hui.',
      attachments: [],
    },
    {
      message_id: 2,
      conversationId: 1,
      sender_id: 1,
      created_at: '2026-11-20T08:05:00Z',
      message: 'Bonjour Monsieur El Idrissi, merci de nous avoir prévenus. Bon rétablissement à Yasmine.',
      attachments: [],
    },
    {
      message_id: 3,
      conversationId: 1,
      sender_id: 3,
      created_at: '2026-11-21T17:10:00Z',
      message: 'Pourriez-vous m’envoyer un certificat de scolarité pour la CAF ?',
      attachments: [],
    },
    {
      message_id: 4,
      conversationId: 1,
      sender_id: 1,
      created_at: '2026-11-22T08:30:00Z',
      message: 'Voici le certificat de scolarité de Yasmine pour l’année 2026-2027.',
      attachments: [
        { path: certificatePath, name: 'certificat-scolarite.pdf', mimeType: 'application/pdf', size: 244 },
      ],
    },
    {
      message_id: 5,
      conversationId: 2,
      sender_id: 3,
      created_at: '2026-11-19T18:20:00Z',
      message: 'السلام عليكم، هل يمكن تغيير محطة الحافلة لآدم ابتداءً من الأسبوع المقبل؟',
      attachments: [],
    },
    {
      message_id: 6,
      conversationId: 2,
      sender_id: 2,
      created_at: '2026-11-20T09:15:00Z',
      message: 'وعليكم السلام، نعم ممكن. المرجو تحديد المحطة الجديدة.',
      attachments: [],
    },
    {
      message_id: 7,
      conversationId: 2,
      sender_id: 3,
      created_at: '2026-11-20T12:02:00Z',
      message: 'محطة حي الداوديات، قرب المسجد. شكرًا جزيلًا.',
      attachments: [],
    },
    {
      message_id: 8,
      conversationId: 3,
      sender_id: 2,
      created_at: '2026-11-21T15:00:00Z',
      message: 'Samira, les dossiers de préinscription de CE1 sont complets, je les dépose sur ton bureau.',
      attachments: [],
    },
    {
      message_id: 9,
      conversationId: 3,
      sender_id: 1,
      created_at: '2026-11-21T15:20:00Z',
      message: 'Parfait, merci Youssef. On les étudie lundi.',
      attachments: [],
    },
  ];
  return { conversations, messages, files: { [certificatePath]: CERTIFICATE_PDF } };
}
