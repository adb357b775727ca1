import type { Random } from '../core/random.ts';

/**
 * How the demo seed places a branch's lessons (docs/api.md "Timetable", demo data set): each class has a lesson to
 * place per hour of its teaching assignments, and a week of slots of one length (the 55-minute slots, or the 30-minute
 * ones). A greedy pass puts the most constrained lessons first (a shared room, then the busiest teachers), each in the
 * free slot of its class where it clashes least; then a local search swaps two lessons of one class (so every class
 * keeps exactly its hours) until no teacher and no shared room is booked twice, trying again from another draw when it
 * does not get there. A softer cost spreads a subject over the days and puts a class's free hours at the end of an
 * afternoon. Deterministic: the same draws give the same week.
 */

/** One lesson to place: its class's subject, the teacher (null: nobody yet) and the shared room it needs, if any. */
export interface Want {
  subjectId: number;
  teacherId: number | null;
  /** A room shared by the classes (`sport`, `computing`, `lab`), or null: the class's own room. */
  pool: string | null;
}

export interface Week {
  /** The day (1 Monday … 6 Saturday) of each slot, in week order. */
  days: readonly number[];
  /** The slots where a class's free hour is natural (the last of an afternoon). */
  freeAt: readonly boolean[];
}

export interface PlaceInput {
  week: Week;
  /** Each class's lessons; a class has at most as many as the week has slots. */
  classes: readonly Want[][];
  /** How many lessons a shared room holds at once (the sports hall and the sports ground: 2). */
  capacity: Readonly<Record<string, number>>;
  /** Lessons of each class already placed in another week of slots, by subject and day (spreads them further). */
  placedDays?: ReadonlyArray<ReadonlyArray<{ subjectId: number; day: number }>>;
  random: Random;
}

export interface PlaceResult {
  /** For each class, the slot index of each of its lessons (in the order given). */
  slotOf: number[][];
  /** Teachers and shared rooms booked more than they may be (0 when the week has no clash). */
  clashes: number;
}

const FREE = -1;
const HARD = 1000;
const ATTEMPTS = 8;
const STEPS = 20_000;
/**
 * Cells a search may look at in all (each step scans every cell of the week for clashes): what 8 draws of 20,000
 * steps cost a branch of the default school (about 25 classes). A much larger school (the 10,000-student data set)
 * gets fewer steps and draws instead of minutes of search; what is left clashing is shown by the problems panel.
 */
const CELL_BUDGET = ATTEMPTS * STEPS * 25 * 30;
/** Polishing swaps per lesson cell of the week. */
const POLISH_STEPS = 2;

class Search {
  private readonly slots: number;
  private readonly cells: Int32Array[];
  private readonly wants: Want[][];
  private readonly teacherIndex = new Map<number, number>();
  private readonly teacherAt: Int32Array;
  private readonly poolIndex = new Map<string, number>();
  private readonly poolCap: number[] = [];
  private readonly poolAt: Int32Array;
  /** Per class and subject, the lessons per day (index `group * 8 + day`). */
  private readonly groupOf: Int32Array[];
  private readonly groupDay: Int32Array;
  hard = 0;
  soft = 0;

  private readonly input: PlaceInput;
  private readonly random: Random;

