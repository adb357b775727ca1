import { skipToken } from '@reduxjs/toolkit/query';
import { Bus, Info, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { Ltr } from '../../components/Ltr';
import { daysBetween, todayIso } from '../../domain/dates';
import { useAppSelector } from '../../store/hooks';
import { formatDate } from './format';
import { useStudentRideQuery } from './transport.api';

/** A change of stop or times is shown to the family for two weeks. */
const NOTICE_DAYS = 14;

/**
 * The selected child's school transport, for a parent on a phone: line, stop, the morning and evening times of the
 * child's direction, the driver (tap to call) and the car; a notice when the stop or its times changed lately.
 */
export function ParentTransportCard() {
  const { t, i18n } = useTranslation();
  const student = useAppSelector((state) => state.auth.student);
  const year = useAppSelector((state) => state.auth.year?.schoolyearid ?? null);
  const { currentData } = useStudentRideQuery(
    student && year !== null ? { student: student.studentid, year } : skipToken,
  );
  if (!student || !currentData) return null;
  const ride = currentData.ride;
  const name = student.firstname_fr;
  const recent =
    ride?.lastChange && daysBetween(ride.lastChange.at.slice(0, 10), todayIso()) <= NOTICE_DAYS
      ? ride.lastChange
      : null;
  return (
    <Card as="section" aria-labelledby="parent-transport" className="space-y-3">
      <h2
        id="parent-transport"
        className="flex items-center gap-2 text-lg font-semibold text-neutral-900 dark:text-white"
      >
        <Bus size={20} aria-hidden="true" />
        {t('transport.parent.title', { name })}
      </h2>
      {!ride ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-300">
          {t('transport.parent.none', { name })}
        </p>
      ) : (
        <>
          {recent && (
            <p
              role="status"
              className="flex gap-2 rounded-card bg-warning-50 p-3 text-sm text-warning-800 dark:bg-neutral-900 dark:text-warning-500"
            >
              <Info size={18} aria-hidden="true" className="shrink-0" />
              {t('transport.parent.changed', {
                date: formatDate(recent.at, i18n.language),
                stop: recent.stopName,
                morning: recent.morning,
                evening: recent.evening,
              })}
            </p>
          )}
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="col-span-2">
              <dt className="text-neutral-600 dark:text-neutral-300">{t('transport.parent.line')}</dt>
              <dd className="font-semibold">{ride.line}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-neutral-600 dark:text-neutral-300">{t('transport.parent.stop')}</dt>
              <dd className="font-semibold" dir="auto">
                {ride.stop.name} <span className="font-normal">— {ride.stop.place}</span>
              </dd>
            </div>
            {ride.direction !== 'evening' && (
              <div>
                <dt className="text-neutral-600 dark:text-neutral-300">{t('transport.parent.morning')}</dt>
                <dd className="text-2xl font-bold tabular-nums">
                  <Ltr>{ride.stop.morning}</Ltr>
                </dd>
              </div>
            )}
            {ride.direction !== 'morning' && (
              <div>
                <dt className="text-neutral-600 dark:text-neutral-300">{t('transport.parent.evening')}</dt>
                <dd className="text-2xl font-bold tabular-nums">
                  <Ltr>{ride.stop.evening}</Ltr>
                </dd>
              </div>
            )}
            {ride.car && (
              <div className="col-span-2">
                <dt className="text-neutral-600 dark:text-neutral-300">{t('transport.parent.car')}</dt>
                <dd>
                  {ride.car.model} · <Ltr>{ride.car.plate}</Ltr>
                </dd>
              </div>
            )}
          </dl>
          {ride.driver && (
            <div className="flex flex-wrap items-center justify-between gap-2 border-t border-neutral-200 pt-3 dark:border-neutral-700">
              <p className="text-sm">
                <span className="block text-neutral-600 dark:text-neutral-300">
                  {t('transport.parent.driver')}
                </span>
                <span className="font-semibold">
                  {i18n.language === 'ar' ? ride.driver.name_ar : ride.driver.name}
                </span>
              </p>
              <a
                href={`tel:${ride.driver.phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-control bg-primary-600 px-4 font-semibold text-white hover:bg-primary-700"
              >
                <Phone size={18} aria-hidden="true" />
                {t('transport.parent.call')} <Ltr>{ride.driver.phone}</Ltr>
              </a>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
