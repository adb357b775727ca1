import { Download, FileText, Printer } from 'lucide-react';
import { DetailSection } from '../../components/DetailParts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { apiErrorText } from '../../api/errorText';
import { BUTTON, INPUT } from '../../components/buttons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { CheckboxField } from '../../components/form/CheckboxField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { TextAreaField } from '../../components/form/TextAreaField';
import { zodResolver } from '../../components/form/zodResolver';
import { Ltr } from '../../components/Ltr';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { REQUEST_LIMITS, requestNeedsReason, type RequestState } from '../../domain/requests';
import { formatDate, formatDateTime } from '../../lib/dates';
import { saveFile } from '../../lib/saveFile';
import { CertificateDialog } from './CertificateDialog';
import { localLabel, localName, studentName } from './names';
import { RequestStateBadge } from './RequestStateBadge';
import {
  downloadRequestFile,
  useAssignRequestMutation,
  useMoveRequestMutation,
  useReplyToRequestMutation,
  useRequestQuery,
} from './requests.api';
import type { RequestDetail as Detail, ThreadEntry } from './requests.schemas';

/** An attachment, downloaded through the API (the name is shown as text, whatever it holds). */
function AttachmentButton({ file }: { file: { path: string; name: string } }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <div>
      <button
        type="button"
        className="flex min-h-11 max-w-full items-center gap-2 rounded-control border border-neutral-300 px-3 text-start text-sm hover:bg-neutral-100 md:min-h-control dark:border-neutral-600 dark:hover:bg-neutral-700"
        aria-label={t('requests.download', { name: file.name })}
        onClick={() => {
          setFailed(false);
          downloadRequestFile(file.path).then(
            (blob) => saveFile(file.name, new Blob([blob], { type: 'application/octet-stream' })),
            () => setFailed(true),
          );
        }}
      >
        <FileText size={16} aria-hidden="true" />
        <span className="truncate">{file.name}</span>
        <Download size={16} aria-hidden="true" className="shrink-0" />
      </button>
      {failed && (
        <p role="alert" className="text-xs text-danger-700 dark:text-danger-500">
          {t('requests.fileError')}
        </p>
      )}
    </div>
  );
}

function Entry({ entry, language }: { entry: ThreadEntry; language: string }) {
  const { t } = useTranslation();
  const who =
    entry.authorRole === 'school'
      ? (entry.author ?? t('requests.detail.school'))
      : t('requests.detail.family');
  const tone =
    entry.kind === 'note'
      ? 'border-warning-500 bg-warning-50 dark:bg-neutral-900'
      : entry.authorRole === 'school'
        ? 'border-primary-200 bg-primary-50 dark:border-primary-800 dark:bg-neutral-900'
        : 'border-neutral-200 bg-white dark:border-neutral-700 dark:bg-neutral-800';
  return (
    <li className={`rounded-card border p-3 ${tone}`} data-testid={`thread-${entry.kind}`}>
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-neutral-600 dark:text-neutral-300">
        <span className="font-semibold text-neutral-800 dark:text-neutral-100">{who}</span>
        <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
        {entry.kind === 'note' && (
          <span className="font-semibold text-warning-700 dark:text-warning-500">
            {t('requests.detail.note')}
          </span>
        )}
      </p>
      {entry.kind === 'state' && entry.to && (
        <p className="mt-1 text-sm font-semibold">
          {entry.from
            ? t('requests.detail.stateChange', {
                from: t(`requests.state.${entry.from}`),
                to: t(`requests.state.${entry.to}`),
              })
            : t(`requests.state.${entry.to}`)}
        </p>
      )}
      {entry.kind === 'certificate' && (
        <p className="mt-1 text-sm font-semibold">{t('requests.detail.certificateSent')}</p>
      )}
      {entry.text && (
        <p className="mt-1 break-words whitespace-pre-wrap" dir="auto">
          {entry.text}
        </p>
      )}
      {entry.attachments.map((file) => (
        <AttachmentButton key={file.path} file={file} />
      ))}
    </li>
  );
}

