import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/Tabs';
import { useAppSelector } from '../../store/hooks';
import { useScope } from '../../session/useScope';
import { AccountsTab } from './AccountsTab';
import { AuditTab } from './AuditTab';
import { RolesTab } from './RolesTab';

/**
 * `access-management`: who may open what in the selected branch and year (docs/api.md "Access management"): staff
 * accounts and their roles, the roles and their permissions, the audit log. The route is open to every signed-in
 * user as the spec's guard is written; the API answers its data to an admin of the branch only, so anyone else is
 * sent to `/unauthorized` by the server's refusal and sees nothing.
 */
export default function AccessManagementPage() {
  const { t } = useTranslation();
  const scope = useScope();
  const branch = useAppSelector((state) => state.auth.branch?.branchname ?? '');
  const year = useAppSelector((state) => state.auth.year?.description ?? '');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('routes.access-management')}
      </h1>
      <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">
        {t('access.intro', { branch, year })}
      </p>
      {scope && (
        <Tabs
          label={t('access.tabs.label')}
          tabs={[
            { id: 'accounts', label: t('access.tabs.accounts'), render: () => <AccountsTab scope={scope} /> },
            { id: 'roles', label: t('access.tabs.roles'), render: () => <RolesTab scope={scope} /> },
            { id: 'audit', label: t('access.tabs.audit'), render: () => <AuditTab scope={scope} /> },
          ]}
        />
      )}
    </section>
  );
}
