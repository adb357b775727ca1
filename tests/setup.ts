import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { db } from '../src/mocks/db';
import { server } from '../src/mocks/node';

// Role queries over the whole shell are slow in jsdom on a 2-core machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  server.resetHandlers();
  db.reset();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
afterAll(() => server.close());
