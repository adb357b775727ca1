import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { formatDate } from '../../../lib/dates';
import type { Campaign, CampaignPage } from '../education.schemas';

/** The campaigns, newest first: level, name, date, running or closed, how complete; the chosen one marked current. */
export function CampaignList({
  campaigns,
  selected,
  set,
}: {
  campaigns: CampaignPage;
  selected: Campaign | null;
  set: (values: Record<string, string>) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
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
  );
}
