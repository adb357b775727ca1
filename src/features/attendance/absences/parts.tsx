import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { formatCount } from '../../../components/DataTable/format';
import type { AbsenceKind, Justification, Session } from '../attendance.schemas';
import { JUSTIFICATION_TONE } from './justificationTone';

/** A student's names as the lists write them: last name first, in each script. */
export function latinName(student: { firstname: string; lastname: string }): string {
  return `${student.lastname} ${student.firstname}`.trim();
}

export function arabicName(student: { firstname_ar: string; lastname_ar: string }): string {
  return `${student.lastname_ar} ${student.firstname_ar}`.trim();
}

/** "Absence", or "Retard (15 min)" for a lateness with its minutes. */
export function kindText(
  t: TFunction,
  mark: { kind: AbsenceKind; lateMinutes: number | null },
  language: string,
): string {
  if (mark.kind === 'late' && mark.lateMinutes !== null) {
    return t('absences.lateFor', { minutes: formatCount(mark.lateMinutes, language) });
  }
  return t(`absences.kind.${mark.kind}`);
}

export function sessionText(t: TFunction, session: Session): string {
  return t(`absences.session.${session}`);
}

/** The justification state in words, in its tone. */
export function JustificationBadge({ state }: { state: Justification }) {
  const { t } = useTranslation();
  return <Badge tone={JUSTIFICATION_TONE[state]}>{t(`absences.state.${state}`)}</Badge>;
}
