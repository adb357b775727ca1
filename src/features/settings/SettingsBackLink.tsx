import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../paths';
import { useCanOpen } from '../auth';
import { SETTINGS_AREAS } from './areas';

/**
 * On a settings page, the way back to the settings hub (for a user who may open it), above the page's title; the
 * arrow turns with the reading direction.
 */
export function SettingsBackLink() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const canOpen = useCanOpen();
  const onSettingsPage = SETTINGS_AREAS.some((area) => area.settingsPage && area.path === pathname);
  if (!onSettingsPage || !canOpen(paths.settings())) return null;
  return (
    <Link
      to={paths.settings()}
      className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline md:min-h-control dark:text-primary-300"
    >
      <ArrowLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
      {t('shell.backToSettings')}
    </Link>
  );
}
