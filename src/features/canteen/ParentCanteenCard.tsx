import { skipToken } from '@reduxjs/toolkit/query';
import { ChevronRight, Soup } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { weekStartOf } from '../../domain/canteen';
import { todayIso } from '../../domain/dates';
import { paths } from '../../paths';
import { useAppSelector } from '../../store/hooks';
import { useCanOpen } from '../auth';
import { useChildMenuQuery } from './canteen.api';
import { AllergenBadges, localName } from './parts';
import { formatDay } from './format';
import { childFirstName } from '../../lib/childName';

/**
 * The selected child's canteen on the parent's dashboard: today's meal (or the next school day's this week), the
 * child's allergens marked, a link to the week and the requests.
 */
export function ParentCanteenCard() {
  const { t, i18n } = useTranslation();
  const canOpen = useCanOpen();
  const child = useAppSelector((state) => state.auth.student);
  const year = useAppSelector((state) => state.auth.year?.schoolyearid ?? null);
  const today = todayIso();
  const { currentData } = useChildMenuQuery(
    child && year !== null ? { student: child.studentid, year, week: weekStartOf(today) } : skipToken,
  );
  if (!child || !currentData?.published) return null;
  const day = currentData.days.find((candidate) => candidate.date >= today && candidate.meals.length > 0);
  const name = childFirstName(child, i18n.language);
  return (
    <Card as="section" aria-labelledby="parent-canteen" className="space-y-2">
      <h2
        id="parent-canteen"
        className="flex items-center gap-2 text-lg font-semibold text-neutral-900 dark:text-white"
      >
        <Soup size={20} aria-hidden="true" />
        {t('canteen.parent.cardTitle', { name })}
      </h2>
      {day ? (
        <>
          <p className="text-sm font-semibold capitalize">{formatDay(day.date, i18n.language)}</p>
          <ul className="space-y-1 text-sm">
            {day.meals.map((meal) => (
              <li key={meal.course}>
                {t(`canteen.course.${meal.course}`)} : {localName(meal, i18n.language)}{' '}
                {meal.warning.length > 0 && <AllergenBadges allergens={meal.warning} warn={meal.warning} />}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm">{t('canteen.parent.noMoreMeal')}</p>
      )}
      {canOpen(paths.canteenRequests()) && (
        <Link
          to={paths.canteenRequests()}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary-700 hover:underline md:min-h-0 dark:text-primary-300"
        >
          {t('canteen.parent.seeWeek')}
          <ChevronRight size={16} aria-hidden="true" className="rtl:rotate-180" />
        </Link>
      )}
    </Card>
  );
}
