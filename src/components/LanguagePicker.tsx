import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n';
import { isLanguage, LANGUAGES } from '../i18n/language';
import { Flag } from './Flag';
import { useDismiss } from './useDismiss';
import { useMenuKeyboard } from './useMenuKeyboard';

/** Language picker (Header): the choice is stored and applied at once, direction included. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  useMenuKeyboard(list, open);
  const current = isLanguage(i18n.language) ? i18n.language : 'fr';

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('header.language', { language: t(`languages.${current}`) })}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 min-w-11 md:h-10 md:min-w-10 items-center justify-center gap-2 rounded-full px-2 text-sm font-semibold uppercase hover:bg-neutral-100 dark:hover:bg-neutral-700"
      >
        <Flag language={current} className="h-4 w-6 shrink-0 rounded-sm" />
        <span>{current}</span>
      </button>
      {open && (
        <ul
          ref={list}
          role="menu"
          aria-label={t('header.languages')}
          className="absolute end-0 top-full z-50 mt-2 w-44 rounded-card border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-800"
        >
          {LANGUAGES.map((language) => (
            <li key={language} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={language === current}
                lang={language}
                onClick={() => {
                  setOpen(false);
                  void changeLanguage(i18n, language);
                }}
                className="flex w-full items-center gap-3 px-4 py-2 text-start text-sm hover:bg-neutral-100 aria-checked:font-semibold dark:hover:bg-neutral-700"
              >
                <Flag language={language} className="h-4 w-6 shrink-0 rounded-sm" />
                {t(`languages.${language}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
