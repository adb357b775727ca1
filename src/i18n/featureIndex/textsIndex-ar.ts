import type { Resources } from '../merge';

/**
 * Where each feature's ar texts are (`../../features/<feature>/locales/ar.json` -> its chunk): one language's map
 * per module, so a load fetches the map of its own language only (i18n/bundled.ts).
 */
export default import.meta.glob<Resources>('../../features/**/locales/ar.json', { import: 'default' });
