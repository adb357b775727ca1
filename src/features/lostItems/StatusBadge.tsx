import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/Badge';
import type { ItemStatus, RequestStatus } from '../../domain/lostItems';

/** One colour per state, the same everywhere (DESIGN-SYSTEM.md "Status badges"). */
const ITEM_TONE: Record<ItemStatus, BadgeTone> = {
  found: 'info',
  claimed: 'warning',
  returned: 'success',
  disposed: 'neutral',
};
const REQUEST_TONE: Record<RequestStatus, BadgeTone> = {
  pending: 'neutral',
  matched: 'primary',
  closed: 'success',
  rejected: 'danger',
};

export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  const { t } = useTranslation();
  return <Badge tone={ITEM_TONE[status]}>{t(`lostItems.status.${status}`)}</Badge>;
}

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return <Badge tone={REQUEST_TONE[status]}>{t(`lostItems.requestStatus.${status}`)}</Badge>;
}
