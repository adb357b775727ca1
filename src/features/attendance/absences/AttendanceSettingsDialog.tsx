import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { ApiError } from '../../../api/baseQuery';
import { apiErrorText } from '../../../api/errorText';
import { INPUT } from '../../../components/buttons';
import { FieldShell, useFieldState } from '../../../components/form/FieldShell';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { ReadAtOpeningDialog } from '../../../components/form/ReadAtOpeningDialog';
import { NumberField } from '../../../components/form/NumberField';
import { zodResolver } from '../../../components/form/zodResolver';
import { notify } from '../../../components/notify';
import {
  ATTENDANCE_SETTINGS_LIMITS,
  isAttendanceOfficeRole,
  isDeadline,
  isThreshold,
} from '../../../domain/attendance';
import { selectRoles } from '../../../session/auth.slice';
import type { Scope } from '../../../session/useScope';
import { useAppSelector } from '../../../store/hooks';
import { useGetAttendanceSettingsQuery, useSaveAttendanceSettingsMutation } from '../attendance.api';
import type { AttendanceSettings, Session } from '../attendance.schemas';

const LIMITS = ATTENDANCE_SETTINGS_LIMITS;

/**
 * Whether the user changes the attendance setting of the selected branch and year: a role there of the office
 * (domain/attendance.ts `isAttendanceOfficeRole`, the rule the API applies): the teachers' role alone does not.
 */
export function useMayChangeAttendanceSettings(scope: Scope | null): boolean {
  const roles = useAppSelector(selectRoles);
  return (
    scope !== null &&
    roles.some(
      (role) =>
        role.schoolbranchid === scope.branch &&
        role.schoolyearid === scope.year &&
        isAttendanceOfficeRole({ name: role.name, permissions: role.permissions.map((item) => item.name) }),
    )
  );
}

/** A deadline: required, then within its half-day's limits (the API's own rule, `isDeadline`). */
const deadlineOf = (session: Session) =>
  z.string().check(
    z.minLength(1, 'validation.required'),
    z.refine((value) => isDeadline(session, value), { message: `absences.settings.${session}Range` }),
  );

/** The setting as the form holds it (docs/api.md "Attendance", `PUT attendance/settings`). */
const settingsForm = z.object({
  threshold: z
    .number('validation.required')
    .check(z.refine(isThreshold, { message: 'absences.settings.thresholdRange' })),
  deadlines: z.object({ morning: deadlineOf('morning'), afternoon: deadlineOf('afternoon') }),
});
type SettingsValues = z.input<typeof settingsForm>;

/** A time of the day bound to the form: the kit's label, hint and error around an `<input type="time">`. */
function TimeField({
  name,
  label,
  hint,
  min,
  max,
}: {
  name: string;
  label: string;
  hint: string;
  min: string;
  max: string;
}) {
  const { register } = useFormContext();
  const { id, error, aria } = useFieldState(name, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} required error={error}>
      <input
        id={id}
        type="time"
        min={min}
        max={max}
        // A time reads left to right in Arabic too, as NumberField's numbers do (DESIGN-SYSTEM.md "Mixed scripts").
        dir="ltr"
        aria-required
        className={`${INPUT} tabular-nums`}
        {...aria}
        {...register(name)}
      />
    </FieldShell>
  );
}

/** A refusal of the whole save that no field can show: the year has ended (409 `YEAR_CLOSED`), or 403. */
function isRefusal(error: unknown): boolean {
  const status = (error as Partial<ApiError> | null)?.status;
  return status === 409 || status === 403;
}

function SettingsForm({
  scope,
  settings,
  title,
  onClose,
  onBusy,
}: {
  scope: Scope;
  settings: AttendanceSettings;
  title: string;
  onClose: () => void;
  /** While a save runs, the dialog does not close (Escape, its close button). */
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const [save] = useSaveAttendanceSettingsMutation();
  const form = useForm<SettingsValues, unknown, z.output<typeof settingsForm>>({
    resolver: zodResolver(settingsForm),
    defaultValues: {
      threshold: settings.threshold,
      deadlines: { morning: settings.deadlines.morning, afternoon: settings.deadlines.afternoon },
    },
  });
  // Said at the top of the form, where the user looks after a refused save.
  const [refusal, setRefusal] = useState<string | null>(null);
  const { isSubmitting } = form.formState;
  useEffect(() => onBusy(isSubmitting), [isSubmitting, onBusy]);
  const range = (session: Session) => ({
    from: LIMITS.deadlines[session].from,
    to: LIMITS.deadlines[session].to,
  });

  return (
    <Form
      form={form}
      aria-label={title}
      onSubmit={async (values) => {
        setRefusal(null);
        try {
          await save({ scope, threshold: values.threshold, deadlines: values.deadlines }).unwrap();
        } catch (error) {
          if (isRefusal(error)) setRefusal(apiErrorText(error, t, t('form.saveFailed')));
          // The form kit keeps the values, puts each field's code under it and handles a stale version.
          throw error;
        }
        void notify('success', t('absences.settings.saved'));
        onClose();
      }}
    >
      <div className="space-y-4">
        {refusal && (
          <div
            role="alert"
            className="rounded-card border border-danger-500 bg-danger-50 px-4 py-3 text-sm text-neutral-900 dark:bg-danger-700/20 dark:text-neutral-100"
          >
            {refusal}
          </div>
        )}
        <p className="text-sm text-neutral-700 dark:text-neutral-200">{t('absences.settings.intro')}</p>
        <NumberField
          name="threshold"
          label={t('absences.settings.threshold')}
          hint={t('absences.settings.thresholdHint', LIMITS.threshold)}
          required
          min={LIMITS.threshold.min}
          max={LIMITS.threshold.max}
        />
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-semibold">{t('absences.settings.deadlines')}</legend>
          <p className="text-xs text-neutral-600 dark:text-neutral-400">
            {t('absences.settings.deadlinesHint')}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {(['morning', 'afternoon'] as const).map((session) => (
              <TimeField
                key={session}
                name={`deadlines.${session}`}
                label={t(`absences.settings.${session}`)}
                hint={t('absences.settings.between', range(session))}
                min={LIMITS.deadlines[session].from}
                max={LIMITS.deadlines[session].to}
              />
            ))}
          </div>
        </fieldset>
      </div>
      <FormActions submitLabel={t('common.save')} onCancel={onClose} cancelLabel={t('common.cancel')} />
    </Form>
  );
}

/**
 * The attendance setting of the selected branch (docs/api.md "Attendance"): the threshold of unjustified half-days
 * from which a student is flagged, and the time by which each half-day's roll call is taken (later, it is missing on
 * the office's card). Read again at each opening, saved as one update (its version sent as `If-Match`): a refusal
 * keeps what was typed, each field's reason under it.
 */
export function AttendanceSettingsDialog({ scope, onClose }: { scope: Scope | null; onClose: () => void }) {
  const { t } = useTranslation();
  const read = useGetAttendanceSettingsQuery(scope ?? skipToken, { refetchOnMountOrArgChange: true });
  const title = t('absences.settings.title');
  return (
    <ReadAtOpeningDialog
      title={title}
      read={read}
      loadError={t('absences.settings.loadError')}
      onClose={onClose}
      form={(settings, onBusy) =>
        scope && (
          <SettingsForm scope={scope} settings={settings} title={title} onClose={onClose} onBusy={onBusy} />
        )
      }
    />
  );
}