  constructor(input: PlaceInput) {
    this.input = input;
    this.random = input.random;
    const { week, classes, capacity } = input;
    this.slots = week.days.length;
    this.wants = classes.map((list) => list.slice(0, this.slots));
    for (const want of this.wants.flat()) {
      if (want.teacherId !== null && !this.teacherIndex.has(want.teacherId))
        this.teacherIndex.set(want.teacherId, this.teacherIndex.size);
      if (want.pool !== null && !this.poolIndex.has(want.pool)) {
        this.poolIndex.set(want.pool, this.poolIndex.size);
        this.poolCap.push(capacity[want.pool] ?? 1);
      }
    }
    this.teacherAt = new Int32Array(this.teacherIndex.size * this.slots);
    this.poolAt = new Int32Array(this.poolIndex.size * this.slots);
    let groups = 0;
    const groupDays: number[] = [];
    this.groupOf = this.wants.map((list, c) => {
      const bySubject = new Map<number, number>();
      const ids = list.map((want) => {
        let group = bySubject.get(want.subjectId);
        if (group === undefined) {
          group = groups++;
          bySubject.set(want.subjectId, group);
          for (let day = 0; day < 8; day += 1) groupDays.push(0);
        }
        return group;
      });
      for (const { subjectId, day } of input.placedDays?.[c] ?? []) {
        const group = bySubject.get(subjectId);
        if (group !== undefined) groupDays[group * 8 + day] = (groupDays[group * 8 + day] ?? 0) + 1;
      }
      return Int32Array.from(ids);
    });
    this.groupDay = Int32Array.from(groupDays);
    this.soft = [...this.groupDay].reduce((sum, count) => sum + (count * (count - 1)) / 2, 0);
    this.cells = this.wants.map(() => new Int32Array(this.slots).fill(FREE));
    for (let c = 0; c < this.wants.length; c += 1) {
      for (let s = 0; s < this.slots; s += 1) this.soft += this.freeCost(s);
    }
  }

  private freeCost(slot: number): number {
    return this.input.week.freeAt[slot] ? 0 : 1;
  }

  /** Puts (`step` 1) or takes away (`step` -1) lesson `w` of class `c` at `slot`; returns the change of cost. */
  private move(c: number, w: number, slot: number, step: 1 | -1): number {
    if (w === FREE) {
      const cost = this.freeCost(slot) * step;
      this.soft += cost;
      return cost;
    }
    const want = this.wants[c]![w]!;
    let hard = 0;
    const bump = (counts: Int32Array, at: number, cap: number) => {
      const before = Math.max(0, counts[at]! - cap);
      counts[at] = counts[at]! + step;
      hard += Math.max(0, counts[at]! - cap) - before;
    };
    if (want.teacherId !== null)
      bump(this.teacherAt, this.teacherIndex.get(want.teacherId)! * this.slots + slot, 1);
    if (want.pool !== null) {
      const pool = this.poolIndex.get(want.pool)!;
      bump(this.poolAt, pool * this.slots + slot, this.poolCap[pool]!);
    }
    const at = this.groupOf[c]![w]! * 8 + this.input.week.days[slot]!;
    const before = this.groupDay[at]!;
    this.groupDay[at] = before + step;
    const soft = step === 1 ? before : -(before - 1);
    this.hard += hard;
    this.soft += soft;
    return hard * HARD + soft;
  }

  private put(c: number, w: number, slot: number): number {
    this.soft -= this.freeCost(slot);
    this.cells[c]![slot] = w;
    return this.move(c, w, slot, 1) - this.freeCost(slot);
  }

  /** Swaps the lessons of class `c` at slots `a` and `b`; returns the change of cost. */
  private swap(c: number, a: number, b: number): number {
    const cells = this.cells[c]!;
    const wa = cells[a]!;
    const wb = cells[b]!;
    const delta =
      this.move(c, wa, a, -1) + this.move(c, wb, b, -1) + this.move(c, wa, b, 1) + this.move(c, wb, a, 1);
    cells[a] = wb;
    cells[b] = wa;
    return delta;
  }

  private clashing(c: number, slot: number): boolean {
    const w = this.cells[c]![slot]!;
    if (w === FREE) return false;
    const want = this.wants[c]![w]!;
    if (
      want.teacherId !== null &&
      this.teacherAt[this.teacherIndex.get(want.teacherId)! * this.slots + slot]! > 1
    )
      return true;
    if (want.pool === null) return false;
    const pool = this.poolIndex.get(want.pool)!;
    return this.poolAt[pool * this.slots + slot]! > this.poolCap[pool]!;
  }

