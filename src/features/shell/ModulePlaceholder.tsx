import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';

interface TitleHandle {
  titleKey?: string;
}

/** Page of a module a later issue builds: its translated title, and a plain word that it is not there yet. */
export default function ModulePlaceholder() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches]
    .reverse()
    .map((match) => (match.handle as TitleHandle | undefined)?.titleKey)
    .find(Boolean);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {titleKey ? t(titleKey) : ''}
      </h1>
      <div className="mt-6 flex flex-col items-center gap-3 rounded-card bg-white px-6 py-12 text-center dark:bg-neutral-800">
        <Construction size={40} aria-hidden="true" className="text-warning-600" />
        <p className="text-lg font-semibold">{t('placeholder.title')}</p>
        <p className="max-w-md text-sm text-neutral-600 dark:text-neutral-300">{t('placeholder.body')}</p>
      </div>
    </section>
  );
}
