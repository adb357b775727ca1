import { ArrowRight, ChevronDown, GraduationCap } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRefusalText } from '../../api/errorText';
import { Badge } from '../../components/Badge';
import { BUTTON, INPUT } from '../../components/buttons';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateField } from '../../components/form/DateField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { zodResolver } from '../../components/form/zodResolver';
import { notify } from '../../components/notify';
import { Spinner } from '../../components/Spinner';
import { DECISIONS, type Decision } from '../../domain/promotion';
import type { Scope } from '../../session/useScope';
import { useAppDispatch } from '../../store/hooks';
import { refreshUser } from '../auth';
import {
  useApplyPromotionMutation,
  useCreateNextYearMutation,
  useMarkStudentMutation,
  usePromotionClassQuery,
  usePromotionQuery,
} from './schoolSettings.api';
import {
  nextYearFormSchema,
  type NextYearValues,
  type Promotion,
  type SchoolYearValues,
} from './schoolSettings.schemas';

/** One year later, the same day of the month. */
const yearLater = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;

/**
 * The next school year of the branch: created from here (its classes, teaching assignments and roles carried over),
 * then the promotion, class by class: a preview of who is promoted, repeats or leaves and of next year's seats, each
 * child's mark, and one confirmation that applies it (again: nothing changes).
 */
export function NextYearCard({ scope, current }: { scope: Scope; current: SchoolYearValues }) {
  const { t } = useTranslation();
  const { currentData: promotion } = usePromotionQuery(scope);
  return (
    <Card as="section" aria-labelledby="next-year-title" className="space-y-3">
      <h2 id="next-year-title" className="flex items-center gap-2 text-lg font-semibold">
        <GraduationCap size={20} aria-hidden="true" />
        {promotion?.nextYear
          ? t('schoolSettings.nextYear.promotionTitle', { year: promotion.nextYear.description })
          : t('schoolSettings.nextYear.title')}
      </h2>
      {!promotion ? (
        <Spinner />
      ) : promotion.nextYear ? (
        <PromotionPanel scope={scope} promotion={promotion} />
      ) : (
        <NextYearForm scope={scope} current={current} />
      )}
    </Card>
  );
}

