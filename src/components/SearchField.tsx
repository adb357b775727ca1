import { useId } from 'react';
import { INPUT } from './buttons';

/**
 * A labelled search box over a list filtered on the page (the label above, as the form kit's fields).
 * @example <SearchField label={t('access.accounts.search')} value={search} onChange={setSearch} />
 */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="w-full max-w-sm">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={INPUT}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
