import { mergeLocaleFiles, type Resources } from '../merge';

/**
 * The shared en texts (`locales/en/*.json`: the shell, sign-in, the error catalogue), merged at build time into the
 * one chunk the sign-in page loads. Each feature's own texts are a chunk of their own
 * (`features/<feature>/locales/en.json`), loaded with the page or part that shows them (i18n.ts `withTexts`), so
 * a new module never weighs on the sign-in page or on another module's page.
 */
export default mergeLocaleFiles(
  import.meta.glob<Resources>('./en/*.json', { eager: true, import: 'default' }),
);
