/**
 * The public entry of the sign-in feature (docs/architecture.md "Boundaries"): what other features may use. The
 * session itself (user, selection, grants, access rules) lives in src/session.
 */
export { AuthGate } from './AuthGate';
export { LogoutButton } from './LogoutButton';
export {
  branchChanged,
  loadProfilePicture,
  PROFILE_PICTURE_TYPES,
  refreshUser,
  studentChanged,
  yearChanged,
} from './auth.thunks';
export { useCanOpen } from './useCanOpen';
export { FigureLink } from './FigureLink';
export { SettingsLinks } from './SettingsLinks';
export { RouteRulesContext, type RouteRule } from './routeRules';
