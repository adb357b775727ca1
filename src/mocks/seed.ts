import {
  addMissingTablesFrom,
  seedFrom,
  type SeedOptions,
  type AnySeedStep,
  type SeedStep,
} from './core/seed.ts';
import type { DemoData } from './core/tables.ts';
import { accessStep, usersStep } from './access/index.ts';
import { attendanceStep } from './attendance/index.ts';
import { conversationsStep } from './chat/index.ts';
import { documentsStep } from './documents/index.ts';
import { canteenStep } from './canteen/index.ts';
import { educationStep } from './education/index.ts';
import { financesStep, onlinePaymentsStep, remindersStep } from './finances/index.ts';
import { homeworkStep } from './homework/index.ts';
import { lostItemsStep } from './lostItems/index.ts';
import { newsStep } from './news/index.ts';
import { notificationsStep } from './notifications/index.ts';
import { applicationsStep } from './preregistrations/index.ts';
import { requestsStep } from './requests/index.ts';
import { populationStep, schoolGroupStep } from './school/index.ts';
import { recordsStep } from './students/index.ts';
import { timetableStep } from './timetable/index.ts';
import { transportStep } from './transport/index.ts';

/**
 * The demo data set, step by step (docs/architecture.md "The demo API"): each module makes its tables from those
 * of the steps before it, so the order matters (education sets each class's main teacher, which the steps after it
 * see). Generated deterministically: the same size gives the same school group every time.
 */
export const SEED_STEPS: readonly AnySeedStep[] = [
  schoolGroupStep,
  usersStep,
  populationStep,
  notificationsStep,
  conversationsStep,
  { tables: ['sessions'], make: () => ({ sessions: {} }) } satisfies SeedStep<'sessions'>,
  remindersStep,
  onlinePaymentsStep,
  recordsStep,
  transportStep,
  newsStep,
  requestsStep,
  lostItemsStep,
  educationStep,
  timetableStep,
  homeworkStep,
  attendanceStep,
  accessStep,
  applicationsStep,
  financesStep,
  canteenStep,
  documentsStep,
];

export type { DemoData, SeedOptions };

/** The whole data set (tests and the browser suite read it to know what the demo shows). */
export function createSeed(options: SeedOptions = {}): DemoData {
  return seedFrom(SEED_STEPS, options);
}

/**
 * Adds to a saved data set (the dev server's `.demo-data/db.json`) the tables that came after it was saved. Returns
 * true when it changed.
 */
export function addMissingTables(data: DemoData): boolean {
  return addMissingTablesFrom(SEED_STEPS, data);
}
