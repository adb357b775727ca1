import { deferredModule } from '../lib/deferredModule';

/**
 * The dialogs the shell may open on any page (the phone's selector sheet, the unsaved-changes question): their code
 * (`Modal`, `ConfirmDialog`) comes when one first opens (`useLoadedWhen`), not with the first screen; the service
 * worker keeps it (vite.config.ts), and the unsaved-changes question falls back on the browser's own when it cannot
 * be loaded. Pages import the dialogs directly: their chunks come with them.
 */
export const shellDialogs = deferredModule(() => import('./dialogs'));
