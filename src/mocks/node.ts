import { setupServer } from 'msw/node';
import { handlers } from './index.ts';

/** The demo API inside Vitest: same handlers, intercepting the test's requests. */
export const server = setupServer(...handlers);
