import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/form/DateField';
import { FileField } from '../../components/form/FileField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { ATTACHMENT_RULES, checkAttachments, type AttachmentProblem } from '../../domain/attachments';
import { REQUEST_LIMITS } from '../../domain/requests';
import { isOfflineFailure } from '../../lib/outbox';
import { selectUser, userKey } from '../../session/auth.slice';
import { useAppSelector } from '../../store/hooks';
import type { Scope } from '../../session/useScope';
import { localLabel, localName } from './names';
import { useCreateRequestMutation, useRequestTypesQuery } from './requests.api';
import { keepRequest } from './requestsOutbox';
import type { RequestType } from './requests.schemas';

/**
 * What a new request opens with when another page sends the family to it (the attendance view's "Justifier":
 * `?new=absence&from&to`): the first active type of that kind chosen, its fields' answers and a message filled in.
 */
export interface NewRequestPrefill {
  kind: RequestType['kind'];
  answers: Record<string, string>;
  text: string;
}

/**
 * Fills the form once the types are known: the type of the prefill's kind, the answers its fields take, the
 * message. Once, and only while nothing was typed.
 */
function usePrefill(
  form: UseFormReturn<NewRequestValues>,
  types: readonly RequestType[],
  prefill: NewRequestPrefill | undefined,
) {
  const applied = useRef(false);
  useEffect(() => {
    if (!prefill || applied.current || types.length === 0 || form.formState.isDirty) return;
    applied.current = true;
    const type =
      types.find((candidate) => candidate.kind === prefill.kind && candidate.active) ??
      types.find((candidate) => candidate.kind === prefill.kind);
    if (!type) return;
    const keys = new Set(type.fields.map((field) => field.key));
    const answers = Object.fromEntries(Object.entries(prefill.answers).filter(([key]) => keys.has(key)));
    form.reset({ typeId: String(type.id), text: prefill.text, answers, files: [] });
  }, [form, types, prefill]);
}

export interface NewRequestValues {
  typeId: string;
  text: string;
  /** Text, date and choice answers as strings; a file field's answer as the chosen files. */
  answers: Record<string, string | File[]>;
  files: File[];
}

const ACCEPT = ATTACHMENT_RULES.types.join(',');

function problemKey(problem: AttachmentProblem): string | null {
  if (!problem) return null;
  return problem.kind === 'count'
    ? 'requests.create.fileCount'
    : problem.kind === 'size'
      ? 'requests.create.fileSize'
      : 'requests.create.fileType';
}

/**
 * The checks of a new request: a type, the type's own fields (required ones filled, a date a date, a choice one of
 * the choices), the message's length and the attachments' rules (src/domain/attachments.ts). The demo API checks
 * them again; its field codes land under the same names (`answers.<key>`).
 */
export function newRequestResolver(types: readonly RequestType[]): Resolver<NewRequestValues> {
  return (values) => {
    const errors: Record<string, unknown> = {};
    const answerErrors: Record<string, unknown> = {};
    const fail = (message: string) => ({ type: 'validate', message });
    const type = types.find((candidate) => String(candidate.id) === values.typeId);
    if (!type) errors.typeId = fail('validation.required');
    if (values.text.trim().length > REQUEST_LIMITS.textMax) errors.text = fail('validation.tooLong');
    for (const field of type?.fields ?? []) {
      const value = values.answers[field.key];
      if (field.kind === 'file') {
        const files = Array.isArray(value) ? value : [];
        if (field.required && files.length === 0) answerErrors[field.key] = fail('validation.required');
        const problem = problemKey(checkAttachments(files.slice(0, 1)));
        if (problem) answerErrors[field.key] = fail(problem);
        continue;
      }
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) {
        if (field.required) answerErrors[field.key] = fail('validation.required');
      } else if (field.kind === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(text)) {
        answerErrors[field.key] = fail('validation.invalidDate');
      } else if (text.length > REQUEST_LIMITS.fieldTextMax) {
        answerErrors[field.key] = fail('validation.tooLong');
      }
    }
    const problem = problemKey(checkAttachments(values.files));
    if (problem) errors.files = fail(problem);
    if (Object.keys(answerErrors).length) errors.answers = answerErrors;
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<NewRequestValues> }
      : { values, errors: {} };
  };
}

