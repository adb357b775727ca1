import type { Resources } from '../merge';

/**
 * Where each feature's en texts are (`../../features/<feature>/locales/en.json` -> its chunk): one language's map
 * per module, so a load fetches the map of its own language only (i18n/bundled.ts).
 */
export default import.meta.glob<Resources>('../../features/**/locales/en.json', { import: 'default' });
