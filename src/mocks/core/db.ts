import { addMissingTablesFrom, demoStudentCount, seedFrom, type AnySeedStep } from './seed.ts';
import type { DemoData } from './tables.ts';

/**
 * The demo API's in-memory database. One instance per server process: every browser and tab talking to
 * `npm start` shares it. `onChange` lets the Vite plugin save it to disk after each change.
 *
 * A reset is cheap. The seed (16 MB of JSON at the default size) is generated once per day and school size and
 * kept untouched; after a reset each table is copied from it only when it is first read. Tests reset after every
 * case (tests/setup.ts): generating the whole school again each time took a third of a second per case, and most
 * cases read only a few tables.
 */
let data: DemoData | undefined;
let steps: readonly AnySeedStep[] = [];
let pristine: { key: string; seed: DemoData } | undefined;
const listeners = new Set<() => void>();

/** The seed's dates are counted from today (lost items, requests), and its size comes from the environment. */
function seedKey(): string {
  return `${new Date().toISOString().slice(0, 10)}|${demoStudentCount()}`;
}

/** A deep copy of plain data (the data set is JSON: it is saved as such); faster than structuredClone here. */
function copyOf<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) copy[key] = copyOf((value as Record<string, unknown>)[key]);
    return copy as T;
  }
  return value;
}

/** A data set whose tables are copied from the kept seed on first use; a table set before it is read is kept. */
function freshSeed(): DemoData {
  const key = seedKey();
  if (steps.length === 0)
    throw new Error("No seed: the demo API's root (src/mocks/index.ts) gives it to the db.");
  if (pristine?.key !== key) pristine = { key, seed: seedFrom(steps) };
  const { seed } = pristine;
  const fresh = {} as DemoData;
  for (const table of Object.keys(seed) as (keyof DemoData)[]) {
    const settle = (value: unknown): void => {
      Object.defineProperty(fresh, table, { value, writable: true, enumerable: true, configurable: true });
    };
    Object.defineProperty(fresh, table, {
      enumerable: true,
      configurable: true,
      get() {
        const value = copyOf(seed[table]);
        settle(value);
        return value;
      },
      set: settle,
    });
  }
  return fresh;
}

export const db = {
  /** The steps the data set is made of, in order (the demo's root, src/mocks/index.ts, gives them once). */
  seedWith(seedSteps: readonly AnySeedStep[]): void {
    steps = seedSteps;
    pristine = undefined;
  },
  get data(): DemoData {
    data ??= freshSeed();
    return data;
  },
  /** Restores the seed (tests call it between cases; `npm run demo:reset` deletes the saved copy). */
  reset(): void {
    data = undefined;
  },
  /** Loads a saved data set; one saved before the school tables existed gets them added. */
  load(snapshot: DemoData): void {
    data = snapshot;
    addMissingTablesFrom(steps, data);
  },
  /** Marks a change: the saved copy is rewritten. */
  changed(): void {
    for (const listener of listeners) listener();
  },
  onChange(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
