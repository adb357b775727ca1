import { mergeLocaleFiles, type Resources } from '../merge';

/**
 * The shared ar texts (`locales/ar/*.json`: the shell, sign-in, the error catalogue), merged at build time into the
 * one chunk the sign-in page loads. Each feature's own texts are a chunk of their own
 * (`features/<feature>/locales/ar.json`), loaded with the page or part that shows them (i18n.ts `withTexts`), so
 * a new module never weighs on the sign-in page or on another module's page.
 */
export default mergeLocaleFiles(
  import.meta.glob<Resources>('./ar/*.json', { eager: true, import: 'default' }),
);
