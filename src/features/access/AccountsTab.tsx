import { Plus, UserX, UserCheck, Users, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/errorText';
import { useSubmission } from '../../api/useSubmission';
import { Badge } from '../../components/Badge';
import { BUTTON, INPUT } from '../../components/buttons';
import { cardClass } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Email } from '../../components/Ltr';
import { notify } from '../../components/notify';
import { SearchField } from '../../components/SearchField';
import { Spinner } from '../../components/Spinner';
import { foldText } from '../../lib/text';
import type { Scope } from '../../session/useScope';
import {
  useAccessAccountsQuery,
  useAccessRolesQuery,
  useAssignRoleMutation,
  useSetAccountActiveMutation,
  useUnassignRoleMutation,
} from './access.api';
import type { AccessRole, Account } from './access.schemas';
import { NewAccountDialog } from './NewAccountDialog';
import { useRoleLabel } from './roleLabel';

const nameOf = (account: Account) => `${account.firstname} ${account.lastname}`;

/** The staff accounts of the branch, their roles this year (give, take back), deactivate and reactivate. */
export function AccountsTab({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const accounts = useAccessAccountsQuery(scope);
  const roles = useAccessRolesQuery(scope);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [deactivating, setDeactivating] = useState<Account | null>(null);
  const [setActive] = useSetAccountActiveMutation();

  const shown = useMemo(() => {
    const wanted = foldText(search.trim());
    return (accounts.data?.items ?? []).filter(
      (account) =>
        !wanted ||
        foldText(
          `${account.firstname} ${account.lastname} ${account.firstname_ar} ${account.lastname_ar} ${account.email}`,
        ).includes(wanted),
    );
  }, [accounts.data, search]);

  if (accounts.isError && !accounts.data) {
    return <ErrorState message={t('access.accounts.loadError')} onRetry={() => void accounts.refetch()} />;
  }
  if (!accounts.data || !roles.data) return <Spinner />;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchField label={t('access.accounts.search')} value={search} onChange={setSearch} />
        <button type="button" className={BUTTON.primary} onClick={() => setCreating(true)}>
          <Plus size={16} aria-hidden="true" />
          {t('access.accounts.add')}
        </button>
      </div>
      <p className="text-sm text-neutral-600 dark:text-neutral-400" aria-live="polite">
        {t('access.accounts.count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState icon={Users} message={t('access.accounts.empty')} />
      ) : (
        <ul className="space-y-3">
          {shown.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              roles={roles.data!.items}
              scope={scope}
              onDeactivate={() => setDeactivating(account)}
              onReactivate={() => setActive({ scope, id: account.id, active: true }).unwrap()}
            />
          ))}
        </ul>
      )}
      {creating && (
        <NewAccountDialog scope={scope} roles={roles.data.items} onClose={() => setCreating(false)} />
      )}
      <ConfirmDialog
        open={deactivating !== null}
        title={t('access.accounts.deactivateTitle', { name: deactivating ? nameOf(deactivating) : '' })}
        message={t('access.accounts.deactivateMessage', { name: deactivating ? nameOf(deactivating) : '' })}
        confirmLabel={t('access.accounts.deactivate')}
        tone="danger"
        onCancel={() => setDeactivating(null)}
        onConfirm={async () => {
          if (!deactivating) return;
          // A refusal (LAST_ADMIN, OWN_ACCOUNT) stays in the dialog, in the user's language.
          await setActive({ scope, id: deactivating.id, active: false }).unwrap();
          void notify('success', t('access.accounts.deactivated', { name: nameOf(deactivating) }));
          setDeactivating(null);
        }}
      />
    </div>
  );
}

