import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCanOpen } from './useCanOpen';

/** The title key of the page a link opens: the registry titles a route `routes.<its first segment>`. */
function titleKeyOf(to: string): string {
  return `routes.${to.replace(/^\//, '').split(/[/?#]/)[0] ?? ''}`;
}

/**
 * Links from a page to the settings pages it depends on, each named by that page's title and shown only to a
 * user the registry's rule lets open it (no link to a page the guard would refuse).
 * @example <SettingsLinks links={[paths.financeSettings()]} />
 */
export function SettingsLinks({ links }: { links: readonly string[] }) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const allowed = links.filter((to) => canOpen(to));
  if (allowed.length === 0) return null;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-2">
      {allowed.map((to) => (
        <Link
          key={to}
          to={to}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline md:min-h-control dark:text-primary-300"
        >
          <Settings size={16} aria-hidden="true" />
          {t(titleKeyOf(to))}
        </Link>
      ))}
    </p>
  );
}
