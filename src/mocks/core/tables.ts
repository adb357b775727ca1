/**
 * The demo data set (docs/architecture.md "The demo API"): the tables the machinery itself reads (who signs in, with
 * which roles, in which school, branch and year; sessions; stored files), declared here. Every module adds its own
 * tables to `DemoData` from its seed file, with TypeScript's declaration merging:
 *
 *     declare module '../core/tables.ts' { interface DemoData { canteen: CanteenTables } }
 *
 * so `db.data.canteen` is typed wherever it is read, and the machinery names no module. Shapes follow docs/api.md;
 * the domain model is ../shared/DOMAIN.md.
 */
export interface DemoData {
  schools: DemoSchool[];
  years: DemoYear[];
  branches: DemoBranch[];
  users: DemoUser[];
  /** Stored file contents (base64) by path: attachments, documents, photos. */
  files: Record<string, string>;
  /** token -> user id. */
  sessions: Record<string, number>;
  /** token -> when it was given (ms since the epoch): a session lasts SESSION_LIFETIME_MS (session.ts). Absent in
   * a data set saved before; a token without a start is timed from its next use. */
  sessionStarts?: Record<string, number>;
}

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

export interface DemoAttachment {
  /** Opaque download path, `chat/{conversationId}/{id}-{name}`. */
  path: string;
  name: string;
  mimeType: string;
  size: number;
}
