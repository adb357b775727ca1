import type { TeacherName } from './education.schemas';

/** A teacher's name in the reader's script (Arabic for ar when the record has it, else Latin). */
export function teacherLabel(
  teacher: Pick<TeacherName, 'firstname_fr' | 'lastname_fr' | 'firstname_ar' | 'lastname_ar'>,
  language: string,
): string {
  return language === 'ar' && `${teacher.firstname_ar}${teacher.lastname_ar}`.trim()
    ? `${teacher.firstname_ar} ${teacher.lastname_ar}`.trim()
    : `${teacher.firstname_fr} ${teacher.lastname_fr}`;
}

/** A subject's (or any record's) name in the reader's script. */
export function localName(record: { name_fr: string; name_ar: string }, language: string): string {
  return language === 'ar' ? record.name_ar : record.name_fr;
}

/** Hours as the reader writes them (2,5 h in French). */
export function hoursText(hours: number, language: string): string {
  return new Intl.NumberFormat(language === 'ar' ? 'ar-MA-u-nu-latn' : language, {
    maximumFractionDigits: 1,
  }).format(hours);
}

/** A class's seats: "24 / 28" and a bar filled in proportion (decorative: the figures say it). */
export function FillBar({ enrolled, capacity }: { enrolled: number; capacity: number }) {
  const ratio = capacity > 0 ? Math.min(1, enrolled / capacity) : 0;
  const tone = ratio >= 1 ? 'bg-danger-600' : ratio >= 0.9 ? 'bg-warning-500' : 'bg-success-600';
  return (
    <span className="flex min-w-28 items-center gap-2">
      <span dir="ltr" className="tabular-nums">
        {enrolled} / {capacity}
      </span>
      <span
        aria-hidden="true"
        className="h-2 w-16 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700"
      >
        <span className={`block h-full ${tone}`} style={{ width: `${Math.round(ratio * 100)}%` }} />
      </span>
    </span>
  );
}
