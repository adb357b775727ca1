import { createSeed, ensureSchoolTables, type DemoData } from './seed.ts';

/**
 * The demo API's in-memory database. One instance per server process: every browser and tab talking to
 * `npm start` shares it. `onChange` lets the Vite plugin save it to disk after each change.
 */
let data: DemoData = createSeed();
const listeners = new Set<() => void>();

export const db = {
  get data(): DemoData {
    return data;
  },
  /** Restores the seed (tests call it between cases; `npm run demo:reset` deletes the saved copy). */
  reset(): void {
    data = createSeed();
  },
  /** Loads a saved data set; one saved before the school tables existed gets them added. */
  load(snapshot: DemoData): void {
    data = snapshot;
    ensureSchoolTables(data);
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
