import { withTexts } from '../i18n/i18n';
import { deferredModule } from '../lib/deferredModule';

/**
 * The dialogs the shell may open on any page (the phone's selector sheet, the unsaved-changes question): their code
 * (`Modal`, `ConfirmDialog`) comes when one first opens (`useLoadedWhen`), not with the first screen; the service
 * worker keeps it (vite.config.ts), and the unsaved-changes question falls back on the browser's own when it cannot
 * be loaded. Their texts (the forms' part: the unsaved-changes question, a confirmation's reason) come with them.
 * Pages import the dialogs directly: their chunks come with them, and their loaders name the forms' texts.
 */
export const shellDialogs = deferredModule(withTexts(['forms'], () => import('./dialogs')));