  /** The greedy pass: shared rooms first, then the lessons of the busiest teachers, each where it costs least. */
  greedy(): void {
    const load = new Map<number | null, number>();
    for (const want of this.wants.flat()) load.set(want.teacherId, (load.get(want.teacherId) ?? 0) + 1);
    const order = this.wants
      .flatMap((list, c) => list.map((want, w) => ({ c, w, want, draw: this.random.next() })))
      .sort(
        (x, y) =>
          Number(x.want.pool === null) - Number(y.want.pool === null) ||
          (y.want.teacherId === null ? 0 : load.get(y.want.teacherId)!) -
            (x.want.teacherId === null ? 0 : load.get(x.want.teacherId)!) ||
          x.draw - y.draw,
      );
    for (const { c, w } of order) {
      let best = Infinity;
      let chosen: number[] = [];
      for (let slot = 0; slot < this.slots; slot += 1) {
        if (this.cells[c]![slot] !== FREE) continue;
        const cost = this.put(c, w, slot);
        this.take(c, w, slot);
        if (cost < best) [best, chosen] = [cost, [slot]];
        else if (cost === best) chosen.push(slot);
      }
      this.put(c, w, this.random.pick(chosen));
    }
  }

  private take(c: number, w: number, slot: number): void {
    this.move(c, w, slot, -1);
    this.cells[c]![slot] = FREE;
    this.soft += this.freeCost(slot);
  }

  /** Best swap of class `c`'s slot `a` with another of its slots; applies it when `accept` says so. */
  private improve(c: number, a: number, accept: (delta: number) => boolean): void {
    let best = Infinity;
    let chosen: number[] = [];
    for (let b = 0; b < this.slots; b += 1) {
      if (b === a || this.cells[c]![a] === this.cells[c]![b]) continue;
      const delta = this.swap(c, a, b);
      this.swap(c, a, b);
      if (delta < best) [best, chosen] = [delta, [b]];
      else if (delta === best) chosen.push(b);
    }
    if (chosen.length && accept(best)) this.swap(c, a, this.random.pick(chosen));
  }

  /**
   * A clashing cell: drawn at random (a few tries find one while clashes are many), else the first of a full scan
   * (cheap once they are few, and the scan of every cell at each step was what a large school paid for).
   */
  private someClash(): [number, number] {
    for (let tries = 0; tries < 64; tries += 1) {
      const c = this.random.int(0, this.cells.length - 1);
      const s = this.random.int(0, this.slots - 1);
      if (this.clashing(c, s)) return [c, s];
    }
    const clashes: Array<[number, number]> = [];
    this.cells.forEach((_, c) => {
      for (let s = 0; s < this.slots; s += 1) if (this.clashing(c, s)) clashes.push([c, s]);
    });
    return this.random.pick(clashes);
  }

  /** Swaps until no clash is left (or the steps run out), then polishes the soft cost without adding a clash. */
  search(): void {
    const steps = Math.min(
      STEPS,
      Math.floor(CELL_BUDGET / ATTEMPTS / Math.max(1, this.cells.length * this.slots)),
    );
    for (let step = 0; step < steps && this.hard > 0; step += 1) {
      const [c, a] = this.someClash();
      if (this.random.chance(0.1)) {
        const b = this.random.int(0, this.slots - 1);
        if (b !== a) this.swap(c, a, b);
      } else this.improve(c, a, () => true);
    }
    if (this.hard > 0) return;
    for (let step = 0; step < POLISH_STEPS * this.cells.length * this.slots; step += 1) {
      const c = this.random.int(0, this.cells.length - 1);
      this.improve(c, this.random.int(0, this.slots - 1), (delta) => delta <= 0);
    }
  }

  result(): PlaceResult {
    const slotOf = this.wants.map((list) => list.map(() => FREE));
    this.cells.forEach((cells, c) =>
      cells.forEach((w, slot) => {
        if (w !== FREE) slotOf[c]![w] = slot;
      }),
    );
    return { slotOf, clashes: this.hard };
  }
}

/** Places every class's lessons in the week; the first draw without a clash, else the one with the fewest. */
export function placeLessons(input: PlaceInput): PlaceResult {
  let best: PlaceResult | null = null;
  const attempts = Math.max(
    1,
    Math.min(ATTEMPTS, Math.floor(CELL_BUDGET / (STEPS * Math.max(1, input.classes.length) * 30))),
  );
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const search = new Search(input);
    search.greedy();
    search.search();
    const result = search.result();
    if (!best || result.clashes < best.clashes) best = result;
    if (result.clashes === 0) break;
  }
  return best!;
}
