import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON, INPUT } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { cellText, IMPORT_FIELDS, type ImportField } from '../../../domain/studentImport';
import type { ReadFile } from './types';

/**
 * The fields without which no row could be imported or recognised, so the step asks for their columns. The Arabic
 * names are not among them: a French Excel CSV (Windows-1252) cannot hold them, and its students already in the
 * school are still recognised; a new student without them is named in the preview (MISSING_ARABIC_NAME).
 */
export const REQUIRED_FIELDS: readonly ImportField[] = [
  'lastname_fr',
  'firstname_fr',
  'birthDate',
  'gender',
  'level',
  'massar',
  'guardian1.phone',
];

/**
 * Which column holds which field: one select per column of the file, with its header and first values, guessed
 * beforehand; a field goes to one column at most (choosing it elsewhere takes it from the other column).
 */
export function ColumnsStep({
  file,
  initial,
  onBack,
  onNext,
}: {
  file: ReadFile;
  initial: (ImportField | null)[];
  onBack: () => void;
  onNext: (columns: (ImportField | null)[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [columns, setColumns] = useState(initial);
  const [tried, setTried] = useState(false);
  const missing = REQUIRED_FIELDS.filter((field) => !columns.includes(field));
  const samples = (column: number) =>
    file.body
      .slice(0, 3)
      .map((row) => cellText(row[column]))
      .filter(Boolean)
      .join(' · ');

  function pick(column: number, value: string) {
    const field = (value || null) as ImportField | null;
    setColumns((current) =>
      current.map((existing, index) => (index === column ? field : existing === field ? null : existing)),
    );
  }

  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('studentImport.columns.title', { file: file.name })}</h2>
      <p className="text-neutral-700 dark:text-neutral-300">
        {t('studentImport.columns.intro', { count: file.body.length })}
      </p>
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-700">
        {file.headers.map((header, column) => (
          <li key={column} className="grid gap-2 py-2 md:grid-cols-[1fr_1fr_16rem] md:items-center">
            <div>
              <label htmlFor={`${id}-${column}`} className="font-semibold" dir="auto">
                {header || t('studentImport.columns.unnamed', { n: column + 1 })}
              </label>
            </div>
            <p className="truncate text-sm text-neutral-600 dark:text-neutral-400" dir="auto">
              {samples(column) || t('studentImport.columns.empty')}
            </p>
            <select
              id={`${id}-${column}`}
              className={INPUT}
              value={columns[column] ?? ''}
              onChange={(event) => pick(column, event.target.value)}
            >
              <option value="">{t('studentImport.columns.skip')}</option>
              {IMPORT_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {t(`studentImport.fields.${field}`)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      {tried && missing.length > 0 && (
        <div
          role="alert"
          className="rounded-control bg-danger-50 p-3 text-danger-800 dark:bg-danger-950 dark:text-danger-200"
        >
          <p className="font-semibold">{t('studentImport.columns.missing')}</p>
          <ul className="list-inside list-disc">
            {missing.map((field) => (
              <li key={field}>{t(`studentImport.fields.${field}`)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON.secondary} onClick={onBack}>
          {t('studentImport.back')}
        </button>
        <button
          type="button"
          className={BUTTON.primary}
          onClick={() => {
            setTried(true);
            if (missing.length === 0) onNext(columns);
          }}
        >
          {t('studentImport.columns.next')}
        </button>
      </div>
    </Card>
  );
}
