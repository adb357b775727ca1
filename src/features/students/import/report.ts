import type { TFunction } from 'i18next';
import { downloadCsv, toCsv } from '../../../components/DataTable/csv';
import type { PreviewRow } from './types';
import type { ImportBatch, ImportRowResult } from './studentImport.schemas';

/**
 * The import's report (a CSV the office keeps or sends back to whoever made the file): one line per row of the file,
 * what became of it (created, already in the school, refused by the API, or not sent with its problems named).
 */
export function downloadReport(
  batch: ImportBatch,
  rows: readonly PreviewRow[],
  results: readonly ImportRowResult[],
  t: TFunction,
): void {
  const byLine = new Map(results.map((result) => [result.line, result]));
  const columns = [
    { header: t('studentImport.preview.line'), value: (row: PreviewRow) => row.checked.draft.line },
    {
      header: t('studentImport.fields.lastname_fr'),
      value: (row: PreviewRow) => row.checked.draft.lastname_fr,
    },
    {
      header: t('studentImport.fields.firstname_fr'),
      value: (row: PreviewRow) => row.checked.draft.firstname_fr,
    },
    { header: t('studentImport.fields.massar'), value: (row: PreviewRow) => row.checked.draft.massar },
    {
      header: t('studentImport.report.outcome'),
      value: (row: PreviewRow) => {
        const result = byLine.get(row.checked.draft.line);
        if (result) return t(`studentImport.report.outcomes.${result.outcome}`);
        return t(`studentImport.report.outcomes.${row.status === 'existing' ? 'existing' : 'notSent'}`);
      },
    },
    {
      header: t('studentImport.report.details'),
      value: (row: PreviewRow) => {
        const result = byLine.get(row.checked.draft.line);
        if (result?.outcome === 'refused') {
          return Object.entries(result.errors)
            .map(([field, code]) => `${field}: ${t([`apiErrors.${code}`, 'studentImport.result.invalid'])}`)
            .join(' | ');
        }
        return row.checked.problems
          .map((problem) =>
            t(`studentImport.problems.${problem.code}`, {
              field: t(`studentImport.fields.${problem.field}`),
            }),
          )
          .join(' | ');
      },
    },
    {
      header: t('studentImport.report.studentId'),
      value: (row: PreviewRow) => byLine.get(row.checked.draft.line)?.studentId ?? '',
    },
  ];
  const base = batch.fileName.replace(/\.[^.]+$/, '');
  downloadCsv(`${t('studentImport.report.filename')}-${base}-${batch.id}`, toCsv(columns, rows));
}
