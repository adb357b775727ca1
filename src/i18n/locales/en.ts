import { mergeLocaleFiles, type Resources } from '../merge';

/**
 * Every bundled en file merged at build time, so the language is one chunk: the shared files here
 * (`locales/en/*.json`) and each feature's own texts (`features/<feature>/locales/en.json`, kept in the feature's folder).
 */
export default mergeLocaleFiles(
  import.meta.glob<Resources>(['./en/*.json', '../../features/**/locales/en.json'], {
    eager: true,
    import: 'default',
  }),
);
