import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n';
import { schoolLanguageFor } from '../../i18n/language';
import { readItem, STORAGE_KEYS } from '../../lib/storage';
import { useAppSelector } from '../../store/hooks';

/** After sign-in, the selected branch's school language for a user who never chose one (i18n/language.ts). */
export function useSchoolLanguage(): void {
  const { i18n } = useTranslation();
  const schoolLanguage = useAppSelector((state) => state.auth.branch?.school.defaultLanguage);
  useEffect(() => {
    const language = schoolLanguageFor(
      readItem(STORAGE_KEYS.language),
      typeof navigator === 'undefined' ? undefined : navigator.language,
      schoolLanguage,
    );
    // Not stored: the user's own choice (the picker) is what storage keeps.
    if (language && language !== i18n.language) void changeLanguage(i18n, language, false);
  }, [i18n, schoolLanguage]);
}
