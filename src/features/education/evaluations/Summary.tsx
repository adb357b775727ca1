import { useTranslation } from 'react-i18next';
import { distribution } from '../../../domain/education';
import type { Sheet } from '../education.schemas';
import { localName } from '../parts';
import { MASTERY_TONE } from '../ResultGrid';
import { cellKey } from '../resultQueue';
import { Legend } from './Legend';

/** Per skill, how many children reached each step: a stacked bar with the counts in words beside it. */
export function Summary({ sheet, values }: { sheet: Sheet; values: ReadonlyMap<string, number> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const label = (index: number) => {
    const item = sheet.scale[index];
    return item ? (language === 'ar' ? item.ar : item.fr) : '';
  };
  return (
    <div className="space-y-4">
      <Legend sheet={sheet} />
      {sheet.domains.map((domain) => (
        <section key={domain.id} aria-label={localName(domain, language)} className="space-y-2">
          <h3 className="font-semibold">{localName(domain, language)}</h3>
          <ul className="space-y-2">
            {domain.skills.map((skill) => {
              const counts = distribution(
                sheet.students.map((student) => values.get(cellKey(student.studentid, skill.id)) ?? 0),
              );
              const total = counts.reduce((sum, count) => sum + count, 0);
              const words = counts
                .map((count, index) => t('education.summary.count', { label: label(index), n: count }))
                .join(', ');
              return (
                <li key={skill.id}>
                  <p className="text-sm">{localName(skill, language)}</p>
                  <div className="flex items-center gap-2">
                    <div
                      aria-hidden="true"
                      className="flex h-4 w-full max-w-md overflow-hidden rounded bg-neutral-200 dark:bg-neutral-700"
                    >
                      {counts.map((count, index) =>
                        count ? (
                          <span
                            key={index}
                            className={MASTERY_TONE[index]!.split(' ')[0]}
                            style={{ width: `${(count / Math.max(1, total)) * 100}%` }}
                          />
                        ) : null,
                      )}
                    </div>
                    <span className="sr-only">{words}</span>
                    <span aria-hidden="true" className="text-xs whitespace-nowrap tabular-nums" dir="ltr">
                      {counts.join(' / ')}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <p className="text-xs text-neutral-600 dark:text-neutral-300">{t('education.summary.note')}</p>
    </div>
  );
}
