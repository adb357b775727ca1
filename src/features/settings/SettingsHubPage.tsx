import { ChevronRight, Settings } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cardClass } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { SearchField } from '../../components/SearchField';
import { foldText } from '../../lib/text';
import { SETTINGS_GROUPS } from './areas';
import { useSettingsAreas } from './useSettingsAreas';

/**
 * `settings`: every settings area the user may open, grouped, each with a line saying what it holds, searchable
 * by title and description in the user's language.
 */
export default function SettingsHubPage() {
  const { t } = useTranslation();
  const areas = useSettingsAreas();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const wanted = foldText(search.trim());
    return areas.filter(
      (area) =>
        !wanted ||
        foldText(
          `${t(`settingsHub.areas.${area.id}.title`)} ${t(`settingsHub.areas.${area.id}.description`)}`,
        ).includes(wanted),
    );
  }, [areas, search, t]);

  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('routes.settings')}
      </h1>
      <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">{t('settingsHub.intro')}</p>
      <SearchField label={t('settingsHub.search')} value={search} onChange={setSearch} />
      {shown.length === 0 ? (
        <EmptyState
          icon={Settings}
          message={t(areas.length === 0 ? 'settingsHub.none' : 'settingsHub.noMatch')}
        />
      ) : (
        SETTINGS_GROUPS.map((group) => {
          const inGroup = shown.filter((area) => area.group === group);
          if (inGroup.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`settings-${group}`} className="space-y-2">
              <h2 id={`settings-${group}`} className="text-lg font-semibold text-neutral-900 dark:text-white">
                {t(`settingsHub.groups.${group}`)}
              </h2>
              <ul className="grid gap-3 md:grid-cols-2">
                {inGroup.map((area) => (
                  <li key={area.id}>
                    <Link
                      to={area.path}
                      className={`${cardClass()} flex min-h-11 items-center gap-3 hover:border-primary-400 focus-visible:outline-2`}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold text-primary-700 dark:text-primary-300">
                          {t(`settingsHub.areas.${area.id}.title`)}
                        </span>
                        <span className="block text-sm text-neutral-700 dark:text-neutral-300">
                          {t(`settingsHub.areas.${area.id}.description`)}
                        </span>
                      </span>
                      <ChevronRight size={18} aria-hidden="true" className="shrink-0 rtl:rotate-180" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </section>
  );
}
