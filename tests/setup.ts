import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { db } from '../src/mocks/db';
import { server } from '../src/mocks/node';

// Role queries over the whole shell are slow in jsdom on a 2-core machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });

// Requests still running when a case ends (a page it navigated to at the end) must be answered before the data
// set and the sessions are reset: answered later, they would fail with the next case's state (a late "Token is
// null" ending the next case's session).
const inFlight = new Set<string>();
server.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));

async function requestsSettled(limitMs = 4000): Promise<void> {
  const until = Date.now() + limitMs;
  while (inFlight.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  if (typeof document !== 'undefined') cleanup();
  await requestsSettled();
  server.resetHandlers();
  db.reset();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
afterAll(() => server.close());
