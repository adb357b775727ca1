import { skipToken } from '@reduxjs/toolkit/query';
import { ClipboardCheck, FileWarning, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { paths } from '../../paths';
import { useScope } from '../../session/useScope';
import { FigureLink, useCanOpen } from '../auth';
import { useEducationSummaryQuery } from './education.api';

/**
 * The office's education figures: the running diagnostic campaigns and how complete (each a link to its sheet), the
 * classes with a subject without a teacher (a link to them), the contracts ending within 30 days (a link to them).
 * Shown to whoever may open the evaluations or the teachers.
 */
export function EducationDashboardCard() {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const scope = useScope();
  const allowed = canOpen(paths.evaluations()) || canOpen(paths.teachers());
  // Below the fold: the dashboard renders this card as the user scrolls towards it (components/WhenNear).
  const { currentData: summary } = useEducationSummaryQuery(allowed && scope ? scope : skipToken);
  if (!allowed || !summary) return null;
  return (
    <section aria-labelledby="dashboard-education" className="space-y-3">
      <h2 id="dashboard-education" className="text-lg font-semibold text-neutral-900 dark:text-white">
        {t('education.dashboard.title')}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Card as="section" aria-labelledby="dashboard-education-campaigns" className="space-y-2">
          <h3 id="dashboard-education-campaigns" className="flex items-center gap-2 font-semibold">
            <ClipboardCheck size={18} aria-hidden="true" />
            {t('education.dashboard.campaigns', { count: summary.campaigns.length })}
          </h3>
          <ul className="max-h-48 space-y-1 overflow-y-auto text-sm">
            {summary.campaigns.map((campaign) => (
              <li key={campaign.id} className="flex justify-between gap-2">
                <FigureLink
                  to={paths.evaluations({ campaign: String(campaign.id) })}
                >{`${campaign.levelCode} · ${campaign.name}`}</FigureLink>
                <span className="tabular-nums">
                  {t('education.campaign.completion', { percent: campaign.completion })}
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card as="section" aria-labelledby="dashboard-education-gaps" className="space-y-2">
          <h3 id="dashboard-education-gaps" className="flex items-center gap-2 font-semibold">
            <UsersRound size={18} aria-hidden="true" className="text-warning-700 dark:text-warning-500" />
            {t('education.dashboard.gapsTitle')}
          </h3>
          <p className="text-2xl font-bold tabular-nums">
            <FigureLink to={paths.pedagogy({ gaps: '1' })}>
              {t('education.dashboard.gaps', { count: summary.classesWithGaps })}
            </FigureLink>
          </p>
        </Card>
        <Card as="section" aria-labelledby="dashboard-education-contracts" className="space-y-2">
          <h3 id="dashboard-education-contracts" className="flex items-center gap-2 font-semibold">
            <FileWarning size={18} aria-hidden="true" />
            {t('education.dashboard.contractsTitle')}
          </h3>
          <p className="text-2xl font-bold tabular-nums">
            <FigureLink to={paths.teachers({ flag: 'ending' })}>
              {t('education.teachers.endingCount', { count: summary.contractsEnding })}
            </FigureLink>
          </p>
        </Card>
      </div>
    </section>
  );
}
