import { withTexts } from '../../i18n/i18n';

/**
 * A parent's summary is a chunk of its own, not part of the office's first screen: the boot asks for it beside the
 * summary's data when the stored choice is a parent's (early.ts), and the dashboard page draws it from there. Its
 * texts are the dashboard's and the app's (`shell`: the boot asks for it before the app has started), which come
 * with it (`withTexts`).
 */
export const loadParentDashboard = withTexts(['dashboard', 'shell'], () => import('./ParentDashboard'));
