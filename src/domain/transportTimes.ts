/**
 * A transport line's timetable, shared by the line's form and the demo API (docs/api.md "Transport", "Timetable"):
 * the stops are listed in morning order, so the morning times rise from the first stop to the last and the evening
 * times fall (the evening run serves them the other way); a car or a driver runs one line at a time.
 */

/** `HH:MM`. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface TimedStop {
  morning: string;
  evening: string;
}

/** A run of a line: from its first stop's time to its last one's, both included. */
export interface Run {
  from: string;
  to: string;
}

export interface LineRuns {
  morning: Run | null;
  evening: Run | null;
}

/**
 * The stops whose time breaks the order, by field (`stops.<i>.morning`, `stops.<i>.evening`): a morning time before
 * the previous stop's, an evening time after the previous stop's. Two stops at the same minute are in order. Times
 * not written `HH:MM` are left to their own check.
 */
export function stopTimesOutOfOrder(stops: readonly TimedStop[]): Record<string, 'STOP_TIMES_OUT_OF_ORDER'> {
  const faults: Record<string, 'STOP_TIMES_OUT_OF_ORDER'> = {};
  for (const [field, later] of [
    ['morning', (a: string, b: string) => a < b],
    ['evening', (a: string, b: string) => a > b],
  ] as const) {
    let previous: string | null = null;
    stops.forEach((stop, index) => {
      const time = stop[field];
      if (!TIME.test(time)) return;
      if (previous !== null && later(time, previous))
        faults[`stops.${index}.${field}`] = 'STOP_TIMES_OUT_OF_ORDER';
      else previous = time;
    });
  }
  return faults;
}

function runOf(times: readonly string[]): Run | null {
  const valid = times.filter((time) => TIME.test(time)).sort();
  return valid.length ? { from: valid[0]!, to: valid[valid.length - 1]! } : null;
}

/** The line's morning and evening runs (null when no stop has a valid time). */
export function lineRuns(stops: readonly TimedStop[]): LineRuns {
  return {
    morning: runOf(stops.map((stop) => stop.morning)),
    evening: runOf(stops.map((stop) => stop.evening)),
  };
}

/** Two runs share a moment (a run ending at 07:40 and one starting at 07:40 do: the car cannot be at both stops). */
function runsMeet(a: Run | null, b: Run | null): boolean {
  return a !== null && b !== null && a.from <= b.to && b.from <= a.to;
}

/** Two lines run at the same time, in the morning or in the evening: one car or one driver cannot serve both. */
export function runsOverlap(a: LineRuns, b: LineRuns): boolean {
  return runsMeet(a.morning, b.morning) || runsMeet(a.evening, b.evening);
}
