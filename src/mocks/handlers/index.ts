import { authHandlers } from './auth.ts';
import { translationHandlers } from './translations.ts';

/** Every handler of the demo API, shared by the Vitest node server and the Vite dev/preview middleware. */
export const handlers = [...authHandlers, ...translationHandlers];
