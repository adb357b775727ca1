import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/errorText';
import { BUTTON } from '../../components/buttons';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { notify } from '../../components/notify';
import { Spinner } from '../../components/Spinner';
import { allowedTypeOf, LOGO_RULES } from '../../domain/attachments';
import type { Scope } from '../../session/useScope';
import { useIdentityQuery, useSaveIdentityMutation, useSaveLogoMutation } from './schoolSettings.api';
import { identityFormSchema, type Identity, type IdentityValues } from './schoolSettings.schemas';

const LEGAL = ['ice', 'rc', 'taxId', 'patente', 'cnss'] as const;

/**
 * The school's identity that receipts and certificates print (docs/api.md "School identity"): the group's and the
 * branch's names in both scripts, address, phone, e-mail, legal identifiers, the school's language and its logo.
 */
export function IdentityCard({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const identity = useIdentityQuery(scope);
  return (
    <Card as="section" aria-labelledby="identity-title">
      <h2 id="identity-title" className="mb-1 text-lg font-semibold">
        {t('schoolSettings.identity.title')}
      </h2>
      <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-300">
        {t('schoolSettings.identity.intro')}
      </p>
      {identity.isError && !identity.data ? (
        <ErrorState
          message={t('schoolSettings.identity.loadError')}
          onRetry={() => void identity.refetch()}
        />
      ) : !identity.data ? (
        <Spinner />
      ) : (
        <div className="space-y-6">
          <LogoField scope={scope} logo={identity.data.school.logo} />
          <IdentityForm key={`${scope.branch}`} scope={scope} identity={identity.data} />
        </div>
      )}
    </Card>
  );
}

function IdentityForm({ scope, identity }: { scope: Scope; identity: Identity }) {
  const { t } = useTranslation();
  const [save] = useSaveIdentityMutation();
  const form = useForm<IdentityValues>({
    resolver: zodResolver(identityFormSchema),
    defaultValues: {
      school: {
        name: identity.school.name,
        name_ar: identity.school.name_ar,
        defaultLanguage: identity.school.defaultLanguage,
      },
      branch: identity.branch,
    },
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const parsed = identityFormSchema.parse(values);
        await save({ ...scope, input: parsed }).unwrap();
        void notify('success', t('schoolSettings.identity.saved'));
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="school.name" label={t('schoolSettings.identity.schoolName')} required />
        <TextField
          name="school.name_ar"
          label={t('schoolSettings.identity.schoolNameAr')}
          required
          dir="rtl"
        />
        <TextField name="branch.name" label={t('schoolSettings.identity.branchName')} required />
        <TextField
          name="branch.name_ar"
          label={t('schoolSettings.identity.branchNameAr')}
          required
          dir="rtl"
        />
        <TextField name="branch.address" label={t('schoolSettings.identity.address')} required />
        <TextField
          name="branch.phone"
          type="tel"
          label={t('schoolSettings.identity.phone')}
          required
          dir="ltr"
        />
        <TextField name="branch.email" type="email" label={t('schoolSettings.identity.email')} dir="ltr" />
        <SelectField
          name="school.defaultLanguage"
          label={t('schoolSettings.identity.language')}
          hint={t('schoolSettings.identity.languageHint')}
          options={(['fr', 'ar', 'en'] as const).map((value) => ({
            value,
            label: t(`schoolSettings.identity.languages.${value}`),
          }))}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('schoolSettings.identity.legal')}</legend>
        {LEGAL.map((name) => (
          <TextField
            key={name}
            name={`branch.legal.${name}`}
            label={t(`schoolSettings.identity.legalIds.${name}`)}
            dir="ltr"
          />
        ))}
      </fieldset>
      <FormActions submitLabel={t('schoolSettings.identity.save')} />
    </Form>
  );
}

/** The logo: checked by its first bytes before it is sent (PNG, JPEG or WebP up to 256 KB), as the API checks it. */
function LogoField({ scope, logo }: { scope: Scope; logo: string | null }) {
  const { t } = useTranslation();
  const [saveLogo, { isLoading }] = useSaveLogoMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const pick = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > LOGO_RULES.maxBytes) return setProblem(t('schoolSettings.identity.logoTooLarge'));
    if (!(await allowedTypeOf(file, LOGO_RULES.types)))
      return setProblem(t('schoolSettings.identity.logoType'));
    try {
      await saveLogo({ ...scope, file }).unwrap();
      void notify('success', t('schoolSettings.identity.logoSaved'));
    } catch (error) {
      setProblem(apiErrorText(error, t, t('form.saveFailed')));
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="flex size-20 items-center justify-center rounded-control border border-neutral-200 bg-white dark:border-neutral-700">
        {logo ? (
          <img
            src={logo}
            alt={t('schoolSettings.identity.logoAlt')}
            className="max-h-18 max-w-18 object-contain"
          />
        ) : (
          <span className="text-xs text-neutral-600">{t('schoolSettings.identity.noLogo')}</span>
        )}
      </div>
      <div>
        <label htmlFor={inputId} className={`${BUTTON.secondary} cursor-pointer`}>
          <Upload size={16} aria-hidden="true" />
          {t('schoolSettings.identity.logo')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={LOGO_RULES.types.join(',')}
          className="sr-only"
          disabled={isLoading}
          aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
          {t('schoolSettings.identity.logoHint')}
        </p>
        {problem && (
          <p
            id={`${inputId}-error`}
            role="alert"
            className="mt-1 text-sm text-danger-700 dark:text-danger-500"
          >
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
