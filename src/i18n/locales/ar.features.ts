import { mergeLocaleFiles, type Resources } from '../merge';

/**
 * Every feature's own ar texts (`features/<feature>/locales/ar.json`, kept in the feature's folder), merged at build
 * time into one chunk loaded with the app after sign-in, beside the shared texts of `ar.ts`.
 */
export default mergeLocaleFiles(
  import.meta.glob<Resources>('../../features/**/locales/ar.json', { eager: true, import: 'default' }),
);
