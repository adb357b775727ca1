import { mergeLocaleFiles, type Resources } from '../merge';

/**
 * Every feature's own en texts (`features/<feature>/locales/en.json`, kept in the feature's folder), merged at build
 * time into one chunk loaded with the app after sign-in, beside the shared texts of `en.ts`.
 */
export default mergeLocaleFiles(
  import.meta.glob<Resources>('../../features/**/locales/en.json', { eager: true, import: 'default' }),
);
