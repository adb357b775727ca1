import { mergeLocaleFiles, type Resources } from '../merge';

/**
 * Every bundled ar file merged at build time, so the language is one chunk: the shared files here
 * (`locales/ar/*.json`) and each feature's own texts (`features/<feature>/locales/ar.json`, kept in the feature's folder).
 */
export default mergeLocaleFiles(
  import.meta.glob<Resources>(['./ar/*.json', '../../features/**/locales/ar.json'], {
    eager: true,
    import: 'default',
  }),
);
