import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/baseQuery';
import { adoptVersion, type StaleVersion } from '../../api/versions';
import { STALE_VERSION } from '../../domain/versionCodes';
import type { VersionChange } from '../../domain/versions';
import { BUTTON } from '../buttons';
import { notify } from '../notify';

/** A changed value the form shows: its field's name, its label and the value as the form would show it. */
interface ChangedField {
  name: string;
  label: string;
  shown: string;
  after: unknown;
}

/**
 * The form's fields a record's value may be in, most precise first: `enrolment.levelId` may be the field
 * `enrolment.levelId` or `levelId`, `medical.allergies` the field `allergies`, `family.id` the field `familyId`.
 */
function namesFor(path: string): string[] {
  const parts = path.split('.');
  const names = parts.map((_part, index) => parts.slice(index).join('.'));
  if (parts.length >= 2) {
    const last = parts.at(-1)!;
    names.push(`${parts.at(-2)!}${last.charAt(0).toUpperCase()}${last.slice(1)}`);
  }
  return names;
}

/** A label's words, without what is hidden from assistive technology (the required star). */
function wordsOf(element: Element | null | undefined): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent?.trim() ?? '';
}

function fieldOf(form: HTMLFormElement, name: string): HTMLInputElement | HTMLSelectElement | null {
  const named = form.elements.namedItem(name);
  if (!named) return null;
  if (named instanceof RadioNodeList) return (named[0] as HTMLInputElement | undefined) ?? null;
  return named instanceof HTMLInputElement ||
    named instanceof HTMLSelectElement ||
    named instanceof HTMLTextAreaElement
    ? (named as HTMLInputElement)
    : null;
}

/** A value as the user reads it in that field: a choice by its words, a list as written, empty as "(empty)". */
function shownValue(
  form: HTMLFormElement,
  field: HTMLInputElement | HTMLSelectElement,
  value: unknown,
  t: (key: string) => string,
): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)) {
    return t('form.stale.empty');
  }
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  if (field instanceof HTMLSelectElement) {
    return [...field.options].find((option) => option.value === text)?.text ?? text;
  }
  if (field.type === 'checkbox') return value ? t('form.stale.yes') : t('form.stale.no');
  if (field.type === 'radio') {
    const radio = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (candidate) => candidate.name === field.name && candidate.value === text,
    );
    return wordsOf(radio?.labels?.[0]) || text;
  }
  return text;
}

function labelOf(field: HTMLInputElement | HTMLSelectElement): string {
  if (field instanceof HTMLInputElement && field.type === 'radio') {
    return wordsOf(field.closest('fieldset')?.querySelector('legend')) || field.name;
  }
  return wordsOf(field.labels?.[0]) || field.getAttribute('aria-label') || field.name;
}

/** The changes the form shows (one per field), and whether other values of the record changed too. */
function changedFields(
  form: HTMLFormElement,
  changes: VersionChange[],
  t: (key: string) => string,
): { fields: ChangedField[]; others: boolean } {
  const fields: ChangedField[] = [];
  let others = false;
  for (const change of changes) {
    const name = namesFor(change.path).find((candidate) => fieldOf(form, candidate));
    const field = name ? fieldOf(form, name) : null;
    if (!name || !field) {
      others = true;
    } else if (!fields.some((known) => known.name === name)) {
      fields.push({
        name,
        label: labelOf(field),
        shown: shownValue(form, field, change.after, t),
        after: change.after,
      });
    }
  }
  return { fields, others };
}

/** A value of the record put in a field, in the type the field holds (a list as written, a number as a text…). */
function asFieldValue(current: unknown, value: unknown): unknown {
  if (typeof current === 'boolean') return Boolean(value);
  if (typeof current === 'number') return Number(value);
  if (Array.isArray(current)) return value;
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * The notice of a save refused because someone else changed the record meanwhile (docs/api.md "Versions"): says
 * so, that nothing was saved and the typing is kept, lists the fields that changed with their new values, and lets
 * the user save their version anyway (sent again with the record's version now) or take the other person's values
 * into the form (their other typing kept), then save.
 */
function StaleVersionNotice<Values extends FieldValues, Output>({
  stale,
  form,
  onDone,
}: {
  stale: StaleVersion;
  form: UseFormReturn<Values, unknown, Output>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ fields: ChangedField[]; others: boolean } | null>(null);
  // The fields' labels and choices are read from the form on screen, once the notice is in it.
  useLayoutEffect(() => {
    const element = ref.current?.closest('form');
    setShown(element ? changedFields(element, stale.changes, t) : { fields: [], others: false });
  }, [stale, t]);

  const takeTheirs = () => {
    adoptVersion(stale);
    shown?.fields.forEach(({ name, after }) => {
      const field = name as Path<Values>;
      form.setValue(field, asFieldValue(form.getValues(field), after) as never, { shouldDirty: true });
    });
    onDone();
    void notify('info', t('form.stale.taken'));
    const first = shown?.fields[0];
    if (first) form.setFocus(first.name as Path<Values>);
  };

  return (
    <div
      ref={ref}
      role="alert"
      className="space-y-2 rounded-card border border-warning-500 bg-warning-50 px-4 py-3 text-sm text-neutral-900 dark:bg-warning-700/20 dark:text-neutral-100"
    >
      <p className="font-semibold">{t('form.stale.title')}</p>
      <p>{t('form.stale.kept')}</p>
      {shown && shown.fields.length > 0 && (
        <>
          <p>{t('form.stale.changed')}</p>
          <ul className="list-disc ps-5">
            {shown.fields.map((field) => (
              <li key={field.name}>
                {field.label}
                {t('form.stale.separator')}
                <bdi className="font-semibold">{field.shown}</bdi>
              </li>
            ))}
          </ul>
        </>
      )}
      {shown?.others && <p>{t('form.stale.otherChanges')}</p>}
      <p className="text-neutral-700 dark:text-neutral-300">{t('form.stale.choice')}</p>
      <div className="flex flex-wrap gap-2">
        {/* A submit button: the version is taken, then the form sends what the user typed with it. */}
        <button type="submit" className={BUTTON.primary} onClick={() => adoptVersion(stale)}>
          {t('form.stale.overwrite')}
        </button>
        {shown && shown.fields.length > 0 && (
          <button type="button" className={BUTTON.secondary} onClick={takeTheirs}>
            {t('form.stale.takeTheirs')}
          </button>
        )}
      </div>
    </div>
  );
}

/** The stale version of a failed save, when that is why it failed (412 `STALE_VERSION`). */
function staleOf(error: unknown): StaleVersion | null {
  const failure = error as Partial<ApiError> | null;
  return failure?.code === STALE_VERSION && failure.stale ? failure.stale : null;
}

/**
 * A form's handling of a save refused as stale (docs/api.md "Versions"), for `Form`: `caught(error)` takes such a
 * failure (true: the notice shows it, no toast needed), `clear()` once a save succeeds, `notice` to show.
 * @example const staleVersion = useStaleVersion(form); … if (staleVersion.caught(error)) return; … {staleVersion.notice}
 */
export function useStaleVersion<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
): { caught: (error: unknown) => boolean; clear: () => void; notice: ReactNode } {
  const [stale, setStale] = useState<StaleVersion | null>(null);
  const caught = (error: unknown) => {
    const found = staleOf(error);
    if (found) setStale(found);
    return found !== null;
  };
  const clear = () => setStale(null);
  const notice = stale ? <StaleVersionNotice stale={stale} form={form} onDone={clear} /> : null;
  return { caught, clear, notice };
}
