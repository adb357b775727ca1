import { Save } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON, INPUT } from '../../../components/buttons';

// The small controls the settings tabs share (EducationSettingsPage.tsx): a level picker, a text field, a save button.

export type Levels = Array<{ id: number; code: string; name: string }>;

export function LevelPicker({
  levels,
  value,
  onChange,
}: {
  levels: Levels;
  value: number;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {t('education.level')}
      </label>
      <select
        id={id}
        className={INPUT}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {levels.map((level) => (
          <option key={level.id} value={level.id}>
            {level.code} · {level.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A save button with the server's refusal under it, in the catalogue's words. */
export function SaveBar({
  onSave,
  busy,
  error,
  label,
}: {
  onSave: () => void;
  busy: boolean;
  error: string | null;
  label: string;
}) {
  return (
    <div className="space-y-1">
      <button type="button" className={BUTTON.primary} onClick={onSave} disabled={busy}>
        <Save size={16} aria-hidden="true" />
        {label}
      </button>
      {error && (
        <p role="alert" className="text-sm font-semibold text-danger-700 dark:text-danger-500">
          {error}
        </p>
      )}
    </div>
  );
}

export function Field({
  label,
  value,
  onChange,
  dir,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  dir?: 'rtl';
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold">
        {label}
      </label>
      <input
        id={id}
        className={INPUT}
        value={value}
        dir={dir}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
