import { AlertTriangle, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { BUTTON } from '../../components/buttons';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { NumberField } from '../../components/form/NumberField';
import { SelectField, type FieldOption } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { lineRuns, runsOverlap, stopTimesOutOfOrder } from '../../domain/transportTimes';
import type { Scope } from '../../session/useScope';
import { transportApi, useCreateLineMutation, useUpdateLineMutation } from './transport.api';
import type { Car, Driver, LineDetail } from './transport.schemas';
import { ltrText } from '../../lib/bidi';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(max, 'validation.tooLong'));
const lineFormSchema = z.object({
  name: text(80),
  carId: z.string().check(z.minLength(1, 'validation.required')),
  driverId: z.string().check(z.minLength(1, 'validation.required')),
  monthlyFee: z.number('validation.required').check(z.gt(0, 'apiErrors.INVALID_AMOUNT')),
  stops: z
    .array(
      z.object({
        id: z.nullable(z.number()),
        name: text(80),
        place: z.string().check(z.trim(), z.maxLength(80, 'validation.tooLong')),
        morning: z.string().check(z.regex(TIME, 'apiErrors.INVALID_TIME')),
        evening: z.string().check(z.regex(TIME, 'apiErrors.INVALID_TIME')),
      }),
    )
    .check(
      // Morning times rise along the stops, evening ones fall: said under the time at fault before saving, as the
      // API would refuse it (docs/api.md "Transport", "Timetable").
      z.superRefine((stops, context) => {
        for (const field of Object.keys(stopTimesOutOfOrder(stops))) {
          const [, index, time] = field.split('.');
          context.issues.push({
            code: 'custom',
            message: 'apiErrors.STOP_TIMES_OUT_OF_ORDER',
            input: stops,
            path: [Number(index), time!],
          });
        }
      }),
    ),
});
type LineValues = z.input<typeof lineFormSchema>;
type LineOutput = z.output<typeof lineFormSchema>;

const EMPTY_STOP = { id: null, name: '', place: '', morning: '', evening: '' };

/**
 * The other line that the chosen car or driver already serves at the times typed, or null: the API would refuse it
 * (`VEHICLE_BUSY`, `DRIVER_BUSY`), so the form says it, naming the line, before saving.
 */
function busyLine(
  chosen: Car | Driver | undefined,
  stops: ReadonlyArray<{ morning: string; evening: string }>,
  lineId: number | undefined,
) {
  const runs = lineRuns(stops);
  return chosen?.lines.find((other) => other.id !== lineId && runsOverlap(runs, other)) ?? null;
}
/** Every car and driver of the branch (the API's largest page). */
const ALL = { pageSize: 100, page: 1 };

/**
 * "Nouvelle ligne" / "Modifier la ligne": name, car, driver, monthly fee and the stops in order (name, place,
 * morning and evening times; added, removed unless students wait there). A car or driver whose documents expired is
 * listed but not choosable, with the reason (the API refuses it: docs/api.md "Transport"). The line's current car
 * or driver stays choosable so that its other fields can still be changed.
 */
