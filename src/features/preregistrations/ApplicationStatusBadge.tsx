import { useTranslation } from 'react-i18next';
import { STATUS_TONE_CLASS } from './statusTone';
import type { ApplicationStatus } from './transitions';

/** The status of an application, in its one colour. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_TONE_CLASS[status]}`}
    >
      {t(`preregistrations.status.${status}`)}
    </span>
  );
}
