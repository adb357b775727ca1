import { skipToken } from '@reduxjs/toolkit/query';
import { FileSpreadsheet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/Card';
import { ErrorState } from '../../../components/ErrorState';
import { findHeader, foldKey, guessColumns, type ImportField } from '../../../domain/studentImport';
import type { ReadFile } from './types';
import { paths } from '../../../paths';
import { useScope } from '../../../session/useScope';
import { useLevelsQuery } from '../../school-settings';
import { Busy } from './Busy';
import { ColumnsStep } from './ColumnsStep';
import { ImportHistory } from './ImportHistory';
import { PreviewStep } from './PreviewStep';
import { readSpreadsheet } from './readSpreadsheet';
import { SpreadsheetError } from './readFailure';
import { useStudentImportsQuery } from './studentImport.api';

type Step =
  | { name: 'file' }
  | { name: 'columns'; file: ReadFile }
  | { name: 'preview'; file: ReadFile; columns: (ImportField | null)[] };

const STEPS = ['file', 'columns', 'preview'] as const;

/**
 * `student-import`: students and families from a spreadsheet (docs/architecture.md "Student import"). A file is
 * read in the browser (nothing is sent), its columns are matched to fields (guessed from the headers, starting
 * from the branch's last import), every row is checked and shown with its problems, and only then, once the user
 * confirms, the rows without problems are applied as one batch that can be undone (docs/api.md "Student imports").
 */
export default function StudentImportPage() {
  const { t } = useTranslation();
  const scope = useScope();
  const [step, setStep] = useState<Step>({ name: 'file' });
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const history = useStudentImportsQuery(scope ?? skipToken);
  const levels = useLevelsQuery(scope ?? skipToken);
  // The columns chosen last time in this branch (the newest import), which a file with the same headers reuses.
  const remembered = useMemo(() => history.data?.items[0]?.columns ?? {}, [history.data]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setFileError(null);
    setReading(true);
    try {
      const rows = await readSpreadsheet(file);
      const { headers, body, headerRow } = findHeader(rows);
      // Lines count the blank lines papaparse and the sheet reader keep out: the row's place among the non-empty ones.
      setStep({ name: 'columns', file: { name: file.name, headers, body, firstLine: headerRow + 2 } });
    } catch (failure) {
      const code = failure instanceof SpreadsheetError ? failure.code : 'UNREADABLE_FILE';
      setFileError(t(`studentImport.fileErrors.${code}`));
    } finally {
      setReading(false);
    }
  }

  const current = STEPS.indexOf(step.name);
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
          {t('routes.student-import')}
        </h1>
        <Link
          to={paths.students()}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 hover:underline md:min-h-control dark:text-primary-300"
        >
          {t('studentImport.backToList')}
        </Link>
      </div>
      <ol aria-label={t('studentImport.stepsLabel')} className="flex flex-wrap gap-2 text-sm">
        {STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index === current ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${index === current ? 'bg-primary-600 font-semibold text-white' : 'bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200'}`}
          >
            {index + 1}. {t(`studentImport.steps.${name}`)}
          </li>
        ))}
      </ol>

      {step.name === 'file' && (
        <>
          <Card className="space-y-3">
            <p className="text-neutral-700 dark:text-neutral-300">{t('studentImport.intro')}</p>
            <div>
              <label htmlFor="import-file" className="mb-1 flex items-center gap-2 font-semibold">
                <FileSpreadsheet size={18} aria-hidden="true" />
                {t('studentImport.file')}
              </label>
              <input
                id="import-file"
                type="file"
                accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-describedby="import-file-hint"
                aria-invalid={fileError ? true : undefined}
                disabled={reading}
                onChange={(event) => {
                  void choose(event.target.files?.[0]);
                  event.target.value = '';
                }}
                className="block w-full text-sm file:me-3 file:min-h-11 file:rounded-control file:border-0 file:bg-primary-600 file:px-4 file:font-semibold file:text-white md:file:min-h-control"
              />
              <p id="import-file-hint" className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                {t('studentImport.fileHint')}
              </p>
            </div>
            {reading && <Busy text={t('studentImport.reading')} />}
            {fileError && (
              <p role="alert" className="font-semibold text-danger-700 dark:text-danger-300">
                {fileError}
              </p>
            )}
          </Card>
          <ImportHistory query={history} />
        </>
      )}

      {step.name === 'columns' && (
        <ColumnsStep
          file={step.file}
          initial={guessColumns(step.file.headers, remembered)}
          onBack={() => setStep({ name: 'file' })}
          onNext={(columns) => setStep({ name: 'preview', file: step.file, columns })}
        />
      )}

      {step.name === 'preview' &&
        (levels.isError ? (
          <ErrorState message={t('studentImport.levelsError')} onRetry={() => void levels.refetch()} />
        ) : !levels.data || !scope ? (
          <Busy text={t('common.loading')} />
        ) : (
          <PreviewStep
            scope={scope}
            file={step.file}
            columns={step.columns}
            remembered={Object.fromEntries(
              step.columns.flatMap((field, index) => {
                const header = foldKey(step.file.headers[index] ?? '');
                return header ? [[header, field ?? '']] : [];
              }),
            )}
            levels={levels.data}
            onBack={() => setStep({ name: 'columns', file: step.file })}
            onRestart={() => setStep({ name: 'file' })}
          />
        ))}
    </section>
  );
}