export function LineDialog({
  scope,
  line,
  onClose,
  onCreated,
}: {
  scope: Scope;
  line?: LineDetail;
  onClose: () => void;
  onCreated?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [create] = useCreateLineMutation();
  const [update] = useUpdateLineMutation();
  const { currentData: cars, refetch: refetchCars } = transportApi.endpoints.cars.useQuery({
    ...scope,
    ...ALL,
    sort: 'plate',
  });
  const { currentData: drivers, refetch: refetchDrivers } = transportApi.endpoints.drivers.useQuery({
    ...scope,
    ...ALL,
    sort: 'name',
  });
  const form = useForm<LineValues, unknown, LineOutput>({
    resolver: zodResolver(lineFormSchema),
    defaultValues: line
      ? {
          name: line.name,
          carId: line.car ? String(line.car.id) : '',
          driverId: line.driver ? String(line.driver.id) : '',
          monthlyFee: line.monthlyFee,
          stops: line.stops.map((stop) => ({ ...stop })),
        }
      : {
          name: '',
          carId: '',
          driverId: '',
          monthlyFee: undefined as unknown as number,
          stops: [{ ...EMPTY_STOP }],
        },
  });
  const stops = useFieldArray({ control: form.control, name: 'stops' });
  const watched = useWatch({ control: form.control, name: 'stops' });
  const [carId, driverId] = useWatch({ control: form.control, name: ['carId', 'driverId'] });
  const busyCar = busyLine(
    cars?.items.find((car) => String(car.id) === carId),
    watched,
    line?.id,
  );
  const busyDriver = busyLine(
    drivers?.items.find((driver) => String(driver.id) === driverId),
    watched,
    line?.id,
  );
  const stopsError = form.formState.errors.stops;
  const ridden = new Set(line?.assignments.map((a) => a.stopId) ?? []);
  const blocked = (id: number, block: string | null, label: string, current: number | undefined) =>
    ({
      value: String(id),
      label: block ? `${label} — ${t(`apiErrors.${block}`)}` : label,
      disabled: block !== null && id !== current,
    }) satisfies FieldOption;
  const carOptions = (cars?.items ?? []).map((car) =>
    blocked(car.id, car.block, `${ltrText(car.plate)} · ${car.model} (${car.seats})`, line?.car?.id),
  );
  const driverOptions = (drivers?.items ?? []).map((driver) =>
    blocked(driver.id, driver.block, `${driver.firstname_fr} ${driver.lastname_fr}`, line?.driver?.id),
  );
  const title = line ? t('transport.lineForm.edit') : t('transport.lineForm.new');
  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting} size="lg">
      <Form
        form={form}
        guard={false}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          const input = {
            name: values.name,
            carId: Number(values.carId),
            driverId: Number(values.driverId),
            monthlyFee: values.monthlyFee,
            stops: values.stops,
          };
          // Refused because the car or the driver serves another line meanwhile: the lists are read again, so the
          // warning under the choice names that line (the refusal's own sentence is under the field).
          const refresh = (error: unknown) => {
            const code = (error as { code?: unknown } | null)?.code;
            if (code === 'VEHICLE_BUSY') void refetchCars();
            if (code === 'DRIVER_BUSY') void refetchDrivers();
            throw error;
          };
          if (line) {
            await update({ id: line.id, input }).unwrap().catch(refresh);
            void notify('success', t('transport.lineForm.saved', { name: values.name }));
            onClose();
          } else {
            const created = await create({ scope, input, idempotencyKey }).unwrap().catch(refresh);
            void notify('success', t('transport.lineForm.created', { name: created.name }));
            onCreated?.(created.id);
          }
        }}
      >
        <TextField name="name" label={t('transport.lines.name')} required />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="carId" label={t('transport.lines.car')} options={carOptions} required />
          <SelectField name="driverId" label={t('transport.lines.driver')} options={driverOptions} required />
        </div>
        {/* Always there, so that a warning appearing is read out. */}
        <div role="status" className="space-y-1 text-sm text-warning-800 empty:hidden dark:text-warning-500">
          {busyCar && (
            <p className="flex items-start gap-1">
              <AlertTriangle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
              {t('transport.lineForm.carBusy', { line: busyCar.name })}
            </p>
          )}
          {busyDriver && (
            <p className="flex items-start gap-1">
              <AlertTriangle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
              {t('transport.lineForm.driverBusy', { line: busyDriver.name })}
            </p>
          )}
        </div>
        <NumberField name="monthlyFee" label={t('transport.lines.monthlyFee')} min={0} step={0.01} required />
        <fieldset className="space-y-3">
          <legend className="font-semibold">{t('transport.lineForm.stops')}</legend>
          <ol className="space-y-3">
            {stops.fields.map((field, index) => {
              const n = index + 1;
              const id = watched[index]?.id ?? null;
              const hasStudents = id !== null && ridden.has(id);
              const name = watched[index]?.name || t('transport.lineForm.stopNumber', { n });
              return (
                <li
                  key={field.id}
                  className="grid gap-2 rounded-card border border-neutral-200 p-3 sm:grid-cols-5 dark:border-neutral-700"
                >
                  <TextField
                    name={`stops.${index}.name`}
                    label={t('transport.lineForm.stopName', { n })}
                    required
                  />
                  <TextField name={`stops.${index}.place`} label={t('transport.lineForm.stopPlace', { n })} />
                  <TextField
                    name={`stops.${index}.morning`}
                    label={t('transport.lineForm.morning', { n })}
                    hint={t('transport.lineForm.timeHint')}
                    required
                  />
                  <TextField
                    name={`stops.${index}.evening`}
                    label={t('transport.lineForm.evening', { n })}
                    hint={t('transport.lineForm.timeHint')}
                    required
                  />
                  <div className="flex items-end">
                    <button
                      type="button"
                      className={`${BUTTON.secondary} min-h-11 md:min-h-0`}
                      disabled={hasStudents || stops.fields.length === 1}
                      title={hasStudents ? t('apiErrors.STOP_HAS_STUDENTS') : undefined}
                      onClick={() => stops.remove(index)}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                      {t('transport.lineForm.removeStop', { name })}
                    </button>
                  </div>
                  {hasStudents && (
                    <p className="text-sm text-neutral-600 sm:col-span-5 dark:text-neutral-300">
                      {t('apiErrors.STOP_HAS_STUDENTS')}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
          {stopsError?.message && (
            <p role="alert" className="text-sm text-danger-700 dark:text-danger-200">
              {t(stopsError.message)}
            </p>
          )}
          <button
            type="button"
            className={BUTTON.secondary}
            disabled={stops.fields.length >= 30}
            onClick={() => stops.append({ ...EMPTY_STOP })}
          >
            <Plus size={16} aria-hidden="true" />
            {t('transport.lineForm.addStop')}
          </button>
        </fieldset>
        <FormActions
          submitLabel={t('transport.save')}
          onCancel={onClose}
          cancelLabel={t('transport.cancel')}
        />
      </Form>
    </Modal>
  );
}
