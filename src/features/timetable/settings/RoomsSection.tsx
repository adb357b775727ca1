import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUTTON, INPUT } from '../../../components/buttons';
import { ICON_BUTTON } from '../../../components/RowActions';
import { errorKeyAt, ROOM_NAME_MAX, type SettingsValues } from './settingsForm';

/** One room: its name, renamed in place, its remove button and its refusal under it. */
function RoomRow({
  index,
  onRemove,
  revalidate,
}: {
  index: number;
  onRemove: () => void;
  revalidate: () => void;
}) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<SettingsValues>();
  const name = useWatch({ control, name: `rooms.${index}.name` }) ?? '';
  const id = useId();
  const message = errorKeyAt(formState.errors, `rooms.${index}`);
  const n = index + 1;
  return (
    <li className="space-y-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {t('timetableSettings.rooms.name', { n })}
        </label>
        <input
          id={id}
          type="text"
          dir="auto"
          maxLength={ROOM_NAME_MAX}
          className={INPUT}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...register(`rooms.${index}.name`, { onChange: revalidate })}
        />
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={
            name.trim()
              ? t('timetableSettings.rooms.remove', { name: name.trim() })
              : t('timetableSettings.rooms.removeNumber', { n })
          }
          onClick={onRemove}
        >
          <Trash2 size={16} aria-hidden="true" className="text-danger-700 dark:text-danger-500" />
        </button>
      </div>
      {message && (
        <p id={`${id}-error`} className="text-sm text-danger-700 dark:text-danger-500">
          {t(message)}
        </p>
      )}
    </li>
  );
}

/** The branch's rooms: a list of names, each renamed in place or removed, and one more added. */
export function RoomsSection() {
  const { t } = useTranslation();
  const { control, formState, trigger } = useFormContext<SettingsValues>();
  const rooms = useFieldArray({ control, name: 'rooms' });
  const headingId = useId();
  const add = useRef<HTMLButtonElement>(null);
  const submitted = formState.isSubmitted;
  // A name repeated depends on the other rows: once a save was tried, every change checks them all again.
  const revalidate = () => {
    if (submitted) void trigger('rooms');
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          {t('timetableSettings.rooms.heading')}
        </h3>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('timetableSettings.rooms.hint')}</p>
      </div>
      {rooms.fields.length === 0 ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('timetableSettings.rooms.none')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {rooms.fields.map((field, index) => (
            <RoomRow
              key={field.id}
              index={index}
              revalidate={revalidate}
              onRemove={() => {
                rooms.remove(index);
                if (submitted) void trigger('rooms');
                add.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
      <button
        ref={add}
        type="button"
        className={BUTTON.secondary}
        onClick={() => {
          // The new name takes the focus (react-hook-form focuses an appended row's first field); left empty, it
          // is said to be required when saved, not before.
          rooms.append({ id: null, name: '' });
        }}
      >
        <Plus size={16} aria-hidden="true" />
        {t('timetableSettings.rooms.add')}
      </button>
    </section>
  );
}
