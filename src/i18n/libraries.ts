/**
 * i18next and react-i18next as the boot uses them: `boot.tsx` imports this module (so index.html preloads it with
 * React), and `initI18n` asks for it, so that i18n.ts itself can run in the entry before they are in
 * (docs/architecture.md "Boot"). Named exports only, so that the rest of react-i18next (Trans...) stays out.
 */
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
