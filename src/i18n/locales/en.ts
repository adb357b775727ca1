import { mergeLocaleFiles, type Resources } from '../merge';

/**
 * The shared en texts (`locales/en/*.json`: the shell, sign-in, the error catalogue), merged at build time into the
 * one chunk the sign-in page loads, but for the sentences of the API's error codes (`apiErrors.json`), a chunk of
 * their own loaded with a failed call or a page that shows them (i18n/bundled.ts). Each feature's own texts are a chunk of their own
 * (`features/<feature>/locales/en.json`), loaded with the page or part that shows them (i18n.ts `withTexts`), so
 * a new module never weighs on the sign-in page or on another module's page.
 */
export default mergeLocaleFiles(
  import.meta.glob<Resources>(
    [
      './en/*.json',
      '!./en/apiErrors.json',
      '!./en/forms.json',
      '!./en/signIn.json',
      '!./en/shell.json',
      '!./en/table.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
);
