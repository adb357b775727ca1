import { Pencil, Printer, UserMinus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/errorText';
import { useSubmission } from '../../api/useSubmission';
import { Badge } from '../../components/Badge';
import { BUTTON, INPUT } from '../../components/buttons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { Ltr } from '../../components/Ltr';
import { Modal } from '../../components/Modal';
import { PrintSheet } from '../../components/PrintSheet';
import { notify } from '../../components/notify';
import { Spinner } from '../../components/Spinner';
import { DIRECTIONS, type Direction } from '../../domain/transport';
import { StopsEditor } from './StopsEditor';
import { useAssignMutation, useCandidatesQuery, useLineQuery, useUnassignMutation } from './transport.api';
import type { LineDetail as Line } from './transport.schemas';
import { ScriptName } from '../../components/ScriptName';

const DIRECTION_TONE = { both: 'primary', morning: 'info', evening: 'warning' } as const;

/** One line: its car, driver and seats, its stops (reordered by keyboard), the students of each stop, the roster. */
export function LineDetail({
  id,
  onClose,
  onEdit,
}: {
  id: number;
  onClose: () => void;
  /** "Modifier la ligne": opens the line's form with what is shown. */
  onEdit?: (line: Line) => void;
}) {
  const { t } = useTranslation();
  const { currentData: line, isError, refetch } = useLineQuery(id);
  return (
    <Modal open title={line?.name ?? t('transport.lines.loading')} onClose={onClose} size="lg">
      {isError ? (
        <ErrorState message={t('transport.loadError')} onRetry={() => void refetch()} />
      ) : !line ? (
        <Spinner />
      ) : (
        <>
          {onEdit && (
            <div className="mb-4 flex justify-end">
              <button type="button" className={BUTTON.secondary} onClick={() => onEdit(line)}>
                <Pencil size={16} aria-hidden="true" />
                {t('transport.lineForm.edit')}
              </button>
            </div>
          )}
          <LineBody line={line} />
        </>
      )}
    </Modal>
  );
}

function LineBody({ line }: { line: Line }) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<Line['assignments'][number] | null>(null);
  const [unassign] = useUnassignMutation();
  const full = line.seatsUsed >= line.seats;
  return (
    <div className="space-y-6">
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-neutral-600 dark:text-neutral-300">{t('transport.lines.car')}</dt>
          <dd>
            {line.car ? <Ltr>{line.car.plate}</Ltr> : '—'} {line.car?.model}
          </dd>
        </div>
        <div>
          <dt className="text-neutral-600 dark:text-neutral-300">{t('transport.lines.driver')}</dt>
          <dd>
            {line.driver ? (
              <>
                {line.driver.name} · <Ltr>{line.driver.phone}</Ltr>
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-neutral-600 dark:text-neutral-300">{t('transport.lines.seats')}</dt>
          <dd className="flex items-center gap-2">
            {t('transport.lines.seatsUsed', { used: line.seatsUsed, seats: line.seats })}
            {full && <Badge tone="danger">{t('transport.lines.full')}</Badge>}
          </dd>
        </div>
      </dl>
      {(line.car?.block || line.driver?.block) && (
        <p
          role="alert"
          className="rounded-card bg-danger-50 p-3 text-sm text-danger-700 dark:bg-danger-950 dark:text-danger-200"
        >
          {t(`apiErrors.${line.car?.block ?? line.driver?.block}`)}
        </p>
      )}

      <StopsEditor
        key={line.stops.map((stop) => `${stop.id}@${stop.morning}`).join()}
        lineId={line.id}
        stops={line.stops}
      />

      <AssignForm line={line} />

      <section aria-labelledby="roster-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="roster-title" className="font-semibold">
            {t('transport.roster.title')}
          </h3>
          <button type="button" className={BUTTON.secondary} onClick={() => window.print()}>
            <Printer size={16} aria-hidden="true" />
            {t('transport.roster.print')}
          </button>
        </div>
        {line.stops.map((stop) => {
          const riders = line.assignments.filter((a) => a.stopId === stop.id);
          return (
            <div key={stop.id} className="rounded-card border border-neutral-200 p-3 dark:border-neutral-700">
              <h4 className="flex flex-wrap justify-between gap-2 font-medium">
                <span dir="auto">{stop.name}</span>
                <span className="text-sm tabular-nums" dir="ltr">
                  {stop.morning} · {stop.evening}
                </span>
              </h4>
              {riders.length === 0 ? (
                <p className="text-sm text-neutral-600 dark:text-neutral-300">{t('transport.roster.none')}</p>
              ) : (
                <ul className="mt-1 divide-y divide-neutral-100 dark:divide-neutral-800">
                  {riders.map((rider) => (
                    <li key={rider.id} className="flex flex-wrap items-center gap-2 py-1.5 text-sm">
                      <span className="min-w-0 flex-1">
                        {rider.name}{' '}
                        <span lang="ar" dir="rtl" className="text-neutral-600 dark:text-neutral-300">
                          {rider.name_ar}
                        </span>
                        {rider.className && (
                          <span className="ms-2 text-neutral-600 dark:text-neutral-300">
                            {rider.className}
                          </span>
                        )}
                      </span>
                      <Badge tone={DIRECTION_TONE[rider.direction]}>
                        {t(`transport.direction.${rider.direction}`)}
                      </Badge>
                      <button
                        type="button"
                        className={`${BUTTON.secondary} min-h-11 px-2 md:min-h-0`}
                        aria-label={t('transport.roster.remove', { name: rider.name })}
                        onClick={() => setRemoving(rider)}
                      >
                        <UserMinus size={16} aria-hidden="true" />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </section>
      <RosterPrint line={line} />
      <ConfirmDialog
        open={removing !== null}
        title={t('transport.roster.removeTitle')}
        message={t('transport.roster.removeMessage', { name: removing?.name ?? '' })}
        confirmLabel={t('transport.roster.removeConfirm')}
        tone="danger"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await unassign(removing.id).unwrap();
          setRemoving(null);
          void notify('success', t('transport.roster.removed', { name: removing.name }));
        }}
      />
    </div>
  );
}

/** Adds a student to a stop with a direction; a full line is refused by the server (LINE_FULL), said in words. */
function AssignForm({ line }: { line: Line }) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const [studentId, setStudentId] = useState('');
  const [stopId, setStopId] = useState(String(line.stops[0]?.id ?? ''));
  const [direction, setDirection] = useState<Direction>('both');
  const [error, setError] = useState<string | null>(null);
  const { currentData: candidates } = useCandidatesQuery({ id: line.id, q });
  const [assign] = useAssignMutation();
  const submission = useSubmission();
  const submit = async () => {
    setError(null);
    if (!studentId) {
      setError(t('transport.assign.chooseStudent'));
      return;
    }
    const values = { studentId: Number(studentId), stopId: Number(stopId), direction };
    try {
      await submission.run(values, (idempotencyKey) =>
        assign({ id: line.id, ...values, idempotencyKey }).unwrap(),
      );
      setStudentId('');
      void notify('success', t('transport.assign.done'));
    } catch (caught) {
      setError(apiErrorText(caught, t, t('form.saveFailed')));
    }
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-card bg-neutral-50 p-3 dark:bg-neutral-900"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('transport.assign.title')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="block text-sm">
          <label htmlFor={`${id}-q`} className="mb-1 block font-medium">
            {t('transport.assign.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={INPUT}
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <div className="block text-sm">
          <label htmlFor={`${id}-student`} className="mb-1 block font-medium">
            {t('transport.assign.student')}
          </label>
          <select
            id={`${id}-student`}
            className={INPUT}
            value={studentId}
            onChange={(event) => setStudentId(event.target.value)}
          >
            <option value="">{t('transport.assign.choose')}</option>
            {candidates?.items.map((item) => (
              <option key={item.studentId} value={item.studentId}>
                {item.name} — {item.name_ar}
              </option>
            ))}
          </select>
        </div>
        <div className="block text-sm">
          <label htmlFor={`${id}-stop`} className="mb-1 block font-medium">
            {t('transport.assign.stop')}
          </label>
          <select
            id={`${id}-stop`}
            className={INPUT}
            value={stopId}
            onChange={(event) => setStopId(event.target.value)}
          >
            {line.stops.map((stop) => (
              <option key={stop.id} value={stop.id}>
                {stop.name} ({stop.morning} · {stop.evening})
              </option>
            ))}
          </select>
        </div>
        <div className="block text-sm">
          <label htmlFor={`${id}-direction`} className="mb-1 block font-medium">
            {t('transport.assign.direction')}
          </label>
          <select
            id={`${id}-direction`}
            className={INPUT}
            value={direction}
            onChange={(event) => setDirection(event.target.value as Direction)}
          >
            {DIRECTIONS.map((value) => (
              <option key={value} value={value}>
                {t(`transport.direction.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-700 dark:text-danger-300">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <button
          type="button"
          className={BUTTON.primary}
          disabled={submission.busy}
          onClick={() => void submit()}
        >
          {t('transport.assign.submit')}
        </button>
      </div>
    </section>
  );
}

/** The driver's roster, printed alone on A4: each stop in order with its times and its students. */
function RosterPrint({ line }: { line: Line }) {
  const { t } = useTranslation();
  return (
    <PrintSheet>
      <h1>{t('transport.roster.printTitle', { line: line.name })}</h1>
      <p>
        {line.driver?.name} · <Ltr>{line.car?.plate}</Ltr> ·{' '}
        {t('transport.lines.seatsUsed', { used: line.seatsUsed, seats: line.seats })}
      </p>
      {line.stops.map((stop, index) => {
        const riders = line.assignments.filter((a) => a.stopId === stop.id);
        return (
          <section key={stop.id}>
            <h2>
              {index + 1}. {stop.name} — {t('transport.roster.morning')} {stop.morning} ·{' '}
              {t('transport.roster.evening')} {stop.evening}
            </h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('transport.roster.student')}</th>
                  <th scope="col">{t('transport.roster.class')}</th>
                  <th scope="col">{t('transport.assign.direction')}</th>
                </tr>
              </thead>
              <tbody>
                {riders.map((rider) => (
                  <tr key={rider.id}>
                    <td>
                      {rider.name} <ScriptName text={rider.name_ar} />
                    </td>
                    <td>{rider.className ?? ''}</td>
                    <td>{t(`transport.direction.${rider.direction}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </PrintSheet>
  );
}
