import { authHandlers } from './auth';
import { translationHandlers } from './translations';

/** Every handler of the demo API, shared by the Vitest node server and the Vite dev/preview middleware. */
export const handlers = [...authHandlers, ...translationHandlers];
