import { Copy, Plus, ShieldCheck } from 'lucide-react';
import { useContext, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useSubmission } from '../../api/useSubmission';
import { Badge } from '../../components/Badge';
import { BUTTON, INPUT } from '../../components/buttons';
import { cardClass } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { RowActions } from '../../components/RowActions';
import { Spinner } from '../../components/Spinner';
import type { Scope } from '../../session/useScope';
import { useAppSelector } from '../../store/hooks';
import { RouteRulesContext } from '../auth';
import {
  useAccessRolesQuery,
  useCopyAccessYearMutation,
  useDeleteRoleMutation,
  useSaveRoleMutation,
} from './access.api';
import type { AccessRole } from './access.schemas';
import { permissionGroups } from './permissions';

/** The roles of the branch and year, what each grants (edit, create, delete), and the copy to another year. */
export function RolesTab({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const roles = useAccessRolesQuery(scope);
  const [remove] = useDeleteRoleMutation();
  const [editing, setEditing] = useState<AccessRole | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AccessRole | null>(null);

  if (roles.isError && !roles.data) {
    return <ErrorState message={t('access.roles.loadError')} onRetry={() => void roles.refetch()} />;
  }
  if (!roles.data) return <Spinner />;
  const items = roles.data.items;
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <button type="button" className={BUTTON.primary} onClick={() => setEditing('new')}>
          <Plus size={16} aria-hidden="true" />
          {t('access.roles.add')}
        </button>
      </div>
      {items.length === 0 ? (
        <EmptyState icon={ShieldCheck} message={t('access.roles.empty')} />
      ) : (
        <ul
          aria-label={t('access.tabs.roles')}
          className={`${cardClass()} divide-y divide-neutral-100 dark:divide-neutral-700`}
        >
          {items.map((role) => (
            <li key={role.id} className="flex flex-wrap items-center gap-3 py-3">
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">
                  {role.name}
                  {role.name_ar && (
                    <span
                      lang="ar"
                      dir="rtl"
                      className="ms-2 font-normal text-neutral-700 dark:text-neutral-300"
                    >
                      {role.name_ar}
                    </span>
                  )}
                </span>
                <span className="mt-1 flex flex-wrap gap-2">
                  <Badge tone="info">{t('access.roles.holders', { count: role.holders })}</Badge>
                  <Badge tone={role.admin ? 'primary' : 'neutral'}>
                    {role.admin
                      ? t('access.roles.everything')
                      : t('access.roles.permissionCount', { count: role.permissions.length })}
                  </Badge>
                </span>
              </span>
              {!role.admin && (
                <RowActions
                  editLabel={t('access.roles.edit', { name: role.name })}
                  deleteLabel={t('access.roles.delete', { name: role.name })}
                  onEdit={() => setEditing(role)}
                  onDelete={() => setDeleting(role)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <CopyYear scope={scope} />
      {editing && (
        <RoleDialog
          role={editing === 'new' ? null : editing}
          scope={scope}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('access.roles.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('access.roles.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('access.roles.deleteConfirm')}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          // ROLE_IN_USE stays in the dialog, in the user's language.
          await remove({ scope, id: deleting.id }).unwrap();
          setDeleting(null);
          void notify('success', t('access.roles.deleted'));
        }}
      />
    </div>
  );
}

const roleSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(60, 'validation.tooLong')),
  name_ar: z.string().check(z.trim(), z.maxLength(60, 'validation.tooLong')),
  permissions: z.array(z.string()),
});
type RoleValues = z.input<typeof roleSchema>;

function RoleDialog({
  role,
  scope,
  onClose,
}: {
  role: AccessRole | null;
  scope: Scope;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [save] = useSaveRoleMutation();
  const form = useForm<RoleValues>({
    resolver: zodResolver(roleSchema),
    defaultValues: role
      ? { name: role.name, name_ar: role.name_ar, permissions: role.permissions }
      : { name: '', name_ar: '', permissions: [] },
  });
  const groups = permissionGroups(useContext(RouteRulesContext));
  return (
    <Modal
      open
      size="lg"
      title={role ? t('access.roles.editTitle', { name: role.name }) : t('access.roles.add')}
      onClose={onClose}
      busy={form.formState.isSubmitting}
    >
      <Form
        form={form}
        guard={false}
        onSubmit={async (values, { idempotencyKey }) => {
          const input = {
            name: values.name.trim(),
            name_ar: values.name_ar.trim(),
            // One checked box gives a string, none gives false, several an array (react-hook-form).
            permissions: ([] as unknown[])
              .concat(values.permissions ?? [])
              .filter((value): value is string => typeof value === 'string'),
          };
          await save({ scope, id: role?.id ?? null, input, idempotencyKey }).unwrap();
          void notify('success', t('access.roles.saved'));
          onClose();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name="name" label={t('access.roles.name')} required />
          <TextField name="name_ar" label={t('access.roles.nameAr')} dir="rtl" />
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-2 font-semibold">{t('access.roles.permissions')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {groups.map((group) => (
              <fieldset
                key={group.titleKey}
                className="rounded-control border border-neutral-200 p-3 dark:border-neutral-700"
              >
                <legend className="px-1 text-sm font-semibold">{t(group.titleKey)}</legend>
                {group.permissions.map((permission) => (
                  <label key={permission.name} className="flex min-h-11 items-center gap-2 md:min-h-control">
                    <input
                      type="checkbox"
                      value={permission.name}
                      className="size-4 accent-primary-600"
                      {...form.register('permissions')}
                    />
                    <span className="text-sm">{t(permission.titleKey)}</span>
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
        </fieldset>
        <FormActions
          submitLabel={t('access.roles.save')}
          onCancel={onClose}
          cancelLabel={t('access.roles.cancel')}
        />
      </Form>
    </Modal>
  );
}

/** Copies the roles and assignments of the selected year to another year of the branch (twice changes nothing). */
function CopyYear({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const branch = useAppSelector((state) => state.auth.branch);
  const from = useAppSelector((state) => state.auth.year?.description ?? '');
  const others = (branch?.years ?? []).filter((year) => year.schoolyearid !== scope.year);
  const [target, setTarget] = useState(String(others[0]?.schoolyearid ?? ''));
  const [confirming, setConfirming] = useState(false);
  const [copy] = useCopyAccessYearMutation();
  const submission = useSubmission();
  const selectId = useId();
  const headingId = useId();
  const year = others.find((candidate) => String(candidate.schoolyearid) === target);
  return (
    <section aria-labelledby={headingId} className={`${cardClass()} space-y-3`}>
      <h2 id={headingId} className="font-semibold">
        {t('access.roles.copyTitle')}
      </h2>
      {others.length === 0 ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('access.roles.noOtherYear')}</p>
      ) : (
        <>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {t('access.roles.copyIntro', { year: from })}
          </p>
          <div className="flex flex-wrap items-end gap-2">
            <div className="w-full max-w-xs">
              <label htmlFor={selectId} className="mb-1 block text-sm font-medium">
                {t('access.roles.copyTo')}
              </label>
              <select
                id={selectId}
                className={INPUT}
                value={target}
                onChange={(event) => setTarget(event.target.value)}
              >
                {others.map((candidate) => (
                  <option key={candidate.schoolyearid} value={candidate.schoolyearid}>
                    {candidate.description}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={!year}
              onClick={() => setConfirming(true)}
            >
              <Copy size={16} aria-hidden="true" />
              {t('access.roles.copy')}
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming && year !== undefined}
        title={t('access.roles.copyConfirmTitle', { year: year?.description ?? '' })}
        message={t('access.roles.copyConfirmMessage', { year: year?.description ?? '', from })}
        confirmLabel={t('access.roles.copy')}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          if (!year) return;
          // A refusal stays in the dialog, in the user's language.
          const copied = await submission.run({ toYear: year.schoolyearid }, (idempotencyKey) =>
            copy({ scope, toYear: year.schoolyearid, idempotencyKey }).unwrap(),
          );
          if (copied) void notify('success', t('access.roles.copied', { ...copied, year: year.description }));
          setConfirming(false);
        }}
      />
    </section>
  );
}
