import { useFormContext } from 'react-hook-form';
import { BUTTON } from '../buttons';
import { ButtonSpinner } from '../ButtonSpinner';
import { useDialogGuard } from '../dialogGuard';
import { SubmissionStatus } from './SubmissionStatus';
import { useFormSubmission } from './submissionContext';

/**
 * The form's buttons, primary action at the end (bottom-right in LTR, bottom-left in RTL), disabled with a
 * spinner while saving (and while a save the time limit cut is re-read), with the "not confirmed" line above them.
 * Inside a dialog they stay pinned at the bottom of its scrolling body (`data-form-actions`, components/Modal.tsx),
 * and Cancel asks first while the form holds unsaved changes (components/dialogGuard.ts).
 */
export function FormActions({
  submitLabel,
  onCancel,
  cancelLabel,
}: {
  submitLabel: string;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  const { formState } = useFormContext();
  const submission = useFormSubmission();
  const dialog = useDialogGuard();
  const busy = formState.isSubmitting || Boolean(submission?.busy);
  return (
    <div data-form-actions="" className="flex flex-wrap justify-end gap-2 pt-2">
      {submission && <SubmissionStatus state={submission.state} className="w-full" />}
      {onCancel && cancelLabel && (
        <button
          type="button"
          className={BUTTON.secondary}
          onClick={() => (dialog ? dialog.requestClose(onCancel) : onCancel())}
          disabled={busy}
        >
          {cancelLabel}
        </button>
      )}
      <button type="submit" className={BUTTON.primary} disabled={busy}>
        {busy && <ButtonSpinner />}
        {submitLabel}
      </button>
    </div>
  );
}
