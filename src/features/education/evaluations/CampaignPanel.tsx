import { skipToken } from '@reduxjs/toolkit/query';
import { Download, Lock, LockOpen } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { apiRefusalText } from '../../../api/errorText';
import { BUTTON, INPUT } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { toCsv } from '../../../components/DataTable/csv';
import { ErrorState } from '../../../components/ErrorState';
import { notify } from '../../../components/notify';
import { Spinner } from '../../../components/Spinner';
import { Tabs } from '../../../components/Tabs';
import { formatDate } from '../../../lib/dates';
import { saveFile } from '../../../lib/saveFile';
import { useCloseCampaignMutation, useSheetQuery } from '../education.api';
import type { Campaign, Sheet } from '../education.schemas';
import { localName } from '../parts';
import { ResultGrid, studentLabel } from '../ResultGrid';
import { cellKey, useResultQueue } from '../resultQueue';
import { Legend } from './Legend';
import { SaveStatus } from './SaveStatus';
import { StudentProfile } from './StudentProfile';
import { Summary } from './Summary';

/**
 * The chosen campaign: its class, CSV export, closing and reopening; then its views of the class's results (the
 * grid saved cell by cell, the summary per skill, one child's profile).
 */
export function CampaignPanel({ campaign, year }: { campaign: Campaign; year: number }) {
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
