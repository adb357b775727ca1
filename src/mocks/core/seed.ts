import type { DemoData } from './tables.ts';

/**
 * How the demo data set is made (docs/architecture.md "The demo API"): each module gives the steps that make its
 * tables, the demo's root (src/mocks/seed.ts) lists them in order, and this file runs them. The same seed gives the
 * same school group every time.
 */

/** Students of the demo school when `DEMO_STUDENTS` does not say otherwise, and the most it may ask for. */
export const DEFAULT_STUDENT_COUNT = 1200;
export const MAX_STUDENT_COUNT = 100_000;

export interface SeedOptions {
  /** Number of students of the generated school (default: `DEMO_STUDENTS` from the environment, else 1,200). */
  students?: number;
}

/** One module's part of the data set: `SeedStep<'canteen'>` makes the canteen's table. */
export interface SeedStep<K extends keyof DemoData = keyof DemoData> {
  /** The tables it makes. */
  tables: readonly K[];
  /** Makes them from the tables of the steps before it (the data set is still being made: read only those). */
  make(data: DemoData, options: Required<SeedOptions>): Pick<DemoData, K>;
  /**
   * Made when one of them is first read rather than with the rest: tests restore the seed after every case and most
   * never read them, so they do not pay for them each time; a test that sets a fake clock before the first read
   * gets the tables of that day.
   */
  lazy?: boolean;
  /**
   * A data set saved before some of these tables existed (the dev server's `.demo-data/db.json`) gets them added:
   * only the missing ones (the default), or all of them made again (`'all'`, for tables that refer to each other).
   */
  upgrade?: 'missing' | 'all';
}

/** Any module's step, as the seed's list holds them. */
export interface AnySeedStep extends Omit<SeedStep, 'make'> {
  make(data: DemoData, options: Required<SeedOptions>): Partial<DemoData>;
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

/** Sets `key` of `data` to a plain property holding `value` (saved and replaced like any other). */
function settle(data: DemoData, key: keyof DemoData, value: unknown): void {
  Object.defineProperty(data, key, { value, writable: true, enumerable: true, configurable: true });
}

/** The step's tables on `data`, made on first read of any of them; setting one before turns it into a plain one. */
function makeLazily(data: DemoData, step: AnySeedStep, options: Required<SeedOptions>): void {
  let made: Partial<DemoData> | null = null;
  for (const key of step.tables) {
    Object.defineProperty(data, key, {
      configurable: true,
      enumerable: true,
      get() {
        made ??= step.make(data, options);
        settle(data, key, made[key]);
        return made[key];
      },
      set(value: unknown) {
        settle(data, key, value);
      },
    });
  }
}

/** The whole data set: every step in order, the lazy ones made on first read. */
export function seedFrom(steps: readonly AnySeedStep[], options: SeedOptions = {}): DemoData {
  const settled = { students: options.students ?? demoStudentCount() };
  const data = {} as DemoData;
  for (const step of steps) {
    if (step.lazy) makeLazily(data, step, settled);
    else Object.assign(data, step.make(data, settled));
  }
  return data;
}

/**
 * Adds to a saved data set the tables it lacks, step by step in the seed's order (a later step reads what the
 * earlier ones added). Returns true when it changed.
 */
export function addMissingTablesFrom(steps: readonly AnySeedStep[], data: DemoData): boolean {
  let changed = false;
  const settled = { students: demoStudentCount() };
  for (const step of steps) {
    const missing = step.tables.filter((key) => data[key] === undefined || data[key] === null);
    if (missing.length === 0) continue;
    const made = step.make(data, settled);
    for (const key of step.upgrade === 'all' ? step.tables : missing)
      Object.assign(data, { [key]: made[key] });
    changed = true;
  }
  return changed;
}

/** The current school year of a data set: the one that starts last. */
export function currentYearOf<Year extends { startDate: string }>(years: readonly Year[]): Year | undefined {
  return [...years].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
}
