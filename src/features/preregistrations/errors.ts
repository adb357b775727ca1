import type { TFunction } from 'i18next';

/**
 * The words to show for a failed call: the translation of the answer's `code` when there is one
 * (docs/api.md "Pre-registrations"), else the answer's message, else a generic sentence.
 */
export function applicationErrorMessage(error: unknown, t: TFunction): string {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      const key = `preregistrations.errors.${code}`;
      const text = t(key, { defaultValue: '' });
      if (text) return text;
    }
    if (typeof message === 'string' && message.trim() !== '' && message !== 'Malformed answer')
      return message;
  }
  return t('preregistrations.errors.generic');
}
