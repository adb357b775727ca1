import { Info } from 'lucide-react';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrants } from '../../session/useGrants';
import { RouteRulesContext } from '../auth';

/**
 * Whether the user may change what the page at `path` shows. The classes' pages and the pedagogical page list only
 * the admin role and no permission: as the guard is written they open to every signed-in user, but their writes are
 * the listed role's in the selected branch and year (docs/api.md "Education"). So the write right is a role of the
 * route's rule among the user's roles (session/access.ts `Grants`, narrowed to the branch and year).
 */
export function useWriteRight(path: string): boolean {
  const grants = useGrants();
  const rule = useContext(RouteRulesContext).find((candidate) => candidate.path === path);
  return (rule?.access.roles ?? []).some((name) => grants.roleNames.has(name));
}

/** The short note of a page shown read-only: why the create, edit and delete controls are not there. */
export function ReadOnlyNote() {
  const { t } = useTranslation();
  return (
    <p
      data-testid="read-only-note"
      className="flex items-start gap-2 rounded-control bg-info-50 px-3 py-2 text-sm text-info-700 dark:bg-info-700 dark:text-white"
    >
      <Info size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      {t('education.readOnly')}
    </p>
  );
}
