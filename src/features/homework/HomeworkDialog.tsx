import { skipToken } from '@reduxjs/toolkit/query';
import { Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { ApiError } from '../../api/baseQuery';
import { apiErrorText } from '../../api/errorText';
import { BUTTON } from '../../components/buttons';
import { ErrorState } from '../../components/ErrorState';
import { CheckboxField } from '../../components/form/CheckboxField';
import { DateField } from '../../components/form/DateField';
import { FileField } from '../../components/form/FileField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { FormSkeleton } from '../../components/form/FormSkeleton';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { allowedTypeOf } from '../../domain/attachments';
import { todayIso } from '../../domain/dates';
import { HOMEWORK_ATTACHMENT_TYPES, HOMEWORK_LIMITS, nextSchoolDay } from '../../domain/homework';
import { formatDate } from '../../lib/dates';
import type { Scope } from '../../session/useScope';
import {
  downloadHomeworkAttachment,
  useCreateHomeworkMutation,
  useGetHomeworkQuery,
  useRemoveHomeworkAttachmentMutation,
  useSetHomeworkAttachmentMutation,
  useUpdateHomeworkMutation,
} from './homework.api';
import type { Homework, HomeworkClass } from './homework.schemas';
import { AttachmentButton, subjectName } from './parts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = z.string().check(z.minLength(1, 'validation.required'), z.regex(DATE, 'validation.invalidDate'));

/**
 * A homework as typed (docs/api.md "Homework"): the same rules as the API's (`domain/homework.ts`); the attachment's
 * size here, its type by its content before sending, then again by the API.
 */
const homeworkForm = z
  .object({
    classId: z.string().check(z.minLength(1, 'validation.required')),
    subjectId: z.string().check(z.minLength(1, 'validation.required')),
    text: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'validation.required'),
        z.maxLength(HOMEWORK_LIMITS.text, 'validation.tooLong'),
      ),
    dueDate: date,
    publishFrom: date,
    file: z
      .array(z.custom<File>((value) => typeof value === 'object' && value !== null && 'size' in value))
      .check(
        z.refine((files) => files.every((file) => file.size <= HOMEWORK_LIMITS.attachmentBytes), {
          message: 'homework.form.fileTooLarge',
        }),
      ),
    removeAttachment: z.boolean(),
  })
  .check(
    z.refine((values) => values.dueDate >= values.publishFrom, {
      message: 'homework.form.dueBeforePublication',
      path: ['dueDate'],
    }),
  );
type HomeworkValues = z.input<typeof homeworkForm>;

/** The refusal of a file whose content is not an accepted type, as the API would answer it (docs/api.md "Uploads"). */
function unsupportedFile(): ApiError {
  return {
    status: 422,
    kind: 'other',
    message: 'This file type is not accepted',
    code: 'UNSUPPORTED_TYPE',
    fields: { file: 'UNSUPPORTED_TYPE' },
  };
}

/** The subject choice: the subjects of the class chosen (emptied when the class no longer has the one chosen). */
function SubjectField({ classes }: { classes: readonly HomeworkClass[] }) {
  const { t, i18n } = useTranslation();
  const { control, getValues, setValue } = useFormContext<HomeworkValues>();
  const classId = useWatch({ control, name: 'classId' });
  const subjects = useMemo(
    () => classes.find((cls) => String(cls.id) === classId)?.subjects ?? [],
    [classes, classId],
  );
  useEffect(() => {
    const chosen = getValues('subjectId');
    if (chosen && !subjects.some((subject) => String(subject.id) === chosen)) setValue('subjectId', '');
  }, [subjects, getValues, setValue]);
  return (
    <SelectField
      name="subjectId"
      label={t('homework.form.subject')}
      placeholder={classId ? t('homework.form.chooseSubject') : t('homework.form.chooseClassFirst')}
      disabled={!classId}
      options={subjects.map((subject) => ({
        value: String(subject.id),
        label: subjectName({ subject: subject.name, subject_ar: subject.name_ar }, i18n.language),
      }))}
      required
    />
  );
}

/**
 * "New homework" or the edit of one (docs/api.md "Homework"): class, subject (the class's), text, due date, the day
 * the families see it from, an optional attachment. A create carries its `Idempotency-Key` (a double click records
 * one); an edit is sent with the version it was read at (412 when someone changed it meanwhile: the form keeps the
 * typing). The attachment is sent once the homework is saved; when that fails, the homework stays saved and the next
 * try sends the edit of it, never a second homework.
 */
export function HomeworkDialog({
  scope,
  classes,
  id,
  initialClass,
  onClose,
  onDelete,
}: {
  scope: Scope;
  classes: readonly HomeworkClass[];
  /** The homework edited, or null for a new one. */
  id: number | null;
  /** The class chosen by the list's filter, for a new homework. */
  initialClass?: string;
  onClose: () => void;
  /** Asks to delete the homework edited (the list confirms it first). */
  onDelete: (homework: Homework) => void;
}) {
  const { t } = useTranslation();
  const read = useGetHomeworkQuery(id === null ? skipToken : { id, year: scope.year });
  if (id !== null && !read.data) {
    return (
      <Modal open title={t('homework.form.loadingTitle')} onClose={onClose}>
        {read.isError ? (
          <ErrorState message={t('homework.form.loadError')} onRetry={() => void read.refetch()} />
        ) : (
          <FormSkeleton />
        )}
      </Modal>
    );
  }
  return (
    <HomeworkForm
      scope={scope}
      classes={classes}
      homework={id === null ? null : (read.data ?? null)}
      initialClass={initialClass}
      onClose={onClose}
      onDelete={onDelete}
    />
  );
}