const replySchema = z.object({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(REQUEST_LIMITS.textMax, 'validation.tooLong'),
    ),
  internal: z.boolean(),
});
type ReplyValues = z.infer<typeof replySchema>;

function ReplyForm({ request }: { request: Detail }) {
  const { t } = useTranslation();
  const [reply] = useReplyToRequestMutation();
  const form = useForm<ReplyValues>({
    resolver: zodResolver(replySchema),
    defaultValues: { text: '', internal: false },
  });
  const staff = request.actor === 'staff';
  return (
    <Form
      form={form}
      guard={false}
      aria-label={t('requests.reply.label')}
      onSubmit={async (values, { idempotencyKey }) => {
        await reply({
          id: request.id,
          text: values.text.trim(),
          internal: staff && values.internal,
          idempotencyKey,
        }).unwrap();
        form.reset({ text: '', internal: false });
        void notify('success', t(values.internal ? 'requests.reply.noteSaved' : 'requests.reply.sent'));
      }}
    >
      <TextAreaField
        name="text"
        label={t('requests.reply.label')}
        rows={3}
        maxLength={REQUEST_LIMITS.textMax}
        required
      />
      {staff && <CheckboxField name="internal" label={t('requests.reply.internal')} />}
      <FormActions submitLabel={t('requests.reply.send')} />
    </Form>
  );
}

