import { mergeLocaleFiles, type Resources } from '../merge';

/**
 * Every feature's own fr texts (`features/<feature>/locales/fr.json`, kept in the feature's folder), merged at build
 * time into one chunk loaded with the app after sign-in, beside the shared texts of `fr.ts`.
 */
export default mergeLocaleFiles(
  import.meta.glob<Resources>('../../features/**/locales/fr.json', { eager: true, import: 'default' }),
);
