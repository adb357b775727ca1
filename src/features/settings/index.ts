/** The public entry of settings (docs/architecture.md "Boundaries"): the shell shows the way back to the hub. */
export { SettingsBackLink } from './SettingsBackLink';