function Assignment({ request }: { request: Detail }) {
  const { t } = useTranslation();
  const [assign, { isLoading }] = useAssignRequestMutation();
  const id = `assignee-${request.id}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('requests.detail.assignee')}
      </label>
      <select
        id={id}
        className={INPUT}
        disabled={isLoading}
        value={request.assignee ? String(request.assignee.id) : ''}
        onChange={(event) => {
          const value = event.target.value;
          assign({ id: request.id, assigneeId: value ? Number(value) : null })
            .unwrap()
            .then(
              () => notify('success', t('requests.detail.assigned')),
              (error: unknown) => notify('error', apiErrorText(error, t, t('form.saveFailed'))),
            );
        }}
      >
        <option value="">{t('requests.detail.unassigned')}</option>
        {request.assignee && !request.assignees.some((person) => person.id === request.assignee?.id) && (
          <option value={request.assignee.id}>{request.assignee.name}</option>
        )}
        {request.assignees.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function DetailBody({ request, language }: { request: Detail; language: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-semibold">{localName(request.type, language)}</p>
          <p className="text-neutral-600 dark:text-neutral-300">
            {studentName(request.student, language)}
            {request.student.className && ` · ${request.student.className}`}
          </p>
          <p className="text-sm text-neutral-600 dark:text-neutral-300">
            {t('requests.detail.createdOn', { date: formatDate(request.createdAt, language) })} ·{' '}
            {t('requests.detail.dueOn', { date: formatDate(request.dueDate, language) })}
          </p>
        </div>
        <RequestStateBadge state={request.state} overdue={request.overdue} />
      </div>
      {request.actor === 'staff' && <Assignment request={request} />}
      {request.answers.length > 0 && (
        <DetailSection title={t('requests.detail.answers')}>
          <dl className="grid gap-3 sm:grid-cols-2">
            {request.answers.map((answer) => (
              <div key={answer.key} className="min-w-0">
                <dt className="text-xs text-neutral-600 dark:text-neutral-400">
                  {localLabel(answer, language)}
                </dt>
                <dd className="font-medium break-words" dir="auto">
                  {answer.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(answer.value)
                    ? formatDate(answer.value, language)
                    : answer.value}
                </dd>
              </div>
            ))}
          </dl>
        </DetailSection>
      )}
      {request.attachments.length > 0 && (
        <DetailSection title={t('requests.detail.attachments')}>
          <div className="flex flex-wrap gap-2">
            {request.attachments.map((file) => (
              <AttachmentButton key={file.path} file={file} />
            ))}
          </div>
        </DetailSection>
      )}
      <DetailSection title={t('requests.detail.thread')}>
        {request.thread.length === 0 ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-300">{t('requests.detail.noThread')}</p>
        ) : (
          <ol className="space-y-2">
            {request.thread.map((entry) => (
              <Entry key={entry.id} entry={entry} language={language} />
            ))}
          </ol>
        )}
      </DetailSection>
      <ReplyForm request={request} />
    </div>
  );
}

/**
 * One request (`?id=` in the URL), for the school or the family: what was asked, the attachments, the thread
 * (internal notes only for the school: the API never sends them to a family), a reply, the state changes this
 * side may make (a reason where one is required), and for the school the assignment and the certificate.
 */
export function RequestDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data, error, isError, isLoading, refetch } = useRequestQuery(id);
  const notFound = isError && (error as { status?: unknown } | undefined)?.status === 404;
  const [move] = useMoveRequestMutation();
  const [pending, setPending] = useState<RequestState | null>(null);
  const [certificate, setCertificate] = useState(false);

  const title = data
    ? t('requests.detail.title', { reference: data.reference })
    : isError
      ? t('requests.detail.untitled')
      : t('common.loading');

  const confirm = async (to: RequestState, reason?: string) => {
    try {
      const trimmed = reason?.trim();
      await move({ id, to, ...(trimmed ? { reason: trimmed } : {}) }).unwrap();
      setPending(null);
      void notify(
        'success',
        t('requests.done', { reference: data?.reference ?? '', state: t(`requests.state.${to}`) }),
      );
    } catch (caught) {
      const message = apiErrorText(caught, t, t('form.saveFailed'));
      void notify('error', message);
      throw new Error(message, { cause: caught });
    }
  };

  const actionKey = (to: RequestState) =>
    to === 'open' ? 'requests.actions.reopen' : `requests.actions.${to}`;
  const footer = data ? (
    <>
      {(data.canCertificate || data.certificateIssuedOn) && (
        <button type="button" className={BUTTON.secondary} onClick={() => setCertificate(true)}>
          <Printer size={16} aria-hidden="true" />
          {t(data.canCertificate ? 'requests.certificate.open' : 'requests.certificate.view')}
        </button>
      )}
      {data.allowedTransitions.map((to) => (
        <button
          key={to}
          type="button"
          className={
            to === 'rejected'
              ? BUTTON.danger
              : to === 'resolved' || to === 'in_progress'
                ? BUTTON.primary
                : BUTTON.secondary
          }
          onClick={() => setPending(to)}
        >
          {t(actionKey(to))}
        </button>
      ))}
    </>
  ) : undefined;

  return (
    <>
      <Modal open={!pending && !certificate} title={title} onClose={onClose} size="lg" footer={footer}>
        {notFound ? (
          <p role="alert">{t('requests.detail.notFound')}</p>
        ) : isError ? (
          <ErrorState message={t('requests.detail.loadError')} onRetry={() => void refetch()} />
        ) : isLoading || !data ? (
          <div className="space-y-3" aria-hidden="true">
            {[0, 1, 2, 3].map((line) => (
              <div key={line} className="h-6 animate-pulse rounded bg-neutral-200 dark:bg-neutral-700" />
            ))}
          </div>
        ) : (
          <DetailBody request={data} language={language} />
        )}
      </Modal>
      {pending && data && (
        <ConfirmDialog
          open
          title={t('requests.confirm.title', { action: t(actionKey(pending)), reference: data.reference })}
          message={t(`requests.confirm.${pending}`)}
          confirmLabel={t(actionKey(pending))}
          tone={pending === 'rejected' ? 'danger' : 'primary'}
          reason={
            requestNeedsReason(data.state, pending)
              ? { label: t('requests.confirm.reason'), required: true }
              : { label: t('requests.confirm.reasonOptional'), required: false }
          }
          onConfirm={(reason?: string) => confirm(pending, reason)}
          onCancel={() => setPending(null)}
        />
      )}
      {certificate && data && (
        <CertificateDialog
          id={data.id}
          issuedOn={data.certificateIssuedOn}
          canIssue={data.canCertificate}
          onClose={() => setCertificate(false)}
        />
      )}
    </>
  );
}

/** The reference of a request, isolated left to right inside Arabic text. */
export function Reference({ value }: { value: string }) {
  return <Ltr>{value}</Ltr>;
}
