import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiErrorText } from '../../api/errorText';
import { BUTTON, INPUT } from '../../components/buttons';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { Ltr } from '../../components/Ltr';
import { formatDate } from '../../lib/dates';
import { paths } from '../../paths';
import { useVerifyDocumentMutation } from './documents.api';
import { DocumentRegister } from './DocumentRegister';
import type { Verification } from './documents.schemas';

/**
 * `documents/verify`: whether a printed certificate or attestation is genuine (docs/api.md "School documents"). The
 * code at the paper's foot, as typed; a genuine one shows what the school issued, to compare with the paper; an
 * unknown one says so (the API answers an unknown code and another branch's alike). The code is never put in the
 * address: it is the paper's secret.
 */
export default function VerifyDocumentPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [verify, { data, error, isLoading, reset }] = useVerifyDocumentMutation();
  const refused =
    error && 'status' in error && (error.status === 404 || error.status === 400) ? error : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = typed.trim();
    if (code) void verify(code);
  }

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('routes.documents')}
      </h1>
      <p className="text-neutral-700 dark:text-neutral-300">{t('documents.verify.intro')}</p>
      <Card>
        <form onSubmit={submit} className="space-y-3" noValidate>
          <div>
            <label htmlFor="verify-code" className="mb-1 block font-semibold">
              {t('documents.verify.code')}
            </label>
            <input
              id="verify-code"
              name="code"
              className={`${INPUT} font-mono tracking-wider`}
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={typed}
              aria-describedby="verify-code-hint"
              onChange={(event) => {
                setTyped(event.target.value);
                // A result is the code's that was checked: cleared once another is typed.
                reset();
              }}
            />
            <p id="verify-code-hint" className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">
              {t('documents.verify.hint')}
            </p>
          </div>
          <button type="submit" className={BUTTON.primary} disabled={isLoading || typed.trim() === ''}>
            <ShieldCheck size={16} aria-hidden="true" />
            {isLoading ? t('documents.verify.checking') : t('documents.verify.submit')}
          </button>
        </form>
      </Card>
      <div aria-live="polite" className="space-y-4">
        {refused && (
          <p
            role="alert"
            className="rounded-card bg-danger-50 px-4 py-3 font-semibold text-danger-800 dark:bg-neutral-800 dark:text-danger-300"
          >
            {apiErrorText(refused, t, t('documents.verify.error'))}
          </p>
        )}
        {error && !refused && (
          <ErrorState
            message={apiErrorText(error, t, t('documents.verify.error'))}
            onRetry={() => void verify(typed.trim())}
          />
        )}
        {data && <Genuine verification={data} />}
      </div>
      <DocumentRegister />
    </section>
  );
}

function Genuine({ verification: v }: { verification: Verification }) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const name =
    arabic && v.student.firstname_ar
      ? `${v.student.firstname_ar} ${v.student.lastname_ar}`
      : `${v.student.firstname_fr} ${v.student.lastname_fr.toUpperCase()}`;
  const rows: Array<[string, ReactNode]> = [
    [t('documents.verify.number'), <Ltr key="number">{v.number}</Ltr>],
    [t('documents.verify.type'), t(`documents.types.${v.type}`)],
    [t('documents.verify.issuedOn'), formatDate(v.issuedOn, i18n.language, 'long')],
    [t('documents.verify.issuedBy'), v.issuedBy],
    [t('documents.verify.student'), name],
    [t('documents.verify.birthDate'), formatDate(v.student.birthDate, i18n.language, 'long')],
    [t('documents.verify.className'), <Ltr key="class">{v.className}</Ltr>],
    [t('documents.verify.year'), <Ltr key="year">{v.year}</Ltr>],
    [t('documents.verify.school'), `${v.school.name} — ${v.school.branch}`],
  ];
  return (
    <Card as="section" aria-labelledby="verify-result" className="space-y-3" data-testid="verification">
      <h2
        id="verify-result"
        className="flex items-center gap-2 text-lg font-semibold text-success-700 dark:text-success-500"
      >
        <ShieldCheck size={20} aria-hidden="true" />
        {t('documents.verify.genuine')}
      </h2>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('documents.verify.genuineNote')}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div
            key={term}
            className="flex justify-between gap-3 border-b border-neutral-100 py-1 dark:border-neutral-700"
          >
            <dt className="text-neutral-600 dark:text-neutral-300">{term}</dt>
            <dd className="text-end font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={paths.studentDetails(v.studentId, { tab: 'attestations' })}
        className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline-offset-2 hover:underline md:min-h-control dark:text-primary-300"
      >
        {t('documents.verify.open')}
      </Link>
    </Card>
  );
}
