import type { TFunction } from 'i18next';
import { apiErrorText } from '../../api/errorText';

/**
 * The words to show for a failed call on an application: the translation of the answer's `code` (docs/api.md
 * "Error codes"), else the answer's message, else a generic sentence.
 */
export function applicationErrorMessage(error: unknown, t: TFunction): string {
  return apiErrorText(error, t, t('preregistrations.errors.generic'));
}
