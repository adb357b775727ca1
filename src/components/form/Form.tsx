import { useEffect, useId, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/baseQuery';
import { apiErrorText, apiFieldErrorKeys } from '../../api/errorText';
import { isOutcomeUnknown } from '../../domain/idempotency';
import { useSubmission } from '../../api/useSubmission';
import { notify } from '../notify';
import { useReportToDialog } from '../dialogGuard';
import { formKey, keptTyping } from './keptTyping';
import { useStaleVersion } from './StaleVersion';
import { SubmissionContext } from './submissionContext';
import { unsavedChanges, useUnsavedChanges } from './unsavedChanges';

export interface FormProps<Values extends FieldValues, Output = Values> {
  form: UseFormReturn<Values, unknown, Output>;
  /**
   * Saves; when it rejects, the values stay as typed, a toast says why and a 422's field errors go under fields.
   * A create sends `idempotencyKey` (docs/api.md "Idempotency"): the same key when the same values are submitted
   * again after a failure, a new one after a success or a change.
   */
  onSubmit: (values: Output, submission: { idempotencyKey: string }) => Promise<unknown> | unknown;
  children: ReactNode;
  /** Ask before leaving (in-app navigation and reload) while there are unsaved changes. Default true; the
   * asking is done by UnsavedChangesGuard, mounted once in the shell. */
  guard?: boolean;
  className?: string;
  /** Accessible name of the form. */
  'aria-label'?: string;
  /** The words of a failed save that has no sentence of its own (a server fault, the network); default
   * `form.saveFailed`. */
  failureText?: string;
}

/**
 * Nothing typed is lost (components/form/keptTyping.ts): while the form has unsaved changes its values may be kept
 * when the session ends; when it opens on the page it was on, it takes back what was kept for it.
 */
function useKeptTyping<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  dirty: boolean,
  label: string | undefined,
) {
  const { t } = useTranslation();
  const id = useId();
  // Its fields as they open, so the form finds the same key after the session ended as before.
  const [key] = useState(() => formKey(label, form.getValues()));

  useEffect(() => {
    const kept = keptTyping.take(window.location.pathname, key);
    if (!kept) return;
    Object.entries(kept).forEach(([name, value]) => {
      form.setValue(name as Path<Values>, value as never, { shouldDirty: true });
    });
    void notify('info', t('keptTyping.restored'));
    // Once, as the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!dirty) return undefined;
    keptTyping.track(id, { key: key, values: () => form.getValues() });
    return () => keptTyping.track(id, null);
  }, [dirty, form, id, key]);
}

/**
 * A form of the portal: react-hook-form with a schema resolver, saved pessimistically. A failed save keeps every
 * value typed; leaving with unsaved changes asks first (UnsavedChangesGuard; ARCHITECTURE.md "Mutations"), so does
 * closing its dialog (dialogGuard.ts), and a session ending keeps the typing for after sign-in (keptTyping.ts).
 * Saved once (useSubmission): a second click while it saves is ignored, a create carries its idempotency key, and a
 * save whose outcome is unknown (a lost answer, a 502/503/504, the time limit) says "not confirmed", re-reads, then
 * lets the user submit again.
 * @example
 * const form = useForm({ resolver: zodResolver(schema), defaultValues });
 * <Form form={form} onSubmit={(values, { idempotencyKey }) => save({ ...values, idempotencyKey }).unwrap()}>
 *   <TextField name="name" label={t('x.name')} required />
 *   <FormActions submitLabel={t('common.save')} />
 * </Form>
 */
export function Form<Values extends FieldValues, Output = Values>({
  form,
  onSubmit,
  children,
  guard = true,
  className = 'space-y-4',
  'aria-label': ariaLabel,
  failureText,
}: FormProps<Values, Output>) {
  const { t } = useTranslation();
  const dirty = guard && form.formState.isDirty;
  useUnsavedChanges(dirty);
  useReportToDialog(dirty);
  useKeptTyping(form, dirty, ariaLabel);
  const submission = useSubmission();
  // A save refused because someone else changed the record meanwhile (docs/api.md "Versions").
  const staleVersion = useStaleVersion(form);

  const submit = form.handleSubmit(async (values) => {
    // A second click in the same moment: the first submission is the one sent (docs/api.md "Idempotency").
    if (submission.isRunning()) return;
    const saved = unsavedChanges.saving();
    try {
      await submission.run(values, (idempotencyKey) => Promise.resolve(onSubmit(values, { idempotencyKey })));
      // The saved values become the new baseline: the form is clean, leaving no longer asks.
      form.reset(form.getValues(), { keepValues: true });
      staleVersion.clear();
    } catch (caught) {
      const error = caught as Partial<ApiError> | null;
      // Session and permission failures are handled by the error catalogue (redirect, one toast).
      if (error?.kind === 'session' || error?.kind === 'permission') return;
      // Not a failure: the form says the save is not confirmed (FormActions), the values stay for a retry.
      if (isOutcomeUnknown(caught)) return;
      // Someone else changed the record: the notice says what, the values stay as typed (StaleVersion.tsx).
      if (staleVersion.caught(caught)) return;
      // Each field's error code in the user's language (docs/api.md "Error codes"). The first field at fault
      // takes the focus, so its message is read out and it can be corrected at once.
      Object.entries(apiFieldErrorKeys(caught, t)).forEach(([field, message], index) => {
        form.setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      void notify('error', apiErrorText(caught, t, failureText ?? t('form.saveFailed')));
    } finally {
      saved();
    }
  });

  return (
    <FormProvider {...form}>
      <SubmissionContext value={submission}>
        <form
          noValidate
          aria-label={ariaLabel}
          className={className}
          onSubmit={(event) => void submit(event)}
        >
          {staleVersion.notice}
          {children}
        </form>
      </SubmissionContext>
    </FormProvider>
  );
}
