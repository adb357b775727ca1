import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/baseQuery';
import { apiErrorText } from '../../../api/errorText';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { ReadAtOpeningDialog } from '../../../components/form/ReadAtOpeningDialog';
import { zodResolver } from '../../../components/form/zodResolver';
import { notify } from '../../../components/notify';
import { useScope, type Scope } from '../../../session/useScope';
import { useGetTimetableSettingsQuery, useSaveTimetableSettingsMutation } from '../timetable.api';
import type { TimetableSettings } from '../timetable.schemas';
import { RoomsSection } from './RoomsSection';
import { inputOf, settingsSchema, valuesOf, type SettingsValues } from './settingsForm';
import { SlotsSection } from './SlotsSection';

/**
 * A refusal of the whole save that no field can show (docs/api.md "Timetable"): a slot or a room removed while a
 * lesson of the year uses it (409 `TIMETABLE_SLOT_USED` / `TIMETABLE_ROOM_USED`), or the year ended (`YEAR_CLOSED`).
 */
function isConflict(error: unknown): boolean {
  return (error as Partial<ApiError> | null)?.status === 409;
}

function SettingsForm({
  scope,
  settings,
  title,
  onClose,
  onBusy,
}: {
  scope: Scope;
  settings: TimetableSettings;
  title: string;
  onClose: () => void;
  /** While a save runs, the dialog does not close (Escape, its close button). */
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const [save] = useSaveTimetableSettingsMutation();
  const form = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: valuesOf(settings),
  });
  // Said at the top of the form, where the user looks after a refused save (a toast goes unseen).
  const [refusal, setRefusal] = useState<string | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const { submitCount, isSubmitting } = form.formState;
  useEffect(() => onBusy(isSubmitting), [isSubmitting, onBusy]);

  // A refused save's first row at fault takes the focus, so its sentence is read out and it can be corrected at once
  // (the errors of slots and rooms are under their rows, which the form kit cannot focus by name).
  useEffect(() => {
    if (submitCount > 0) body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);
  useEffect(() => {
    if (refusal) refusalRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [refusal]);

  return (
    <Form
      form={form}
      aria-label={title}
      onSubmit={async (values) => {
        setRefusal(null);
        try {
          await save({ scope, ...inputOf(values) }).unwrap();
        } catch (error) {
          if (isConflict(error)) setRefusal(apiErrorText(error, t, t('form.saveFailed')));
          // The form kit keeps the values, puts each field's code under it and handles a stale version.
          throw error;
        }
        void notify('success', t('timetableSettings.saved'));
        onClose();
      }}
    >
      <div ref={body} className="space-y-6">
        {refusal && (
          <div
            ref={refusalRef}
            role="alert"
            className="rounded-card border border-danger-500 bg-danger-50 px-4 py-3 text-sm text-neutral-900 dark:bg-danger-700/20 dark:text-neutral-100"
          >
            {refusal}
          </div>
        )}
        <SlotsSection />
        <RoomsSection />
      </div>
      <FormActions submitLabel={t('common.save')} onCancel={onClose} cancelLabel={t('common.cancel')} />
    </Form>
  );
}

function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const scope = useScope();
  const read = useGetTimetableSettingsQuery(scope ?? skipToken, { refetchOnMountOrArgChange: true });
  const title = t('timetableSettings.title');
  return (
    <ReadAtOpeningDialog
      title={title}
      read={read}
      loadError={t('timetableSettings.loadError')}
      size="lg"
      onClose={onClose}
      form={(settings, onBusy) =>
        scope && (
          <SettingsForm scope={scope} settings={settings} title={title} onClose={onClose} onBusy={onBusy} />
        )
      }
    />
  );
}

/**
 * The timetable settings of the selected branch and year (docs/api.md "Timetable"): the week's slots, day by day,
 * and the rooms. Saved as one update (its version sent as `If-Match`): a refusal keeps what was typed, each row's code
 * under the row, a removal the lessons forbid at the top. Its texts come with its code (`loadSettingsDialog.ts`).
 */
export default function TimetableSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return <SettingsDialog onClose={onClose} />;
}