function HomeworkForm({
  scope,
  classes,
  homework,
  initialClass,
  onClose,
  onDelete,
}: {
  scope: Scope;
  classes: readonly HomeworkClass[];
  homework: Homework | null;
  initialClass?: string;
  onClose: () => void;
  onDelete: (homework: Homework) => void;
}) {
  const { t, i18n } = useTranslation();
  const [create] = useCreateHomeworkMutation();
  const [update] = useUpdateHomeworkMutation();
  const [attach] = useSetHomeworkAttachmentMutation();
  const [detach] = useRemoveHomeworkAttachmentMutation();
  // The homework once created: a later try (its attachment refused) edits it rather than creating another.
  const saved = useRef<number | null>(homework?.id ?? null);
  const today = todayIso();
  const firstClass = classes.length === 1 ? String(classes[0]!.id) : '';
  const form = useForm<HomeworkValues, unknown, z.output<typeof homeworkForm>>({
    resolver: zodResolver(homeworkForm),
    defaultValues: homework
      ? {
          classId: String(homework.classId),
          subjectId: String(homework.subjectId),
          text: homework.text,
          dueDate: homework.dueDate,
          publishFrom: homework.publishFrom,
          file: [],
          removeAttachment: false,
        }
      : {
          classId: classes.some((cls) => String(cls.id) === initialClass) ? initialClass! : firstClass,
          subjectId: '',
          text: '',
          dueDate: nextSchoolDay(today),
          publishFrom: today,
          file: [],
          removeAttachment: false,
        },
  });
  const title = homework
    ? t('homework.form.editTitle', {
        subject: subjectName(homework, i18n.language),
        date: formatDate(homework.dueDate, i18n.language),
      })
    : t('homework.new');

  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          const file = values.file[0];
          // Uploads by content (docs/api.md "Uploads"): the user hears at once, before anything is sent.
          if (file && !(await allowedTypeOf(file, HOMEWORK_ATTACHMENT_TYPES))) throw unsupportedFile();
          const input = {
            classId: Number(values.classId),
            subjectId: Number(values.subjectId),
            text: values.text,
            dueDate: values.dueDate,
            publishFrom: values.publishFrom,
          };
          const result =
            saved.current === null
              ? await create({ scope, input, idempotencyKey }).unwrap()
              : await update({ id: saved.current, year: scope.year, input }).unwrap();
          saved.current = result.id;
          if (file) await attach({ id: result.id, year: scope.year, file }).unwrap();
          else if (values.removeAttachment && result.attachment) {
            await detach({ id: result.id, year: scope.year }).unwrap();
          }
          void notify('success', homework ? t('homework.form.saved') : t('homework.form.created'));
          onClose();
        }}
      >
        <SelectField
          name="classId"
          label={t('homework.form.class')}
          placeholder={t('homework.form.chooseClass')}
          options={classes.map((cls) => ({ value: String(cls.id), label: cls.name }))}
          required
        />
        <SubjectField classes={classes} />
        <TextAreaField
          name="text"
          label={t('homework.form.text')}
          hint={t('homework.form.textHint', { max: HOMEWORK_LIMITS.text })}
          rows={4}
          maxLength={HOMEWORK_LIMITS.text}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField name="dueDate" label={t('homework.form.dueDate')} required />
          <DateField
            name="publishFrom"
            label={t('homework.form.publishFrom')}
            hint={t('homework.form.publishFromHint')}
            required
          />
        </div>
        {homework?.attachment && (
          <div className="space-y-1 text-sm">
            <p>{t('homework.form.currentFile')}</p>
            <AttachmentButton
              name={homework.attachment.name}
              label={t('homework.attachment.download', { name: homework.attachment.name })}
              onDownload={() =>
                downloadHomeworkAttachment(homework, scope.year).catch((caught: unknown) => {
                  void notify('error', apiErrorText(caught, t, t('homework.attachment.failed')));
                })
              }
            />
            <CheckboxField name="removeAttachment" label={t('homework.form.removeFile')} />
          </div>
        )}
        <FileField
          name="file"
          label={homework?.attachment ? t('homework.form.replaceFile') : t('homework.form.file')}
          hint={t('homework.form.fileHint')}
          accept={HOMEWORK_ATTACHMENT_TYPES.join(',')}
        />
        {homework && (
          <button
            type="button"
            className={`${BUTTON.secondary} text-danger-700 dark:text-danger-500`}
            onClick={() => onDelete(homework)}
          >
            <Trash2 size={16} aria-hidden="true" />
            {t('homework.form.delete')}
          </button>
        )}
        <FormActions
          submitLabel={homework ? t('common.save') : t('homework.form.create')}
          onCancel={onClose}
          cancelLabel={t('common.cancel')}
        />
      </Form>
    </Modal>
  );
}
