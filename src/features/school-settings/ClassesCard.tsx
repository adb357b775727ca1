import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { classTeacherName } from '../../lib/civility';
import { numberLocale } from '../../lib/locale';
import { CapacityDialog } from './CapacityDialog';
import type { SchoolClass, SchoolSettings } from './schoolSettings.schemas';

/** Levels (read only) with their classes: seats taken over capacity, and the capacity to edit. */
export function ClassesCard({ levels }: { levels: SchoolSettings['levels'] }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<SchoolClass | null>(null);
  const number = new Intl.NumberFormat(numberLocale(i18n.language));
  const withClasses = levels.filter((level) => level.classes.length > 0);

  return (
    <Card as="section" aria-labelledby="classes-title">
      <h2 id="classes-title" className="mb-1 text-lg font-semibold">
        {t('schoolSettings.classes.title')}
      </h2>
      <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-300">
        {t('schoolSettings.classes.intro')}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {withClasses.map((level) => (
          <section
            key={level.id}
            aria-labelledby={`level-${level.id}`}
            className="rounded-card border border-neutral-200 p-4 dark:border-neutral-700"
          >
            <h3 id={`level-${level.id}`} className="font-semibold">
              {level.code}{' '}
              <span className="font-normal text-neutral-600 dark:text-neutral-300">· {level.name}</span>
            </h3>
            <ul className="mt-2 divide-y divide-neutral-200 dark:divide-neutral-700">
              {level.classes.map((cls) => {
                const ratio = cls.capacity > 0 ? Math.min(1, cls.enrolled / cls.capacity) : 1;
                const full = cls.enrolled >= cls.capacity;
                return (
                  <li key={cls.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold">{cls.name}</p>
                      <p className="truncate text-xs text-neutral-600 dark:text-neutral-300">
                        {classTeacherName(cls, t, i18n.language)} · {cls.room}
                      </p>
                    </div>
                    <div className="w-36">
                      <p className="text-sm tabular-nums">
                        {t('schoolSettings.classes.seats', {
                          enrolled: number.format(cls.enrolled),
                          capacity: number.format(cls.capacity),
                        })}
                      </p>
                      <div
                        className="mt-1 h-1.5 rounded-full bg-neutral-200 dark:bg-neutral-700"
                        aria-hidden="true"
                      >
                        <div
                          className={`h-1.5 rounded-full ${full ? 'bg-warning-500' : 'bg-primary-600'}`}
                          style={{ width: `${Math.round(ratio * 100)}%` }}
                        />
                      </div>
                    </div>
                    <button
                      type="button"
                      onClick={() => setEditing(cls)}
                      aria-label={t('schoolSettings.classes.edit', { name: cls.name })}
                      className="inline-flex min-h-11 items-center gap-1 rounded-control border border-neutral-300 px-3 text-sm font-semibold hover:bg-neutral-100 md:min-h-control dark:border-neutral-600 dark:hover:bg-neutral-700"
                    >
                      <Pencil size={16} aria-hidden="true" />
                      {t('schoolSettings.classes.editShort')}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      {editing && <CapacityDialog schoolClass={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
