import { mergeLocaleFiles, type Resources } from '../merge';

/** Every bundled en file merged at build time, so the language is one chunk. */
export default mergeLocaleFiles(
  import.meta.glob<Resources>('./en/*.json', { eager: true, import: 'default' }),
);
