import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LazyPart } from './bundled';
import { loadFeatureTexts, loadLanguageTexts } from './i18n';
import type { Language } from './language';

/**
 * The texts of `lang` beside the interface's, for a document printed in a language the reader may not be using (an
 * Arabic letter or timetable for a French reader): a fixed-language t once they are in, null meanwhile; `failed`
 * when they could not be loaded (offline), `retry` asks again. `feature`'s texts are named first, so that the
 * document's language brings them too.
 */
export function useTextsIn(lang: Language, feature: LazyPart) {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Language | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The load that failed (language and attempt): a new language or a retry is not failed until it fails too.
  const [failedLoad, setFailedLoad] = useState<string | null>(null);
  const load = `${lang}:${attempt}`;
  useEffect(() => {
    let live = true;
    loadFeatureTexts(i18n, [feature])
      .then(() => loadLanguageTexts(i18n, lang))
      .then(
        () => live && setLoaded(lang),
        () => live && setFailedLoad(load),
      );
    return () => {
      live = false;
    };
  }, [i18n, lang, feature, load]);
  return {
    tr: loaded === lang ? i18n.getFixedT(lang) : null,
    failed: failedLoad === load,
    retry: () => setAttempt((count) => count + 1),
  };
}
