import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { db } from '../src/mocks/db';
import { server } from '../src/mocks/node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  server.resetHandlers();
  db.reset();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
afterAll(() => server.close());
