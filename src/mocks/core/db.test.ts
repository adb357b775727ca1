import { afterEach, describe, expect, it, vi } from 'vitest';
import * as seed from '../seed';
import type * as steps from './seed';

// The real generator, counted: the data set is generated once per day and size, not at each reset.
vi.mock('./seed', async (importOriginal) => {
  const original = await importOriginal<typeof steps>();
  return { ...original, seedFrom: vi.fn(original.seedFrom) };
});

// tests/setup.ts already loaded the database with the real generator: this file's copy is loaded again, with the
// counted one, and given the demo's steps.
vi.resetModules();
const { db } = await import('./db');
db.seedWith(seed.SEED_STEPS);
const generated = vi.mocked((await import('./seed')).seedFrom);

describe('the demo database (reset between cases, saved by the dev server)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('a reset gives back the seed exactly, whatever was changed before', () => {
    const expected = seed.createSeed();
    db.reset();
    db.data.students.splice(0, 10);
    for (const user of db.data.users) user.firstname = 'Changé';
    db.data.sessions.token = 1;
    db.reset();
    expect(db.data).toStrictEqual(expected);
  });

  it('generates the school once: the resets that follow copy it, and no copy shares a row with another', () => {
    db.reset();
    void db.data.students;
    const calls = generated.mock.calls.length;
    db.reset();
    const first = db.data.installments;
    db.reset();
    const second = db.data.installments;
    expect(generated.mock.calls.length).toBe(calls);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(second[0]).not.toBe(first[0]);
  });

  it('a table set before it was read keeps the value set, and the saved copy holds every table', () => {
    db.reset();
    db.data.news = { ...db.data.news, items: [] };
    expect(db.data.news.items).toEqual([]);
    const saved = JSON.parse(JSON.stringify(db.data)) as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual(Object.keys(seed.createSeed()).sort());
    expect((saved.news as { items: unknown[] }).items).toEqual([]);
  });

  it('is generated again on another day (its dates count from today) and for another size', () => {
    db.reset();
    void db.data.users;
    const calls = generated.mock.calls.length;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 2 * 24 * 3600 * 1000));
    db.reset();
    void db.data.users;
    expect(generated.mock.calls.length).toBe(calls + 1);
    vi.stubEnv('DEMO_STUDENTS', '40');
    db.reset();
    expect(db.data.students).toHaveLength(40);
    expect(generated.mock.calls.length).toBe(calls + 2);
  });

  it('a loaded data set is used as it is', () => {
    const saved = seed.createSeed({ students: 12 });
    db.load(saved);
    expect(db.data).toBe(saved);
    db.reset();
    expect(db.data.students.length).toBeGreaterThan(12);
  });
});
