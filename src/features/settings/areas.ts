import { paths } from '../../paths';

export type SettingsGroup = 'school' | 'finance' | 'students' | 'education' | 'communication' | 'services';

/** One settings area of the hub: where it opens, and whether it is a settings page (which links back to the hub). */
export interface SettingsArea {
  id: string;
  group: SettingsGroup;
  path: string;
  /** A page of settings only (it shows the way back to the hub); false: a module page holding a setting. */
  settingsPage: boolean;
  /** Access management answers only the branch's admins: shown to them only, whatever the route's rule. */
  adminOnly?: boolean;
}

/** Every settings area, in the hub's order (texts: `settingsHub.areas.<id>.title` and `.description`). */
export const SETTINGS_AREAS: readonly SettingsArea[] = [
  { id: 'school', group: 'school', path: paths.schoolSettings(), settingsPage: true },
  { id: 'access', group: 'school', path: paths.accessManagement(), settingsPage: true, adminOnly: true },
  { id: 'finance', group: 'finance', path: paths.financeSettings(), settingsPage: true },
  { id: 'students', group: 'students', path: paths.studentSettings(), settingsPage: true },
  { id: 'documentTypes', group: 'students', path: paths.documentTypes(), settingsPage: true },
  { id: 'education', group: 'education', path: paths.educationSettings(), settingsPage: true },
  { id: 'news', group: 'communication', path: paths.newsSettings(), settingsPage: true },
  { id: 'requests', group: 'communication', path: paths.requestSettings(), settingsPage: true },
  { id: 'canteen', group: 'services', path: paths.canteenRequests(), settingsPage: false },
  { id: 'transport', group: 'services', path: paths.lines(), settingsPage: false },
  { id: 'lostItems', group: 'services', path: paths.lostItems(), settingsPage: false },
];

export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  'school',
  'finance',
  'students',
  'education',
  'communication',
  'services',
];