function TypeFields({ type, language }: { type: RequestType; language: string }) {
  const { t } = useTranslation();
  return (
    <>
      {type.fields.map((field) => {
        const name = `answers.${field.key}`;
        const label = localLabel(field, language);
        switch (field.kind) {
          case 'date':
            return <DateField key={field.key} name={name} label={label} required={field.required} />;
          case 'choice':
            return (
              <SelectField
                key={field.key}
                name={name}
                label={label}
                required={field.required}
                placeholder={t('select.placeholder')}
                options={field.choices.map((choice) => ({ value: choice, label: choice }))}
              />
            );
          case 'file':
            return (
              <FileField
                key={field.key}
                name={name}
                label={label}
                required={field.required}
                accept={ACCEPT}
                hint={t('requests.create.fileHint')}
              />
            );
          default:
            return (
              <TextField
                key={field.key}
                name={name}
                label={label}
                required={field.required}
                maxLength={REQUEST_LIMITS.fieldTextMax}
              />
            );
        }
      })}
    </>
  );
}

/**
 * "New request" for the selected child: the type, that type's own fields, a message and an attachment. Sent once
 * (the form kit's idempotency key); `onCreated` opens it. Offline, a request without files is kept on the device
 * with its key and sent by itself once online (docs/architecture.md "Offline outbox"): the dialog closes and the
 * list shows it as waiting; one with files cannot be kept, and the dialog says so, its values kept.
 */
export function NewRequestDialog({
  scope,
  studentId,
  childName,
  onClose,
  onCreated,
  prefill,
}: {
  scope: Scope;
  studentId: number;
  childName: string;
  onClose: () => void;
  onCreated: (id: number) => void;
  prefill?: NewRequestPrefill;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data } = useRequestTypesQuery(scope);
  const types = data?.items ?? [];
  const [create] = useCreateRequestMutation();
  const user = useAppSelector(selectUser);
  const [filesNotKept, setFilesNotKept] = useState(false);
  const form = useForm<NewRequestValues>({
    resolver: newRequestResolver(types),
    defaultValues: { typeId: '', text: '', answers: {}, files: [] },
  });
  usePrefill(form, types, prefill);
  const typeId = useWatch({ control: form.control, name: 'typeId' });
  const type = types.find((candidate) => String(candidate.id) === typeId);
  const title = t('requests.create.title', { name: childName });

  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting} size="lg">
      <Form
        form={form}
        guard={false}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          const chosen = types.find((candidate) => String(candidate.id) === values.typeId);
          if (!chosen) return;
          const answers: Record<string, string> = {};
          const fieldFiles: Record<string, File> = {};
          for (const field of chosen.fields) {
            const value = values.answers[field.key];
            if (field.kind === 'file') {
              const file = Array.isArray(value) ? value[0] : undefined;
              if (file) fieldFiles[field.key] = file;
            } else if (typeof value === 'string' && value.trim()) {
              answers[field.key] = value.trim();
            }
          }
          const input = {
            studentId,
            typeId: chosen.id,
            text: values.text.trim(),
            answers,
            fieldFiles,
            files: values.files,
          };
          setFilesNotKept(false);
          let created;
          try {
            created = await create({ scope, idempotencyKey, input }).unwrap();
          } catch (caught) {
            if (!isOfflineFailure(caught) || !user) throw caught;
            if (input.files.length > 0 || Object.keys(fieldFiles).length > 0) {
              setFilesNotKept(true);
              throw caught;
            }
            keepRequest(userKey(user), scope, chosen, input, idempotencyKey);
            void notify('info', t('requests.outbox.kept'));
            onClose();
            return;
          }
          void notify('success', t('requests.create.done', { reference: created.reference }));
          onCreated(created.id);
        }}
      >
        <SelectField
          name="typeId"
          label={t('requests.create.type')}
          required
          placeholder={t('select.placeholder')}
          options={types.map((candidate) => ({
            value: String(candidate.id),
            label: t('requests.create.typeOption', {
              name: localName(candidate, language),
              days: candidate.delayDays,
              count: candidate.delayDays,
            }),
          }))}
        />
        {type && <TypeFields type={type} language={language} />}
        <TextAreaField
          name="text"
          label={t('requests.create.text')}
          rows={4}
          maxLength={REQUEST_LIMITS.textMax}
        />
        <FileField
          name="files"
          label={t('requests.create.attachment')}
          hint={t('requests.create.fileHint')}
          accept={ACCEPT}
          multiple
        />
        {filesNotKept && (
          <p role="alert" className="text-sm text-danger-700 dark:text-danger-500">
            {t('requests.outbox.filesNotKept')}
          </p>
        )}
        <FormActions
          submitLabel={t('requests.create.submit')}
          onCancel={onClose}
          cancelLabel={t('common.cancel')}
        />
      </Form>
    </Modal>
  );
}
