import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { BUTTON } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { ErrorState } from '../../../components/ErrorState';
import { Ltr } from '../../../components/Ltr';
import {
  checkRows,
  familyKeys,
  phoneKey,
  readRow,
  rowInput,
  type ImportContext,
  type ImportDraft,
  type ImportField,
} from '../../../domain/studentImport';
import { formatCount } from '../../../components/DataTable/format';
import { formatDate } from '../../../lib/dates';
import type { Scope } from '../../../session/useScope';
import type { Levels } from '../../school-settings';
import { ApplyPanel } from './ApplyPanel';
import { Busy } from './Busy';
import { useCheckImportMutation } from './studentImport.api';
import type { PreviewRow, ReadFile } from './types';
import { useImportRun } from './useImportRun';

type Filter = 'problems' | 'ready' | 'existing' | 'all';
const PAGE = 100;

/**
 * Every row of the file as it will be imported, before anything is written: its problems named, the students the
 * school already has recognised (a second import of the same file creates nothing), siblings grouped into one
 * family by a shared guardian phone or e-mail, and the families the school already has joined instead of doubled.
 */
export function PreviewStep({
  scope,
  file,
  columns,
  remembered,
  levels,
  onBack,
  onRestart,
}: {
  scope: Scope;
  file: ReadFile;
  columns: (ImportField | null)[];
  remembered: Record<string, string>;
  levels: Levels;
  onBack: () => void;
  onRestart: () => void;
}) {
  const { t, i18n } = useTranslation();
  const drafts = useDrafts(file, columns);
  const [check, checked] = useCheckImportMutation();
  const lookup = useMemo(() => {
    if (!drafts) return null;
    const massars = [...new Set(drafts.map((draft) => draft.massar).filter(Boolean))];
    const guardians = drafts.flatMap((draft) => draft.guardians);
    const phones = [
      ...new Set(guardians.flatMap((guardian) => (guardian.phone ? [phoneKey(guardian.phone)] : []))),
    ];
    const emails = [...new Set(guardians.flatMap((guardian) => (guardian.email ? [guardian.email] : [])))];
    return { ...scope, massars, phones, emails };
  }, [drafts, scope]);
  useEffect(() => {
    if (lookup) void check(lookup);
  }, [check, lookup]);

  const rows = useMemo<PreviewRow[] | null>(() => {
    if (!checked.data || !drafts) return null;
    const context: ImportContext = {
      levels: levels.items,
      classes: levels.items.flatMap((level) => level.classes.map((cls) => ({ ...cls, levelId: level.id }))),
      studentsByMassar: new Map(
        checked.data.students.map((student) => [
          student.massar,
          { ...student, studentId: student.studentId ?? -1 },
        ]),
      ),
    };
    const known = new Map(checked.data.families.map((family) => [family.key, family]));
    const results = checkRows(drafts, context);
    const keys = familyKeys(drafts);
    const groupFamily = new Map<string, { familyId: number; name: string }>();
    const groupSize = new Map<string, number>();
    drafts.forEach((draft, index) => {
      const key = keys[index]!;
      groupSize.set(key, (groupSize.get(key) ?? 0) + 1);
      for (const guardian of draft.guardians) {
        const match =
          (guardian.phone && known.get(`phone:${phoneKey(guardian.phone)}`)) ||
          (guardian.email && known.get(`email:${guardian.email}`));
        if (match && !groupFamily.has(key)) groupFamily.set(key, match);
      }
    });
    return results.map((result, index) => {
      const key = keys[index]!;
      return {
        checked: result,
        familyKey: key,
        family: groupFamily.get(key) ?? null,
        siblings: groupSize.get(key) ?? 1,
        status: result.problems.length ? 'problem' : result.match.kind === 'existing' ? 'existing' : 'ready',
      };
    });
  }, [checked.data, drafts, levels]);

  const ready = useMemo(() => (rows ?? []).filter((row) => row.status === 'ready'), [rows]);
  const importRun = useImportRun(scope, file.name, remembered);
  const [filter, setFilter] = useState<Filter | null>(null);
  const [shown, setShown] = useState(PAGE);

  if (checked.isError) {
    return (
      <ErrorState
        message={t('studentImport.preview.checkError')}
        onRetry={() => void (lookup && check(lookup))}
      />
    );
  }
  if (!rows) return <Busy text={t('studentImport.preview.checking')} />;
  if (importRun.state.phase !== 'idle') {
    return (
      <ApplyPanel
        run={importRun}
        rows={rows}
        inputs={ready.map((row) => rowInput(row.checked, row.familyKey))}
        onRestart={onRestart}
      />
    );
  }

  const counts = {
    ready: ready.length,
    existing: rows.filter((row) => row.status === 'existing').length,
    problems: rows.filter((row) => row.status === 'problem').length,
  };
  const readyKeys = new Set(ready.map((row) => row.familyKey));
  const joining = new Set(ready.filter((row) => row.family).map((row) => row.familyKey)).size;
  const active: Filter = filter ?? (counts.problems ? 'problems' : 'all');
  const visible = rows.filter(
    (row) =>
      active === 'all' ||
      (active === 'problems' && row.status === 'problem') ||
      (active === 'ready' && row.status === 'ready') ||
      (active === 'existing' && row.status === 'existing'),
  );
  const number = (value: number) => formatCount(value, i18n.language);

  return (
    <div className="space-y-4">
      <Card as="section" aria-labelledby="import-summary" className="space-y-3">
        <h2 id="import-summary" className="text-lg font-semibold">
          {t('studentImport.preview.title', { file: file.name })}
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {(
            [
              ['ready', counts.ready],
              ['existing', counts.existing],
              ['problems', counts.problems],
            ] as const
          ).map(([name, value]) => (
            <div key={name} className="rounded-control bg-neutral-50 p-3 dark:bg-neutral-900">
              <dt className="text-sm text-neutral-600 dark:text-neutral-400">
                {t(`studentImport.preview.counts.${name}`)}
              </dt>
              <dd className="text-2xl font-semibold" data-testid={`import-count-${name}`}>
                {number(value)}
              </dd>
            </div>
          ))}
          <div className="rounded-control bg-neutral-50 p-3 dark:bg-neutral-900">
            <dt className="text-sm text-neutral-600 dark:text-neutral-400">
              {t('studentImport.preview.counts.families')}
            </dt>
            <dd className="font-semibold" data-testid="import-count-families">
              {t('studentImport.preview.families', {
                count: readyKeys.size - joining,
                newCount: number(readyKeys.size - joining),
                existing: number(joining),
              })}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {t('studentImport.preview.nothingYet')}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={BUTTON.secondary} onClick={onBack}>
            {t('studentImport.back')}
          </button>
          <button
            type="button"
            className={BUTTON.primary}
            disabled={counts.ready === 0}
            onClick={() => void importRun.run(ready.map((row) => rowInput(row.checked, row.familyKey)))}
          >
            {counts.ready === 0
              ? t('studentImport.preview.nothingToImport')
              : t('studentImport.preview.confirm', { count: counts.ready, countText: number(counts.ready) })}
          </button>
        </div>
      </Card>

      <Card as="section" aria-labelledby="import-rows" className="space-y-3">
        <h2 id="import-rows" className="text-lg font-semibold">
          {t('studentImport.preview.rows')}
        </h2>
        <div role="group" aria-label={t('studentImport.preview.filter')} className="flex flex-wrap gap-2">
          {(['problems', 'ready', 'existing', 'all'] as const).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={active === name}
              onClick={() => {
                setFilter(name);
                setShown(PAGE);
              }}
              className={`${active === name ? BUTTON.primary : BUTTON.secondary} text-sm`}
            >
              {t(`studentImport.preview.filters.${name}`, {
                count: name === 'all' ? rows.length : counts[name],
                countText: number(name === 'all' ? rows.length : counts[name]),
              })}
            </button>
          ))}
        </div>
        {visible.length === 0 ? (
          <p className="text-neutral-700 dark:text-neutral-300">{t('studentImport.preview.none')}</p>
        ) : (
          // On a phone the rows scroll sideways: the region takes the focus, so a keyboard scrolls it too.
          <div
            className="overflow-x-auto focus-visible:outline-2"
            tabIndex={0}
            role="region"
            aria-labelledby="import-rows"
          >
            <table className="w-full text-sm" data-testid="import-preview">
              <caption className="sr-only">{t('studentImport.preview.rows')}</caption>
              <thead>
                <tr className="border-b border-neutral-200 text-start dark:border-neutral-700">
                  <th scope="col" className="p-2 text-start">
                    {t('studentImport.preview.line')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('studentImport.preview.student')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('studentImport.fields.birthDate')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('studentImport.fields.level')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('studentImport.preview.family')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('studentImport.preview.status')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {visible.slice(0, shown).map((row) => (
                  <PreviewLine key={row.checked.draft.line} row={row} levels={levels} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {visible.length > shown && (
          <button
            type="button"
            className={BUTTON.secondary}
            onClick={() => setShown((count) => count + PAGE)}
          >
            {t('studentImport.preview.more', { count: Math.min(PAGE, visible.length - shown) })}
          </button>
        )}
      </Card>
    </div>
  );
}

/** Rows read per turn of the main thread: a slice of a 2,000-row file takes a few milliseconds. */
const READ_SLICE = 200;

/**
 * The rows of the file read with the chosen columns, a slice at a time, giving the page back between slices so a
 * large file never freezes it (`npm run bench`, "Import"); null until every row is read.
 */
function useDrafts(file: ReadFile, columns: (ImportField | null)[]): ImportDraft[] | null {
  const [drafts, setDrafts] = useState<{
    file: ReadFile;
    columns: (ImportField | null)[];
    rows: ImportDraft[];
  } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const rows: ImportDraft[] = [];
    const readSlice = () => {
      if (cancelled) return;
      const end = Math.min(file.body.length, rows.length + READ_SLICE);
      for (let index = rows.length; index < end; index += 1)
        rows.push(readRow(file.body[index]!, columns, file.headers, file.firstLine + index));
      if (rows.length < file.body.length) setTimeout(readSlice, 0);
      else setDrafts({ file, columns, rows });
    };
    readSlice();
    return () => {
      cancelled = true;
    };
  }, [file, columns]);
  // Rows read for other columns (the user went back and chose again) are not these.
  return drafts?.file === file && drafts.columns === columns ? drafts.rows : null;
}

function PreviewLine({ row, levels }: { row: PreviewRow; levels: Levels }) {
  const { t, i18n } = useTranslation();
  const { draft, problems, levelId, classId } = row.checked;
  const level = levels.items.find((candidate) => candidate.id === levelId);
  const cls = level?.classes.find((candidate) => candidate.id === classId);
  return (
    <tr className="border-b border-neutral-100 align-top dark:border-neutral-800" data-line={draft.line}>
      <td className="p-2">
        <Ltr>{draft.line}</Ltr>
      </td>
      <td className="p-2">
        <span className="block font-semibold" dir="auto">
          {`${draft.lastname_fr} ${draft.firstname_fr}`.trim() || '—'}
        </span>
        <span className="block" dir="rtl" lang="ar">
          {`${draft.lastname_ar} ${draft.firstname_ar}`.trim()}
        </span>
      </td>
      <td className="p-2">
        {draft.birthDate ? (
          formatDate(draft.birthDate, i18n.language)
        ) : (
          <span dir="auto">{draft.birthText}</span>
        )}
      </td>
      <td className="p-2" dir="auto">
        {level ? `${level.code}${cls ? ` · ${cls.name}` : ''}` : draft.levelText}
      </td>
      <td className="p-2">
        {row.family
          ? t('studentImport.preview.joins', { name: row.family.name })
          : row.siblings > 1
            ? t('studentImport.preview.newFamilyOf', { count: row.siblings })
            : t('studentImport.preview.newFamily')}
      </td>
      <td className="p-2">
        {row.status === 'ready' && <Badge tone="success">{t('studentImport.preview.statuses.ready')}</Badge>}
        {row.status === 'existing' && (
          <Badge tone="info">{t('studentImport.preview.statuses.existing')}</Badge>
        )}
        {row.status === 'problem' && (
          <ul className="space-y-1 text-danger-700 dark:text-danger-300">
            {problems.map((problem, index) => (
              <li key={index}>
                {t(`studentImport.problems.${problem.code}`, {
                  field: t(`studentImport.fields.${problem.field}`),
                })}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
