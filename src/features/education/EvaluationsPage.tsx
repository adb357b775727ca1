import { skipToken } from '@reduxjs/toolkit/query';
import { ClipboardCheck, Download, Lock, LockOpen, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { apiRefusalText } from '../../api/errorText';
import { Badge } from '../../components/Badge';
import { BUTTON, INPUT } from '../../components/buttons';
import { Card } from '../../components/Card';
import { toCsv } from '../../components/DataTable/csv';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { notify } from '../../components/notify';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { domainMastery, distribution, MASTERY } from '../../domain/education';
import { formatDate } from '../../lib/dates';
import { saveFile } from '../../lib/saveFile';
import { useScope } from '../../session/useScope';
import { useLevelsQuery } from '../school-settings';
import { CampaignDialog } from './CampaignDialog';
import { educationApi, useCloseCampaignMutation, useSheetQuery } from './education.api';
import type { Campaign, Sheet } from './education.schemas';
import { localName } from './parts';
import { MASTERY_TONE, ResultGrid, studentLabel } from './ResultGrid';
import { cellKey, useResultQueue, type SaveState } from './resultQueue';

/**
 * `diagevaluation`: the diagnostic campaigns of the branch and year (level, classes, date, how complete); a campaign's
 * result sheet as a keyboard-first grid saved cell by cell (kept and sent again when the network returns), the class
 * summary per skill, a student's profile by domain, CSV; new campaigns, closed and reopened.
 */
export default function EvaluationsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const scope = useScope();
  const [search, setSearch] = useSearchParams();
  const level = search.get('level') ?? '';
  const status = search.get('status') ?? '';
  const { data: levels } = useLevelsQuery(scope ?? skipToken);
  const {
    currentData: campaigns,
    isError,
    refetch,
  } = educationApi.endpoints.campaigns.useQuery(
    scope ? { ...scope, level, status, sort: 'date', order: 'desc', pageSize: 200 } : skipToken,
  );
  const [creating, setCreating] = useState(false);
  const selectedId = Number(search.get('campaign'));
  const selected = campaigns?.items.find((campaign) => campaign.id === selectedId) ?? null;
  const set = (values: Record<string, string>) =>
    setSearch((params) => {
      for (const [name, value] of Object.entries(values)) {
        if (value) params.set(name, value);
        else params.delete(name);
      }
      return params;
    });
  const levelId = useId();
  const statusId = useId();
  const title = t('routes.diagevaluation');
  if (!scope) return null;
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {title}
      </h1>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={levelId} className="mb-1 block text-sm font-semibold">
            {t('education.level')}
          </label>
          <select
            id={levelId}
            className={INPUT}
            value={level}
            onChange={(event) => set({ level: event.target.value, campaign: '' })}
          >
            <option value="">{t('education.allLevels')}</option>
            {(levels?.items ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.code}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={statusId} className="mb-1 block text-sm font-semibold">
            {t('education.campaign.status')}
          </label>
          <select
            id={statusId}
            className={INPUT}
            value={status}
            onChange={(event) => set({ status: event.target.value, campaign: '' })}
          >
            <option value="">{t('education.campaign.allStatuses')}</option>
            <option value="running">{t('education.campaign.running')}</option>
            <option value="closed">{t('education.campaign.closed')}</option>
          </select>
        </div>
        <button type="button" className={BUTTON.primary} onClick={() => setCreating(true)}>
          <Plus size={16} aria-hidden="true" />
          {t('education.campaign.new')}
        </button>
      </div>
      {isError ? (
        <ErrorState message={t('education.loadError')} onRetry={() => void refetch()} />
      ) : !campaigns ? (
        <Spinner />
      ) : campaigns.items.length === 0 ? (
        <EmptyState message={t('education.campaign.empty')} icon={ClipboardCheck} />
      ) : (
        <div className="grid gap-4 xl:grid-cols-4">
          <nav aria-label={t('education.campaign.list')} className="xl:col-span-1">
            <ul className="max-h-[36rem] space-y-2 overflow-y-auto">
              {campaigns.items.map((campaign) => (
                <li key={campaign.id}>
                  <button
                    type="button"
                    aria-current={campaign.id === selected?.id ? 'true' : undefined}
                    onClick={() => set({ campaign: String(campaign.id), class: '', tab: '', student: '' })}
                    className={`w-full rounded-control border p-3 text-start ${
                      campaign.id === selected?.id
                        ? 'border-primary-600 bg-primary-50 dark:bg-neutral-700'
                        : 'border-neutral-200 bg-white dark:border-neutral-700 dark:bg-neutral-800'
                    }`}
                  >
                    <span className="block font-semibold">
                      {campaign.levelCode} · {campaign.name}
                    </span>
                    <span className="flex flex-wrap items-center gap-2 text-sm">
                      {formatDate(campaign.date, language)}
                      <Badge tone={campaign.closed ? 'success' : 'info'}>
                        {campaign.closed ? t('education.campaign.closed') : t('education.campaign.running')}
                      </Badge>
                      {t('education.campaign.completion', { percent: campaign.completion })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="min-w-0 xl:col-span-3">
            {selected ? (
              <CampaignPanel key={selected.id} campaign={selected} year={scope.year} />
            ) : (
              <Card>
                <p>{t('education.campaign.choose')}</p>
              </Card>
            )}
          </div>
        </div>
      )}
      {creating && (
        <CampaignDialog
          scope={scope}
          levels={levels?.items ?? []}
          onClose={() => setCreating(false)}
          onCreated={(campaign) => {
            setCreating(false);
            set({ campaign: String(campaign.id), level: '', status: '' });
          }}
        />
      )}
    </section>
  );
}

function CampaignPanel({ campaign, year }: { campaign: Campaign; year: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [search, setSearch] = useSearchParams();
  const classParam = Number(search.get('class'));
  const classId = campaign.classes.some((cls) => cls.id === classParam)
    ? classParam
    : campaign.classes[0]?.id;
  const {
    currentData: sheet,
    isError,
    refetch,
  } = useSheetQuery(classId ? { id: campaign.id, year, class: classId } : skipToken);
  const queue = useResultQueue(campaign.id, year, t);
  const [close, closing] = useCloseCampaignMutation();
  const values = useMemo(
    () =>
      new Map(
        (sheet?.results ?? []).map((result) => [cellKey(result.studentId, result.skillId), result.value]),
      ),
    [sheet],
  );
  const classSelect = useId();
  const exportCsv = () => {
    if (!sheet) return;
    const skills = sheet.domains.flatMap((domain) => domain.skills);
    const label = (value: number | undefined) =>
      value ? (sheet.scale[value - 1]?.[language === 'ar' ? 'ar' : 'fr'] ?? String(value)) : '';
    const csv = toCsv(
      [
        {
          header: t('education.classPage.student'),
          value: (s: Sheet['students'][number]) => studentLabel(s, 'fr'),
        },
        ...skills.map((skill) => ({
          header: localName(skill, language),
          value: (s: Sheet['students'][number]) => label(values.get(cellKey(s.studentid, skill.id))),
        })),
      ],
      sheet.students,
    );
    const className = campaign.classes.find((cls) => cls.id === classId)?.name ?? '';
    saveFile(`${campaign.name} ${className}.csv`, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  };
  return (
    <Card as="section" aria-labelledby="campaign-title" className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="campaign-title" className="text-lg font-semibold">
            {campaign.levelCode} · {campaign.name}
          </h2>
          <p className="text-sm">
            {formatDate(campaign.date, language)} ·{' '}
            {t('education.campaign.completion', { percent: campaign.completion })}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={classSelect} className="mb-1 block text-sm font-semibold">
              {t('education.classes.name')}
            </label>
            <select
              id={classSelect}
              className={INPUT}
              value={classId ?? ''}
              onChange={(event) =>
                setSearch((params) => {
                  params.set('class', event.target.value);
                  params.delete('student');
                  return params;
                })
              }
            >
              {campaign.classes.map((cls) => (
                <option key={cls.id} value={cls.id}>
                  {cls.name}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className={BUTTON.secondary} onClick={exportCsv} disabled={!sheet}>
            <Download size={16} aria-hidden="true" />
            {t('education.campaign.export')}
          </button>
          <button
            type="button"
            className={BUTTON.secondary}
            disabled={closing.isLoading}
            onClick={async () => {
              try {
                await close({ id: campaign.id, year, closed: !campaign.closed }).unwrap();
                void notify(
                  'success',
                  t(campaign.closed ? 'education.campaign.reopened' : 'education.campaign.closedDone', {
                    name: campaign.name,
                  }),
                );
              } catch (failure) {
                void notify('error', apiRefusalText(failure, t, t('education.saveError')));
              }
            }}
          >
            {campaign.closed ? (
              <LockOpen size={16} aria-hidden="true" />
            ) : (
              <Lock size={16} aria-hidden="true" />
            )}
            {campaign.closed ? t('education.campaign.reopen') : t('education.campaign.close')}
          </button>
        </div>
      </div>
      {isError ? (
        <ErrorState message={t('education.loadError')} onRetry={() => void refetch()} />
      ) : !sheet ? (
        <Spinner />
      ) : (
        <Tabs
          label={t('education.campaign.views')}
          tabs={[
            {
              id: 'grid',
              label: t('education.campaign.sheet'),
              render: () => (
                <div className="space-y-2">
                  <SaveStatus state={queue.state} onRetry={() => void queue.retry()} />
                  <p className="text-sm text-neutral-600 dark:text-neutral-300">
                    {campaign.closed ? t('education.grid.closedHint') : t('education.grid.hint')}
                  </p>
                  <Legend sheet={sheet} />
                  <ResultGrid
                    sheet={sheet}
                    values={values}
                    pending={queue.pending}
                    readOnly={campaign.closed}
                    onSet={queue.set}
                  />
                </div>
              ),
            },
            {
              id: 'summary',
              label: t('education.summary.title'),
              render: () => <Summary sheet={sheet} values={values} />,
            },
            {
              id: 'student',
              label: t('education.profile.title'),
              render: () => <StudentProfile sheet={sheet} values={values} />,
            },
          ]}
        />
      )}
    </Card>
  );
}

function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation();
  const text =
    state.kind === 'saved'
      ? t('education.grid.saved')
      : state.kind === 'saving'
        ? t('education.grid.saving', { count: state.count })
        : state.kind === 'waiting'
          ? t('education.grid.waiting', { count: state.count })
          : state.message;
  const tone =
    state.kind === 'error'
      ? 'danger'
      : state.kind === 'waiting'
        ? 'warning'
        : state.kind === 'saving'
          ? 'info'
          : 'success';
  return (
    <p role="status" className="flex flex-wrap items-center gap-2">
      <Badge tone={tone}>{text}</Badge>
      {state.kind === 'waiting' && (
        <button
          type="button"
          className="text-sm text-primary-700 underline dark:text-primary-300"
          onClick={onRetry}
        >
          {t('education.grid.retry')}
        </button>
      )}
    </p>
  );
}

function Legend({ sheet }: { sheet: Sheet }) {
  const { i18n } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2 text-xs">
      {sheet.scale.map((label, index) => (
        <li key={MASTERY[index]} className={`rounded px-2 py-1 ${MASTERY_TONE[index]}`}>
          {index + 1} · {i18n.language === 'ar' ? label.ar : label.fr}
        </li>
      ))}
    </ul>
  );
}

/** Per skill, how many children reached each step: a stacked bar with the counts in words beside it. */
function Summary({ sheet, values }: { sheet: Sheet; values: ReadonlyMap<string, number> }) {
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

/** One child's results: each domain in words (the rounded mean of its skills), then each skill. */
function StudentProfile({ sheet, values }: { sheet: Sheet; values: ReadonlyMap<string, number> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [search, setSearch] = useSearchParams();
  const id = useId();
  const chosen =
    sheet.students.find((student) => String(student.studentid) === search.get('student')) ??
    sheet.students[0];
  if (!chosen) return <p>{t('education.classPage.noStudents')}</p>;
  const label = (value: number | null) => {
    if (value === null) return t('education.grid.empty');
    const item = sheet.scale[value - 1];
    return item ? (language === 'ar' ? item.ar : item.fr) : String(value);
  };
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-semibold">
          {t('education.classPage.student')}
        </label>
        <select
          id={id}
          className={INPUT}
          value={chosen.studentid}
          onChange={(event) =>
            setSearch((params) => {
              params.set('student', event.target.value);
              return params;
            })
          }
        >
          {sheet.students.map((student) => (
            <option key={student.studentid} value={student.studentid}>
              {studentLabel(student, language)}
            </option>
          ))}
        </select>
      </div>
      <dl className="space-y-3">
        {sheet.domains.map((domain) => {
          const results = domain.skills.map(
            (skill) => values.get(cellKey(chosen.studentid, skill.id)) ?? null,
          );
          const overall = domainMastery(results.filter((value): value is number => value !== null));
          return (
            <div
              key={domain.id}
              className="rounded-control border border-neutral-200 p-3 dark:border-neutral-700"
            >
              <dt className="font-semibold">{localName(domain, language)}</dt>
              <dd className="space-y-1">
                <Badge
                  tone={
                    overall === null
                      ? 'neutral'
                      : overall >= 3
                        ? 'success'
                        : overall === 2
                          ? 'warning'
                          : 'danger'
                  }
                >
                  {label(overall)}
                </Badge>
                <ul className="text-sm">
                  {domain.skills.map((skill, index) => (
                    <li key={skill.id}>
                      {localName(skill, language)} — {label(results[index] ?? null)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
