import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { BUTTON } from '../../components/buttons';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { SelectField } from '../../components/form/SelectField';
import { nameRules } from '../../components/form/nameRules';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { EMAIL } from '../../domain/students';
import type { Scope } from '../../session/useScope';
import { useCreateAccountMutation } from './access.api';
import type { AccessRole, AccountCreated } from './access.schemas';
import { useRoleLabel } from './roleLabel';

const name = nameRules({ max: 80 });
const accountSchema = z.object({
  firstname: name,
  lastname: name,
  firstname_ar: name,
  lastname_ar: name,
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.regex(EMAIL, 'validation.email')),
  roleId: z.string(),
});
type AccountValues = z.input<typeof accountSchema>;

/**
 * Creates a staff account, then shows its one-time password once: it lives in this dialog's state only, never in
 * storage or the cache, and is gone when the dialog closes (docs/api.md "Access management").
 */
export function NewAccountDialog({
  scope,
  roles,
  onClose,
}: {
  scope: Scope;
  roles: AccessRole[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const roleName = useRoleLabel(roles);
  const [create] = useCreateAccountMutation();
  const [created, setCreated] = useState<AccountCreated | null>(null);
  const form = useForm<AccountValues>({
    resolver: zodResolver(accountSchema),
    defaultValues: { firstname: '', lastname: '', firstname_ar: '', lastname_ar: '', email: '', roleId: '' },
  });

  if (created) {
    const { account, oneTimePassword } = created;
    return (
      <Modal open title={t('access.newAccount.passwordTitle')} onClose={onClose}>
        <div className="space-y-4 pb-4">
          <p>
            {t('access.newAccount.passwordIntro', {
              name: `${account.firstname} ${account.lastname}`,
              email: account.email,
            })}
          </p>
          <p className="text-sm font-medium">{t('access.newAccount.password')}</p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              dir="ltr"
              data-testid="one-time-password"
              className="rounded-control bg-neutral-100 px-3 py-2 font-mono text-lg tracking-wider select-all dark:bg-neutral-800"
            >
              {oneTimePassword}
            </code>
            <button
              type="button"
              className={BUTTON.secondary}
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(oneTimePassword)
                  .then(() => notify('success', t('access.newAccount.copied')))
                  .catch(() => undefined)
              }
            >
              <Copy size={16} aria-hidden="true" />
              {t('access.newAccount.copy')}
            </button>
          </div>
          <button type="button" className={BUTTON.primary} onClick={onClose}>
            {t('access.newAccount.done')}
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal open title={t('access.newAccount.title')} onClose={onClose} busy={form.formState.isSubmitting}>
      <Form
        form={form}
        guard={false}
        onSubmit={async (values, { idempotencyKey }) => {
          const answer = await create({
            scope,
            idempotencyKey,
            input: {
              firstname: values.firstname.trim(),
              lastname: values.lastname.trim(),
              firstname_ar: values.firstname_ar.trim(),
              lastname_ar: values.lastname_ar.trim(),
              email: values.email.trim().toLowerCase(),
              roleId: values.roleId ? Number(values.roleId) : null,
            },
          }).unwrap();
          setCreated(answer);
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name="firstname" label={t('access.newAccount.firstname')} required autoComplete="off" />
          <TextField name="lastname" label={t('access.newAccount.lastname')} required autoComplete="off" />
          <TextField name="firstname_ar" label={t('access.newAccount.firstnameAr')} required dir="rtl" />
          <TextField name="lastname_ar" label={t('access.newAccount.lastnameAr')} required dir="rtl" />
        </div>
        <TextField name="email" type="email" label={t('access.newAccount.email')} required dir="ltr" />
        <SelectField
          name="roleId"
          label={t('access.newAccount.role')}
          options={[
            { value: '', label: t('access.newAccount.noRole') },
            ...roles.map((role) => ({ value: String(role.id), label: roleName(role) })),
          ]}
        />
        <FormActions
          submitLabel={t('access.newAccount.save')}
          onCancel={onClose}
          cancelLabel={t('access.newAccount.cancel')}
        />
      </Form>
    </Modal>
  );
}
