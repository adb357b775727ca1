import { ExternalLink, Mail, Phone } from 'lucide-react';
import { DetailField, DetailSection } from '../../components/DetailParts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { Email } from '../../components/Ltr';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { ageOn, todayIso } from '../../domain/dates';
import { formatDateTime } from '../../lib/dates';
import { numberLocale } from '../../lib/locale';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { BUTTON } from '../../components/buttons';
import { EnrolDialog } from './EnrolDialog';
import { applicationErrorMessage } from './errors';
import { formatDate } from './format';
import {
  useApplicationQuery,
  useTransitionApplicationMutation,
  useUpdateApplicationDocumentsMutation,
} from './preregistrations.api';
import type { ApplicationDetail as Application } from './preregistrations.schemas';
import { requiresEnrolment, requiresReason, type ApplicationStatus } from '../../domain/transitions';
import { paths } from '../../paths';
import { useCanOpen } from '../auth';
import { mailtoHref } from '../../lib/mailto';

/** Transitions that are final or refuse the application: confirmed as destructive. */
const DANGER: ReadonlySet<ApplicationStatus> = new Set(['rejected', 'withdrawn']);

/**
 * One application (`?id=` in the URL): the child, guardians, previous school, family already in the school,
 * documents checklist (toggled here), status history, and one button per allowed status change, each confirmed;
 * an accepted application is enrolled in a class from here.
 */
export function ApplicationDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data, error, isLoading, isError, refetch } = useApplicationQuery(id);
  const notFound = isError && (error as { status?: unknown } | undefined)?.status === 404;
  const [transition] = useTransitionApplicationMutation();
  const [updateDocuments, { isLoading: savingDocuments }] = useUpdateApplicationDocumentsMutation();
  const [pending, setPending] = useState<ApplicationStatus | null>(null);
  const [enrolling, setEnrolling] = useState(false);

  const name = data ? `${data.firstname_fr} ${data.lastname_fr}` : '';
  const title = data
    ? t('preregistrations.detail.title', { reference: data.reference })
    : isError
      ? t('preregistrations.detail.untitled')
      : t('common.loading');

  const confirmTransition = async (to: ApplicationStatus, reason?: string) => {
    try {
      const trimmed = reason?.trim();
      await transition({ id, to, ...(trimmed ? { reason: trimmed } : {}) }).unwrap();
      setPending(null);
      void notify(
        'success',
        t('preregistrations.done', { name, status: t(`preregistrations.status.${to}`) }),
      );
    } catch (error) {
      const message = applicationErrorMessage(error, t);
      void notify('error', message);
      throw new Error(message, { cause: error });
    }
  };

  const toggleDocument = async (type: string, received: boolean) => {
    try {
      await updateDocuments({ id, documents: [{ type, received }] }).unwrap();
    } catch (error) {
      void notify('error', applicationErrorMessage(error, t));
    }
  };

  const actions = data?.allowedTransitions ?? [];
  const footer = data ? (
    <>
      {actions.length === 0 && (
        <p className="me-auto self-center text-sm text-neutral-600 dark:text-neutral-300">
          {t('preregistrations.detail.noActions')}
        </p>
      )}
      {actions.map((to) =>
        requiresEnrolment(to) ? (
          <button key={to} type="button" className={BUTTON.primary} onClick={() => setEnrolling(true)}>
            {t('preregistrations.actions.enrolled')}
          </button>
        ) : (
          <button
            key={to}
            type="button"
            className={
              to === 'rejected' ? BUTTON.danger : to === 'accepted' ? BUTTON.primary : BUTTON.secondary
            }
            onClick={() => setPending(to)}
          >
            {t(`preregistrations.actions.${to}`)}
          </button>
        ),
      )}
    </>
  ) : undefined;

  return (
    <>
      {/* Hidden while one of its dialogs is open, so that only one dialog traps focus and answers Escape. */}
      <Modal open={!pending && !enrolling} title={title} onClose={onClose} size="lg" footer={footer}>
        {notFound ? (
          <p role="alert">{t('preregistrations.detail.notFound')}</p>
        ) : isError ? (
          <ErrorState message={t('preregistrations.detail.loadError')} onRetry={() => void refetch()} />
        ) : isLoading || !data ? (
          <div className="space-y-3" aria-hidden="true">
            {[0, 1, 2, 3].map((line) => (
              <div key={line} className="h-6 animate-pulse rounded bg-neutral-200 dark:bg-neutral-700" />
            ))}
          </div>
        ) : (
          <DetailBody
            application={data}
            language={language}
            savingDocuments={savingDocuments}
            onToggleDocument={(type, received) => void toggleDocument(type, received)}
          />
        )}
      </Modal>
      {pending && data && (
        <ConfirmDialog
          open
          title={t('preregistrations.confirm.title', {
            action: t(`preregistrations.actions.${pending}`),
            name,
          })}
          message={t(`preregistrations.confirm.${pending}`)}
          confirmLabel={t(`preregistrations.actions.${pending}`)}
          tone={DANGER.has(pending) ? 'danger' : 'primary'}
          reason={
            requiresReason(pending)
              ? { label: t('preregistrations.confirm.reason'), required: true }
              : pending === 'waitlisted' || pending === 'withdrawn'
                ? { label: t('preregistrations.confirm.reasonOptional'), required: false }
                : undefined
          }
          onConfirm={(reason?: string) => confirmTransition(pending, reason)}
          onCancel={() => setPending(null)}
        />
      )}
      {enrolling && data && (
        <EnrolDialog
          application={data}
          onClose={() => setEnrolling(false)}
          onEnrolled={() => setEnrolling(false)}
        />
      )}
    </>
  );
}

