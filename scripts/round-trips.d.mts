/** Types of round-trips.mjs, for its test. */
export interface TimedRequest {
  url: string;
  start: number;
  end: number;
}
export function roundTrips(requests: TimedRequest[], target: RegExp): { count: number; chain: string[] };
