import { mergeLocaleFiles, type Resources } from '../merge';

/** Every bundled ar file merged at build time, so the language is one chunk. */
export default mergeLocaleFiles(
  import.meta.glob<Resources>('./ar/*.json', { eager: true, import: 'default' }),
);
