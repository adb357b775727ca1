import { Settings, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCanOpen } from './useCanOpen';

/** The title key of the page a link opens: the registry titles a route `routes.<its first segment>`. */
function titleKeyOf(to: string): string {
  return `routes.${to.replace(/^\//, '').split(/[/?#]/)[0] ?? ''}`;
}

/** A link of the row: the page's path, drawn with the settings icon unless it names another. */
export type PageLinkTarget = string | { to: string; icon: LucideIcon };

/**
 * Links from a page to the pages it depends on (its settings, its tools), each named by that page's title and shown
 * only to a user the registry's rule lets open it (no link to a page the guard would refuse).
 *
 * On a phone they sit two to a row of a grid: the rows do not depend on how wide the labels are drawn, so the list
 * below keeps its place when the bundled faces replace the fallback ones (docs/architecture.md "Fonts"); a flex row
 * would wrap differently once the Arabic face arrives and push the page down. From `sm` up they share one line.
 * @example <SettingsLinks links={[paths.financeSettings(), { to: paths.verifyDocument(), icon: ShieldCheck }]} />
 */
export function SettingsLinks({ links }: { links: readonly PageLinkTarget[] }) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const allowed = links
    .map((link) => (typeof link === 'string' ? { to: link, icon: Settings } : link))
    .filter(({ to }) => canOpen(to));
  if (allowed.length === 0) return null;
  return (
    <p className="grid grid-cols-2 gap-x-4 sm:flex sm:flex-wrap sm:gap-y-2">
      {allowed.map(({ to, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline md:min-h-control dark:text-primary-300"
        >
          <Icon size={16} aria-hidden="true" className="shrink-0" />
          {t(titleKeyOf(to))}
        </Link>
      ))}
    </p>
  );
}
