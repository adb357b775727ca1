// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { roundTrips } from '../../scripts/round-trips.mjs';

const at = (path: string, start: number, end: number) => ({ url: `http://127.0.0.1${path}`, start, end });

describe('bench: round trips in sequence up to the page’s data', () => {
  it('follows each request to the answer that ended last before it started, from the document', () => {
    const requests = [
      at('/dashboard', 0, 150),
      at('/assets/index-AbCdEf12.js', 160, 310),
      at('/assets/boot-AbCdEf12.js', 165, 320),
      // Asked for together once the entry ran: one round trip, not three.
      at('/assets/app-AbCdEf12.js', 330, 480),
      at('/assets/Shell-AbCdEf12.js', 331, 481),
      at('/api/user', 332, 482),
      at('/api/dashboard/staff', 490, 640),
      at('/api/notifications', 700, 850),
      at('/assets/inter-400-AbCdEf12.woff2', 860, 1010), // deeper, but not what the figures wait for
    ];
    expect(roundTrips(requests, /^\/api\/dashboard\b/)).toEqual({
      count: 4,
      chain: ['/dashboard', '/assets/boot.js', '/api/user', '/api/dashboard/staff'],
    });
  });

  it('requests that all start at once are one round trip', () => {
    const requests = [at('/', 0, 100), at('/a.js', 0, 120), at('/b.js', 0, 90)];
    expect(roundTrips(requests, /\.js$/).count).toBe(1);
    expect(roundTrips(requests, /^\/api\//)).toEqual({ count: 0, chain: [] });
  });
});
