import { skipToken } from '@reduxjs/toolkit/query';
import { AlertTriangle, CalendarPlus, Soup, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { BUTTON } from '../../components/buttons';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { notify } from '../../components/notify';
import { Spinner } from '../../components/Spinner';
import { addDays, weekStartOf } from '../../domain/canteen';
import { todayIso } from '../../domain/dates';
import { useAppSelector } from '../../store/hooks';
import { useCancelCanteenRequestMutation, useChildMenuQuery, useChildRequestsQuery } from './canteen.api';
import type { CanteenRequest, ChildMenu } from './canteen.schemas';
import { AllergenBadges, localName } from './parts';
import { formatDay } from './format';
import { RequestCanteenDialog } from './RequestCanteenDialog';
import { requestPeriod } from './requestText';
import { STATUS_TONE } from './StaffCanteenRequests';
import { childFirstName } from '../../lib/childName';

/** The selected child's week of meals: each day, booked or not, each dish with its allergens, the child's marked. */
export function ChildWeek({ menu, name }: { menu: ChildMenu; name: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (!menu.published) return <p className="text-sm">{t('canteen.parent.notPublished')}</p>;
  return (
    <ul className="space-y-3">
      {menu.days.map((day) => (
        <li key={day.date}>
          <Card as="article" padding="sm" aria-labelledby={`menu-${day.date}`} className="space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`menu-${day.date}`} className="font-semibold capitalize">
                {formatDay(day.date, language)}
              </h3>
              <Badge tone={day.booked ? 'success' : 'neutral'}>
                {day.closed
                  ? `${t('canteen.programs.closed')} — ${t(`canteen.closedReason.${day.closed}`, { defaultValue: '' })}`
                  : day.booked
                    ? t('canteen.parent.booked', { name })
                    : t('canteen.parent.notBooked')}
              </Badge>
            </div>
            {day.meals.length === 0 ? (
              <p className="text-sm">{t('canteen.parent.noMeal')}</p>
            ) : (
              <ul className="space-y-2">
                {day.meals.map((meal) => (
                  <li key={meal.course} className="space-y-1">
                    <p>
                      <span className="text-xs font-semibold text-neutral-600 uppercase dark:text-neutral-300">
                        {t(`canteen.course.${meal.course}`)}
                      </span>{' '}
                      <span className="font-medium">{localName(meal, language)}</span>
                    </p>
                    <AllergenBadges allergens={meal.allergens} warn={meal.warning} />
                    {meal.warning.length > 0 && (
                      <p
                        role="note"
                        className="flex gap-2 rounded-card bg-danger-50 p-2 text-sm text-danger-800 dark:bg-neutral-900 dark:text-danger-500"
                      >
                        <AlertTriangle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
                        {t('canteen.parent.warning', {
                          name,
                          allergens: meal.warning
                            .map((allergen) => t(`canteen.allergen.${allergen}`))
                            .join(', '),
                        })}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * A parent's canteen, for the selected child on a phone: this week's and next week's published menu with the
 * child's allergies marked, the child's requests and their state, a subscription or a meal to ask for or cancel
 * before the cut-off.
 */
export function ParentCanteen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const child = useAppSelector((state) => state.auth.student);
  const year = useAppSelector((state) => state.auth.year);
  const [which, setWhich] = useState<'this' | 'next'>('this');
  const [asking, setAsking] = useState<'subscription' | 'meal' | null>(null);
  const [cancelling, setCancelling] = useState<CanteenRequest | null>(null);
  const [cancel] = useCancelCanteenRequestMutation();
  const thisWeek = weekStartOf(todayIso());
  const week = which === 'this' ? thisWeek : addDays(thisWeek, 7);
  const ids = child && year ? { student: child.studentid, year: year.schoolyearid } : null;
  const menu = useChildMenuQuery(ids ? { ...ids, week } : skipToken);
  const requests = useChildRequestsQuery(ids ?? skipToken);
  if (!child || !year) return null;
  const name = childFirstName(child, language);
  const allergies = menu.currentData?.allergies;
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('canteen.parent.title', { name })}
      </h1>
      {allergies && (allergies.allergens.length > 0 || allergies.other.length > 0) && (
        <Card as="section" padding="sm" aria-labelledby="child-allergies" className="space-y-1 text-sm">
          <h2 id="child-allergies" className="font-semibold">
            {t('canteen.parent.allergiesTitle', { name })}
          </h2>
          {allergies.allergens.length > 0 && (
            <AllergenBadges allergens={allergies.allergens} warn={allergies.allergens} />
          )}
          {allergies.other.length > 0 && (
            <p>{t('canteen.parent.otherAllergies', { list: allergies.other.join(', ') })}</p>
          )}
        </Card>
      )}
      <section aria-labelledby="child-menu" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="child-menu" className="flex items-center gap-2 text-lg font-semibold">
            <Soup size={20} aria-hidden="true" />
            {t('canteen.parent.menuTitle')}
          </h2>
          <div role="group" aria-label={t('canteen.parent.whichWeek')} className="flex gap-1">
            {(['this', 'next'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={which === value}
                className={which === value ? BUTTON.primary : BUTTON.secondary}
                onClick={() => setWhich(value)}
              >
                {t(`canteen.parent.${value}Week`)}
              </button>
            ))}
          </div>
        </div>
        {menu.isError ? (
          <ErrorState message={t('canteen.loadError')} onRetry={() => void menu.refetch()} />
        ) : !menu.currentData ? (
          <Spinner />
        ) : (
          <ChildWeek menu={menu.currentData} name={name} />
        )}
      </section>
      <section aria-labelledby="child-requests" className="space-y-3">
        <h2 id="child-requests" className="flex items-center gap-2 text-lg font-semibold">
          <UtensilsCrossed size={20} aria-hidden="true" />
          {t('canteen.parent.requestsTitle', { name })}
        </h2>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <button
            type="button"
            className={BUTTON.primary}
            disabled={!requests.currentData}
            onClick={() => setAsking('subscription')}
          >
            <CalendarPlus size={16} aria-hidden="true" />
            {t('canteen.parent.subscribe')}
          </button>
          <button
            type="button"
            className={BUTTON.secondary}
            disabled={!requests.currentData}
            onClick={() => setAsking('meal')}
          >
            {t('canteen.parent.bookMeal')}
          </button>
        </div>
        {requests.currentData && (
          <p className="text-sm text-neutral-600 dark:text-neutral-300">
            {t('canteen.cutoff.rule', {
              count: requests.currentData.cutoff.daysBefore,
              hour: requests.currentData.cutoff.hour,
            })}
          </p>
        )}
        {requests.isError ? (
          <ErrorState message={t('canteen.loadError')} onRetry={() => void requests.refetch()} />
        ) : !requests.currentData ? (
          <Spinner />
        ) : requests.currentData.items.length === 0 ? (
          <p className="text-sm">{t('canteen.parent.noRequest', { name })}</p>
        ) : (
          <ul className="space-y-2">
            {requests.currentData.items.map((request) => (
              <li key={request.id}>
                <Card as="article" padding="sm" className="flex flex-wrap items-center justify-between gap-2">
                  <div className="space-y-1">
                    <p className="font-medium">{t(`canteen.requestKind.${request.kind}`)}</p>
                    <p className="text-sm">{requestPeriod(request, language, t)}</p>
                    <Badge tone={STATUS_TONE[request.status]}>
                      {t(`canteen.requestStatus.${request.status}`)}
                    </Badge>
                    {request.reason && <p className="text-sm">{request.reason}</p>}
                  </div>
                  {request.cancellable && (
                    <button
                      aria-label={`${t('canteen.requests.cancel')} ${requestPeriod(request, language, t)}`}
                      type="button"
                      className={BUTTON.secondary}
                      onClick={() => setCancelling(request)}
                    >
                      {t('canteen.requests.cancel')}
                    </button>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      {asking && requests.currentData && (
        <RequestCanteenDialog
          student={child.studentid}
          year={year.schoolyearid}
          childName={name}
          firstDay={requests.currentData.firstBookableDay}
          yearEnd={requests.currentData.yearEnd}
          cutoff={requests.currentData.cutoff}
          kind={asking}
          onClose={() => setAsking(null)}
        />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('canteen.requests.cancelTitle')}
        message={
          cancelling
            ? t('canteen.parent.cancelMessage', {
                name,
                kind: t(`canteen.requestKind.${cancelling.kind}`),
                period: requestPeriod(cancelling, language, t),
              })
            : ''
        }
        confirmLabel={t('canteen.requests.cancelConfirm')}
        tone="danger"
        onCancel={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          await cancel({ id: cancelling.id }).unwrap();
          void notify('success', t('canteen.parent.cancelled'));
          setCancelling(null);
        }}
      />
    </section>
  );
}