function DetailBody({
  application: a,
  language,
  savingDocuments,
  onToggleDocument,
}: {
  application: Application;
  language: string;
  savingDocuments: boolean;
  onToggleDocument: (type: string, received: boolean) => void;
}) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const received = a.documents.filter((document) => document.received).length;
  const years = /^\d{4}-\d{2}-\d{2}$/.test(a.birthDate) ? ageOn(a.birthDate, todayIso()) : -1;
  const age = years >= 0 ? years : null;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-lg font-semibold">
            {a.lastname_fr} {a.firstname_fr}
          </p>
          <p className="text-neutral-600 dark:text-neutral-300" lang="ar" dir="rtl">
            {a.lastname_ar} {a.firstname_ar}
          </p>
        </div>
        <ApplicationStatusBadge status={a.status} />
      </div>
      {a.studentId !== null && (
        <Link
          to={paths.studentDetails(a.studentId)}
          className="inline-flex items-center gap-2 font-semibold text-primary-700 underline dark:text-primary-300"
        >
          <ExternalLink size={16} aria-hidden="true" />
          {t('preregistrations.detail.student')}
        </Link>
      )}
      {a.studentId !== null && a.familyId !== null && canOpen(paths.familyFinances(a.familyId)) && (
        // A new student has no fees yet: the office sets them up from the family's finances.
        <Link
          to={paths.familyFinances(a.familyId)}
          className="ms-4 inline-flex items-center gap-2 font-semibold text-primary-700 underline dark:text-primary-300"
        >
          <ExternalLink size={16} aria-hidden="true" />
          {t('preregistrations.detail.setUpFees')}
        </Link>
      )}
      <DetailSection title={t('preregistrations.detail.child')}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <DetailField label={t('preregistrations.detail.birthDate')}>
            {formatDate(a.birthDate, language)}
            {age !== null && (
              <span className="text-neutral-600 dark:text-neutral-400">
                {' '}
                ({new Intl.NumberFormat(numberLocale(language), { style: 'unit', unit: 'year' }).format(age)})
              </span>
            )}
          </DetailField>
          <DetailField label={t('preregistrations.detail.gender')}>
            {t(`preregistrations.gender.${a.gender === 'F' ? 'F' : 'M'}`)}
          </DetailField>
          <DetailField label={t('preregistrations.detail.level')}>{a.level}</DetailField>
          <DetailField label={t('preregistrations.detail.year')}>{a.year}</DetailField>
          <DetailField label={t('preregistrations.detail.priority')}>
            {t(`preregistrations.priority.${a.priority}`)}
          </DetailField>
          <DetailField label={t('preregistrations.detail.fee')}>
            {a.feePaid ? t('preregistrations.detail.feePaid') : t('preregistrations.detail.feeUnpaid')}
          </DetailField>
          <DetailField label={t('preregistrations.detail.submittedAt')}>
            {formatDate(a.submittedAt, language)}
          </DetailField>
          <DetailField label={t('preregistrations.detail.previousSchool')}>
            {a.previousSchool ?? t('preregistrations.detail.none')}
          </DetailField>
        </dl>
      </DetailSection>

      <DetailSection title={t('preregistrations.detail.guardians')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {a.guardians.map((guardian, index) => (
            <li key={index} className="rounded-card border border-neutral-200 p-3 dark:border-neutral-700">
              <p className="font-semibold">
                {guardian.firstname_fr} {guardian.lastname_fr}{' '}
                <span className="font-normal text-neutral-600 dark:text-neutral-400">
                  · {t(`preregistrations.relation.${guardian.relation}`, { defaultValue: guardian.relation })}
                </span>
              </p>
              <p className="text-sm text-neutral-600 dark:text-neutral-400" lang="ar" dir="rtl">
                {guardian.firstname_ar} {guardian.lastname_ar}
              </p>
              <p className="mt-1 flex items-center gap-2 text-sm">
                <Phone size={14} aria-hidden="true" />
                <span className="sr-only">{t('preregistrations.detail.phone')}</span>
                <a
                  href={`tel:${guardian.phone.replace(/\s/g, '')}`}
                  dir="ltr"
                  className="tabular-nums underline"
                >
                  {guardian.phone}
                </a>
              </p>
              <p className="flex items-center gap-2 text-sm">
                <Mail size={14} aria-hidden="true" />
                <span className="sr-only">{t('preregistrations.detail.email')}</span>
                <a href={mailtoHref(guardian.email)} className="min-w-0 underline">
                  <Email address={guardian.email} />
                </a>
              </p>
            </li>
          ))}
        </ul>
      </DetailSection>

      {a.family && a.family.children.length > 0 && (
        <DetailSection title={t('preregistrations.detail.family')}>
          <ul className="space-y-1">
            {a.family.children.map((child) => (
              <li key={child.studentid} className="flex flex-wrap gap-x-2">
                <span className="font-medium">
                  {child.firstname_fr} {child.lastname_fr}
                </span>
                <span className="text-neutral-600 dark:text-neutral-400">
                  {child.className ?? t('preregistrations.detail.noEnrolment')}
                </span>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}

      <DetailSection title={t('preregistrations.detail.documents')}>
        <p className="text-sm text-neutral-600 dark:text-neutral-300" aria-live="polite">
          {t('preregistrations.detail.documentsProgress', { received, total: a.documents.length })}
        </p>
        <ul className="grid gap-1 sm:grid-cols-2">
          {a.documents.map((document) => {
            const inputId = `document-${a.id}-${document.type}`;
            return (
              <li key={document.type} className="flex min-h-11 items-center gap-2 md:min-h-control">
                <input
                  id={inputId}
                  type="checkbox"
                  className="size-5 accent-primary-600"
                  checked={document.received}
                  disabled={savingDocuments}
                  onChange={(event) => onToggleDocument(document.type, event.target.checked)}
                />
                <label htmlFor={inputId}>
                  {t(`preregistrations.documentTypes.${document.type}`, { defaultValue: document.type })}
                </label>
              </li>
            );
          })}
        </ul>
      </DetailSection>

      <DetailSection title={t('preregistrations.detail.history')}>
        <ol className="space-y-3 border-s border-neutral-200 ps-4 dark:border-neutral-700">
          {[...a.history].reverse().map((event, index) => (
            <li key={`${event.at}-${index}`} className="space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <ApplicationStatusBadge status={event.status} />
                <time dateTime={event.at} className="text-sm tabular-nums">
                  {formatDateTime(event.at, numberLocale(language))}
                </time>
                <span className="text-sm text-neutral-600 dark:text-neutral-400">
                  {t('preregistrations.detail.by', { name: event.by })}
                </span>
              </div>
              {event.reason && (
                <p className="text-sm">{t('preregistrations.detail.reason', { reason: event.reason })}</p>
              )}
            </li>
          ))}
        </ol>
      </DetailSection>
    </div>
  );
}
