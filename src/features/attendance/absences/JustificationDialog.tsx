import { useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ErrorState } from '../../../components/ErrorState';
import { FormSkeleton } from '../../../components/form/FormSkeleton';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { zodResolver } from '../../../components/form/zodResolver';
import { Modal } from '../../../components/Modal';
import { notify } from '../../../components/notify';
import { ATTENDANCE_LIMITS, needsReason } from '../../../domain/attendance';
import { formatDate } from '../../../lib/dates';
import { useGetAbsenceQuery, useJustifyAbsenceMutation } from '../attendance.api';
import { JUSTIFICATIONS, type Absence, type Justification } from '../attendance.schemas';
import { JustificationBadge, kindText, latinName, sessionText } from './parts';

/** Longest reason kept with a decision (domain/attendance.ts). */
const REASON_MAX = ATTENDANCE_LIMITS.reason;

/**
 * A decision on an absence or a lateness (docs/api.md "Attendance"): justified or refused, each with its reason, or
 * undone (back to unjustified, no reason needed).
 */
const decisionSchema = z
  .object({
    state: z.enum(JUSTIFICATIONS),
    reason: z.string().check(z.maxLength(REASON_MAX, 'validation.tooLong')),
  })
  .check(
    z.refine((values) => !needsReason(values.state) || values.reason.trim() !== '', {
      message: 'validation.required',
      path: ['reason'],
    }),
  );
type DecisionValues = z.input<typeof decisionSchema>;

/** The choices a decision offers: justify, refuse, and undo once the absence was decided. */
function choicesFor(current: Justification): Justification[] {
  return current === 'unjustified' ? ['justified', 'refused'] : ['justified', 'refused', 'unjustified'];
}

function DecisionField({ choices }: { choices: Justification[] }) {
  const { t } = useTranslation();
  const { register } = useFormContext<DecisionValues>();
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-semibold">{t('absences.dialog.decision')}</legend>
      {choices.map((choice) => (
        <label key={choice} className="flex min-h-11 items-center gap-2 md:min-h-control">
          <input type="radio" value={choice} className="size-4 accent-primary-600" {...register('state')} />
          <span>{t(`absences.dialog.choice.${choice}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function ReasonField() {
  const { t } = useTranslation();
  const { control } = useFormContext<DecisionValues>();
  const state = useWatch({ control, name: 'state' });
  const undo = !needsReason(state);
  return (
    <TextAreaField
      name="reason"
      label={t('absences.dialog.reason')}
      hint={undo ? t('absences.dialog.reasonUndoHint') : t('absences.dialog.reasonHint')}
      required={!undo}
      rows={3}
      maxLength={REASON_MAX}
    />
  );
}

/**
 * Justify, refuse or undo one absence or lateness, opened from the list (`?id=`): the record is read as it is now,
 * then saved as an update of it (its version sent as `If-Match`, docs/api.md "Versions"): when someone decided
 * meanwhile, the form says so and keeps what was typed.
 */
export function JustificationDialog({
  id,
  year,
  onClose,
}: {
  id: number;
  year: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data: absence, isError, refetch } = useGetAbsenceQuery({ id, year });
  if (!absence) {
    return (
      <Modal open title={t('absences.dialog.loadingTitle')} onClose={onClose}>
        {isError ? (
          <ErrorState message={t('absences.dialog.loadError')} onRetry={() => void refetch()} />
        ) : (
          <FormSkeleton />
        )}
      </Modal>
    );
  }
  return <DecisionDialog absence={absence} year={year} onClose={onClose} />;
}

function DecisionDialog({ absence, year, onClose }: { absence: Absence; year: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [justify] = useJustifyAbsenceMutation();
  const form = useForm<DecisionValues, unknown, z.output<typeof decisionSchema>>({
    resolver: zodResolver(decisionSchema),
    defaultValues: {
      state: absence.state === 'unjustified' ? 'justified' : absence.state,
      reason: absence.reason ?? '',
    },
  });
  const name = latinName(absence);
  const title = t('absences.dialog.title', { name });
  const when = `${formatDate(absence.date, language, 'long')} · ${sessionText(t, absence.session)}`;

  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting}>
      <div className="mb-4 space-y-1 text-sm">
        <p>
          <span className="font-semibold">{kindText(t, absence, language)}</span>
          {' · '}
          {when}
          {' · '}
          {absence.classname}
        </p>
        <p className="flex flex-wrap items-center gap-2">
          {t('absences.dialog.current')} <JustificationBadge state={absence.state} />
        </p>
        {absence.reason && (
          <p dir="auto" className="break-words text-neutral-700 dark:text-neutral-200">
            {t('absences.dialog.currentReason', { reason: absence.reason })}
          </p>
        )}
        {absence.requestId !== null && (
          <p className="text-neutral-700 dark:text-neutral-200">
            {t('absences.dialog.request', { id: absence.requestId })}
          </p>
        )}
      </div>
      <Form
        form={form}
        guard={false}
        aria-label={title}
        onSubmit={async (values) => {
          const state = values.state;
          const reason = needsReason(state) ? values.reason.trim() : '';
          await justify({ id: absence.id, year, state, reason }).unwrap();
          void notify('success', t(`absences.dialog.saved.${state}`, { name }));
          onClose();
        }}
      >
        <DecisionField choices={choicesFor(absence.state)} />
        <ReasonField />
        <FormActions
          submitLabel={t('absences.dialog.submit')}
          onCancel={onClose}
          cancelLabel={t('common.cancel')}
        />
      </Form>
    </Modal>
  );
}
