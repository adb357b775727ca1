import { useFormContext } from 'react-hook-form';
import { BUTTON } from '../buttons';
import { ButtonSpinner } from '../ButtonSpinner';

/**
 * The form's buttons, primary action at the end (bottom-right in LTR, bottom-left in RTL), disabled with a
 * spinner while saving.
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
  return (
    <div className="flex flex-wrap justify-end gap-2 pt-2">
      {onCancel && cancelLabel && (
        <button
          type="button"
          className={BUTTON.secondary}
          onClick={onCancel}
          disabled={formState.isSubmitting}
        >
          {cancelLabel}
        </button>
      )}
      <button type="submit" className={BUTTON.primary} disabled={formState.isSubmitting}>
        {formState.isSubmitting && <ButtonSpinner />}
        {submitLabel}
      </button>
    </div>
  );
}
