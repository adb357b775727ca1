import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON, INPUT } from '../../../components/buttons';
import type { Levels } from '../../school-settings';

/** The campaigns' filters (level, status; kept in the address) and the button that starts a new campaign. */
export function CampaignFilters({
  levels,
  level,
  status,
  set,
  onNew,
}: {
  levels: Levels | undefined;
  level: string;
  status: string;
  set: (values: Record<string, string>) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  const levelId = useId();
  const statusId = useId();
  return (
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
      <button type="button" className={BUTTON.primary} onClick={onNew}>
        <Plus size={16} aria-hidden="true" />
        {t('education.campaign.new')}
      </button>
    </div>
  );
}
