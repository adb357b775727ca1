import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { db } from '../src/mocks/core/db';
import { server } from '../src/mocks/node';

// Tests wait for what the user waits for (a findBy or waitFor resolves as soon as the screen shows it), never for a
// fixed short time: on a loaded 2-core machine a whole-shell render can take seconds, so an async query may wait up
// to 15 s, half of a test's 30 s limit (vite.config.ts), before it reports what it did not find.
configure({ asyncUtilTimeout: 15_000 });

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

// jsdom's Blob has no stream(), which MSW needs to hand a binary answer (a photo, a document) to an XMLHttpRequest
// asking for a blob; browsers have it. Provided here for every jsdom file (tests/helpers/browserBridges.ts does the
// same for the files that also need browser-like multipart bodies).
if (typeof Blob !== 'undefined' && !('stream' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    writable: true,
    value(this: Blob) {
      return new ReadableStream<Uint8Array>({
        start: async (controller) => {
          controller.enqueue(new Uint8Array(await this.arrayBuffer()));
          controller.close();
        },
      });
    },
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  if (typeof document !== 'undefined') cleanup();
  await requestsSettled();
  server.resetHandlers();
  db.reset();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});
afterAll(() => server.close());