function AccountRow({
  account,
  roles,
  scope,
  onDeactivate,
  onReactivate,
}: {
  account: Account;
  roles: AccessRole[];
  scope: Scope;
  onDeactivate: () => void;
  onReactivate: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const name = nameOf(account);
  const roleName = useRoleLabel(roles);
  const [assign] = useAssignRoleMutation();
  const [unassign] = useUnassignRoleMutation();
  const submission = useSubmission();
  const [picked, setPicked] = useState('');
  const [busy, setBusy] = useState(false);
  // The last refusal of an action on this account, said where it was asked (a toast goes unseen), in the user's
  // language: OWN_ADMIN_ROLE, LAST_ADMIN, ROLE_ALREADY_HELD… (docs/api.md "Access management").
  const [refusal, setRefusal] = useState<string | null>(null);
  const pickId = useId();
  const refusalId = useId();
  const held = new Set(account.assignments.map((assignment) => assignment.roleId));
  const available = roles.filter((role) => !held.has(role.id));

  const act = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setRefusal(null);
    try {
      await action();
      void notify('success', success);
      return true;
    } catch (error) {
      setRefusal(apiErrorText(error, t, t('form.saveFailed')));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const give = async () => {
    const role = roles.find((candidate) => String(candidate.id) === picked);
    if (!role) return;
    const done = await act(
      () =>
        submission.run({ userId: account.id, roleId: role.id }, (idempotencyKey) =>
          assign({ scope, userId: account.id, roleId: role.id, idempotencyKey }).unwrap(),
        ),
      t('access.accounts.assigned', { name, role: roleName(role) }),
    );
    if (done) setPicked('');
  };

  return (
    <li className={`${cardClass()} space-y-3`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-neutral-900 dark:text-white">
            {name}
            {(account.firstname_ar || account.lastname_ar) && (
              <span lang="ar" dir="rtl" className="ms-2 font-normal text-neutral-700 dark:text-neutral-300">
                {`${account.firstname_ar} ${account.lastname_ar}`}
              </span>
            )}
          </p>
          <Email address={account.email} className="text-sm" />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={account.active ? 'success' : 'neutral'}>
            {account.active ? t('access.accounts.active') : t('access.accounts.inactive')}
          </Badge>
          {account.active ? (
            <button type="button" className={BUTTON.secondary} onClick={onDeactivate}>
              <UserX size={16} aria-hidden="true" />
              {t('access.accounts.deactivate')}
              <span className="sr-only"> {name}</span>
            </button>
          ) : (
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={busy}
              onClick={() => void act(onReactivate, t('access.accounts.reactivated', { name }))}
            >
              <UserCheck size={16} aria-hidden="true" />
              {t('access.accounts.reactivate')}
              <span className="sr-only"> {name}</span>
            </button>
          )}
        </div>
      </div>
      <ul aria-label={t('access.accounts.rolesOf', { name })} className="flex flex-wrap gap-2">
        {account.assignments.length === 0 && (
          <li className="text-sm text-neutral-600 dark:text-neutral-400">{t('access.accounts.noRole')}</li>
        )}
        {account.assignments.map((assignment) => (
          <li
            key={assignment.id}
            className="inline-flex items-center gap-1 rounded-full bg-primary-50 ps-3 text-sm text-primary-800 dark:bg-primary-900/40 dark:text-primary-100"
          >
            {roleName(assignment)}
            <button
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-primary-100 md:size-8 dark:hover:bg-primary-800"
              aria-label={t('access.accounts.removeRole', { role: roleName(assignment), name })}
              disabled={busy}
              onClick={() =>
                void act(
                  () => unassign({ scope, id: assignment.id }).unwrap(),
                  t('access.accounts.removed', { name, role: roleName(assignment) }),
                )
              }
            >
              <X size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {refusal && (
        <p
          id={refusalId}
          role="alert"
          className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700 dark:bg-danger-700 dark:text-white"
        >
          {refusal}
        </p>
      )}
      {available.length > 0 && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void give();
          }}
        >
          <div className="w-full max-w-xs">
            <label htmlFor={pickId} className="mb-1 block text-sm font-medium">
              {t('access.accounts.addRoleTo', { name })}
            </label>
            <select
              id={pickId}
              className={INPUT}
              value={picked}
              onChange={(event) => setPicked(event.target.value)}
            >
              <option value="">{t('access.accounts.pickRole')}</option>
              {available.map((role) => (
                <option key={role.id} value={role.id}>
                  {roleName(role)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={BUTTON.secondary} disabled={!picked || busy}>
            {t('access.accounts.assign')}
          </button>
        </form>
      )}
    </li>
  );
}
