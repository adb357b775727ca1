import { mergeLocaleFiles, type Resources } from '../merge';

/** Every bundled fr file merged at build time, so the language is one chunk. */
export default mergeLocaleFiles(
  import.meta.glob<Resources>('./fr/*.json', { eager: true, import: 'default' }),
);
