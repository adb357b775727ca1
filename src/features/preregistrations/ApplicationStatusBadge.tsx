import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { STATUS_TONE } from './statusTone';
import type { ApplicationStatus } from '../../domain/transitions';

/** The status of an application, in its one colour. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONE[status]}>{t(`preregistrations.status.${status}`)}</Badge>;
}
