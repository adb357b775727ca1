import { useTranslation } from 'react-i18next';
import type { SubmissionState } from '../../api/useSubmission';

/**
 * What a save whose outcome is unknown says (the answer was lost or cut by the time limit): never "failed" (the
 * server may have saved it), "checking…" while the record is re-read, then "not confirmed: check, then save
 * again" (docs/api.md "Errors", outcome unknown).
 */
export function SubmissionStatus({ state, className = '' }: { state: SubmissionState; className?: string }) {
  const { t } = useTranslation();
  const text =
    state === 'checking'
      ? t('form.outcome.checking')
      : state === 'unconfirmed'
        ? t('form.outcome.unconfirmed')
        : '';
  // Only while there is something to say: an empty live region would read as a loading state on every form.
  if (!text) return null;
  return (
    <p role="status" className={`text-sm text-warning-700 dark:text-warning-300 ${className}`}>
      {text}
    </p>
  );
}
