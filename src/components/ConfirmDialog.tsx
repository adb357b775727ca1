import { useId, useState } from 'react';
import { apiErrorText } from '../api/errorText';
import { useTranslation } from 'react-i18next';
import { BUTTON, INPUT } from './buttons';
import { Modal } from './Modal';
import { ButtonSpinner } from './ButtonSpinner';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  /** Asks for a reason (e.g. rejecting an application); `required` blocks confirming without one. */
  reason?: { label: string; required?: boolean };
  /** May return a promise: the dialog stays busy while it runs, and stays open with the error if it rejects. */
  onConfirm: (reason?: string) => Promise<void> | void;
  onCancel: () => void;
}

/**
 * Confirmation of an explicit action (destructive actions and state transitions), with an optional reason.
 * @example <ConfirmDialog open title={t('x.deleteTitle')} message={…} confirmLabel={t('x.delete')} tone="danger"
 *   onConfirm={() => remove(id).unwrap()} onCancel={close} />
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Mounted only while open, so each opening starts with an empty reason and no error.
  return props.open ? <OpenConfirmDialog {...props} /> : null;
}

function OpenConfirmDialog({
  title,
  message,
  confirmLabel,
  tone = 'primary',
  reason,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missingReason, setMissingReason] = useState(false);

  async function confirm() {
    const trimmed = text.trim();
    if (reason?.required && !trimmed) {
      setMissingReason(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason ? trimmed : undefined);
      setText('');
    } catch (caught) {
      setError(apiErrorText(caught, t, t('form.saveFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={title}
      onClose={onCancel}
      busy={busy}
      footer={
        <>
          <button type="button" className={BUTTON.secondary} onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={tone === 'danger' ? BUTTON.danger : BUTTON.primary}
            onClick={() => void confirm()}
            disabled={busy}
            data-autofocus={reason ? undefined : true}
          >
            {busy && <ButtonSpinner />}
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
      {reason && (
        <div className="mt-4">
          <label htmlFor={reasonId} className="mb-1 block text-sm font-semibold">
            {reason.label}
            {reason.required && <span aria-hidden="true"> *</span>}
          </label>
          <textarea
            id={reasonId}
            data-autofocus
            rows={3}
            maxLength={1000}
            required={reason.required}
            value={text}
            aria-invalid={missingReason}
            aria-describedby={missingReason ? `${reasonId}-error` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setMissingReason(false);
            }}
            className={`${INPUT} py-2`}
          />
          {missingReason && (
            <p id={`${reasonId}-error`} className="mt-1 text-sm text-danger-700 dark:text-danger-500">
              {t('validation.required')}
            </p>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-4 rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {error}
        </p>
      )}
    </Modal>
  );
}
