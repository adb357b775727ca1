import { mergeLocaleFiles, type Resources } from '../merge';

/**
 * Every bundled fr file merged at build time, so the language is one chunk: the shared files here
 * (`locales/fr/*.json`) and each feature's own texts (`features/<feature>/locales/fr.json`, kept in the feature's folder).
 */
export default mergeLocaleFiles(
  import.meta.glob<Resources>(['./fr/*.json', '../../features/**/locales/fr.json'], {
    eager: true,
    import: 'default',
  }),
);
