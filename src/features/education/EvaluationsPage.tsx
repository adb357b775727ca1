import { skipToken } from '@reduxjs/toolkit/query';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { useScope } from '../../session/useScope';
import { useLevelsQuery } from '../school-settings';
import { CampaignDialog } from './CampaignDialog';
import { educationApi } from './education.api';
import { CampaignFilters } from './evaluations/CampaignFilters';
import { CampaignList } from './evaluations/CampaignList';
import { CampaignPanel } from './evaluations/CampaignPanel';

/**
 * `diagevaluation`: the diagnostic campaigns of the branch and year (level, classes, date, how complete); a campaign's
 * result sheet as a keyboard-first grid saved cell by cell (kept and sent again when the network returns), the class
 * summary per skill, a student's profile by domain, CSV; new campaigns, closed and reopened.
 */
export default function EvaluationsPage() {
  const { t } = useTranslation();
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
  const title = t('routes.diagevaluation');
  if (!scope) return null;
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {title}
      </h1>
      <CampaignFilters
        levels={levels}
        level={level}
        status={status}
        set={set}
        onNew={() => setCreating(true)}
      />
      {isError ? (
        <ErrorState message={t('education.loadError')} onRetry={() => void refetch()} />
      ) : !campaigns ? (
        <Spinner />
      ) : campaigns.items.length === 0 ? (
        <EmptyState message={t('education.campaign.empty')} icon={ClipboardCheck} />
      ) : (
        <div className="grid gap-4 xl:grid-cols-4">
          <CampaignList campaigns={campaigns} selected={selected} set={set} />
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