function NextYearForm({ scope, current }: { scope: Scope; current: SchoolYearValues }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [create] = useCreateNextYearMutation();
  const form = useForm<NextYearValues>({
    resolver: zodResolver(nextYearFormSchema),
    defaultValues: { firstDay: yearLater(current.startDate), lastDay: yearLater(current.endDate) },
  });
  return (
    <>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{t('schoolSettings.nextYear.intro')}</p>
      <Form
        form={form}
        aria-label={t('schoolSettings.nextYear.title')}
        onSubmit={async (values) => {
          const created = await create({
            ...scope,
            startDate: values.firstDay,
            endDate: values.lastDay,
          }).unwrap();
          await dispatch(refreshUser());
          notify(
            'success',
            t('schoolSettings.nextYear.created', { year: created.year.description, count: created.classes }),
          );
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField name="firstDay" label={t('schoolSettings.nextYear.startDate')} required />
          <DateField name="lastDay" label={t('schoolSettings.nextYear.endDate')} required />
        </div>
        <FormActions submitLabel={t('schoolSettings.nextYear.create')} />
      </Form>
    </>
  );
}

function PromotionPanel({ scope, promotion }: { scope: Scope; promotion: Promotion }) {
  const { t } = useTranslation();
  const [apply, applying] = useApplyPromotionMutation();
  const [confirm, setConfirm] = useState<{ classIds?: number[]; name: string } | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const over = promotion.targets.filter((target) => target.over);
  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-600 dark:text-neutral-300">
        {t('schoolSettings.nextYear.promotionIntro')}
      </p>
      {over.length > 0 && (
        <p role="alert" className="text-sm font-semibold text-danger-700 dark:text-danger-500">
          {t('schoolSettings.nextYear.over', {
            classes: over.map((target) => `${target.name} (${target.total}/${target.capacity})`).join(', '),
          })}
        </p>
      )}
      <button
        type="button"
        className={BUTTON.primary}
        onClick={() => setConfirm({ name: '' })}
        disabled={applying.isLoading}
      >
        {t('schoolSettings.nextYear.applyAll')}
      </button>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('schoolSettings.nextYear.preview')}</caption>
          <thead>
            <tr className="text-start">
              <th scope="col" className="py-1 text-start">
                {t('schoolSettings.nextYear.class')}
              </th>
              <th scope="col" className="py-1 text-start">
                {t('schoolSettings.nextYear.goesTo')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('schoolSettings.nextYear.promote')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('schoolSettings.nextYear.repeat')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('schoolSettings.nextYear.leave')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('schoolSettings.nextYear.done')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('schoolSettings.nextYear.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {promotion.classes.map((row) => {
              const target = promotion.targets.find((item) => item.classId === row.targetId);
              const total = row.promote + row.repeat + row.leave + row.graduate;
              return (
                <Fragment key={row.classId}>
                  <tr className="border-t border-neutral-200 dark:border-neutral-700">
                    <th scope="row" className="py-1.5 text-start font-medium">
                      {row.name}
                    </th>
                    <td className="py-1.5">
                      {row.last ? (
                        t('schoolSettings.nextYear.graduates')
                      ) : row.target ? (
                        <span className="inline-flex items-center gap-1">
                          <ArrowRight size={14} aria-hidden="true" className="rtl:rotate-180" />
                          {row.target.name}
                          {target && (
                            <Badge tone={target.over ? 'danger' : 'neutral'}>
                              {t('schoolSettings.nextYear.seats', {
                                total: target.total,
                                capacity: target.capacity,
                              })}
                            </Badge>
                          )}
                        </span>
                      ) : (
                        <Badge tone="warning">{t('schoolSettings.nextYear.noTarget')}</Badge>
                      )}
                    </td>
                    <td className="py-1.5 text-end tabular-nums">{row.last ? row.graduate : row.promote}</td>
                    <td className="py-1.5 text-end tabular-nums">{row.repeat}</td>
                    <td className="py-1.5 text-end tabular-nums">{row.leave}</td>
                    <td className="py-1.5 text-end tabular-nums">
                      {row.done}/{total}
                    </td>
                    <td className="py-1.5 text-end">
                      <span className="inline-flex gap-1">
                        <button
                          type="button"
                          className={BUTTON.secondary}
                          aria-expanded={open === row.classId}
                          aria-label={t('schoolSettings.nextYear.studentsOf', { name: row.name })}
                          onClick={() => setOpen(open === row.classId ? null : row.classId)}
                        >
                          <ChevronDown size={16} aria-hidden="true" />
                        </button>
                        <button
                          type="button"
                          className={BUTTON.secondary}
                          disabled={applying.isLoading || row.done === total}
                          onClick={() => setConfirm({ classIds: [row.classId], name: row.name })}
                        >
                          {t('schoolSettings.nextYear.apply', { name: row.name })}
                        </button>
                      </span>
                    </td>
                  </tr>
                  {open === row.classId && (
                    <tr>
                      <td colSpan={7} className="bg-neutral-50 p-2 dark:bg-neutral-900">
                        <ClassStudents scope={scope} classId={row.classId} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={t('schoolSettings.nextYear.confirmTitle')}
        message={
          confirm?.classIds
            ? t('schoolSettings.nextYear.confirmClass', {
                name: confirm.name,
                year: promotion.nextYear?.description ?? '',
              })
            : t('schoolSettings.nextYear.confirmAll', { year: promotion.nextYear?.description ?? '' })
        }
        confirmLabel={t('schoolSettings.nextYear.confirm')}
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          if (!confirm) return;
          const result = await apply({ ...scope, classIds: confirm.classIds }).unwrap();
          notify('success', t('schoolSettings.nextYear.applied', { count: result.created }));
          setConfirm(null);
        }}
      />
    </div>
  );
}

function ClassStudents({ scope, classId }: { scope: Scope; classId: number }) {
  const { t, i18n } = useTranslation();
  const { currentData } = usePromotionClassQuery({ id: classId, year: scope.year });
  const [mark] = useMarkStudentMutation();
  const baseId = useId();
  if (!currentData) return <Spinner />;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {currentData.students.map((student) => {
        const name =
          i18n.language === 'ar'
            ? `${student.lastname_ar} ${student.firstname_ar}`
            : `${student.lastname_fr} ${student.firstname_fr}`;
        const id = `${baseId}-${student.studentid}`;
        return (
          <li key={student.studentid} className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={id}>{name}</label>
            {student.done ? (
              <Badge tone="success">
                {t('schoolSettings.nextYear.enrolledIn', { name: student.to?.name ?? '' })}
              </Badge>
            ) : (
              <select
                id={id}
                className={INPUT}
                value={student.decision}
                onChange={async (event) => {
                  try {
                    await mark({
                      ...scope,
                      studentId: student.studentid,
                      decision: event.target.value as Decision,
                    }).unwrap();
                  } catch (failure) {
                    notify('error', apiRefusalText(failure, t, t('schoolSettings.loadError')));
                  }
                }}
              >
                {DECISIONS.map((decision) => (
                  <option key={decision} value={decision}>
                    {t(`schoolSettings.nextYear.decision.${decision}`)}
                  </option>
                ))}
              </select>
            )}
          </li>
        );
      })}
    </ul>
  );
}
