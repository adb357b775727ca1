import { mergeLocaleFiles, type Resources } from '../merge';

/**
 * The shared ar texts (`locales/ar/*.json`: the shell, sign-in, the error catalogue), merged at build time into the
 * one chunk the sign-in page loads. Each feature's own texts are the second chunk, `ar.features.ts`, loaded with
 * the app after sign-in (i18n.ts `loadAppTexts`), so a new module never weighs on the sign-in page.
 */
export default mergeLocaleFiles(
  import.meta.glob<Resources>('./ar/*.json', { eager: true, import: 'default' }),
);
