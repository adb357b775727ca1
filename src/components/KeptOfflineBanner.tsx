import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { keptShownAsOf, subscribeKeptShown } from '../api/keptAnswers';
import { numberLocale } from '../lib/locale';
import { OfflineBanner, type HeaderPosition } from './OfflineBanner';

/** "14:32" on the day it was kept, "24 nov. 14:32" after. */
export function shownAsOfText(savedAt: string, language: string, now = new Date()): string {
  const saved = new Date(savedAt);
  const locale = numberLocale(language);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(saved);
  if (saved.toDateString() === now.toDateString()) return time;
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(saved);
  return `${day} ${time}`;
}

/**
 * The signed-in pages' offline banner: while a parent's kept answers are on screen instead of the API's
 * (api/keptAnswers.ts, docs/architecture.md "Offline parent view"), it says as of when: "offline, shown as of HH:MM".
 * @example <KeptOfflineBanner below={navBarType} />
 */
export function KeptOfflineBanner({ below }: { below?: HeaderPosition }) {
  const { i18n } = useTranslation();
  const shownAsOf = useSyncExternalStore(subscribeKeptShown, keptShownAsOf, () => null);
  return (
    <OfflineBanner below={below} asOf={shownAsOf === null ? null : shownAsOfText(shownAsOf, i18n.language)} />
  );
}
