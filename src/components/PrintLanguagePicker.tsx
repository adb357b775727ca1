/**
 * The language a printed document is written in (French or Arabic, whatever the interface's): radio buttons under a
 * legend, each language named in its own script. Shared by the documents, certificates, letters and timetables
 * printed from a dialog.
 */
export function PrintLanguagePicker<Language extends string>({
  legend,
  name,
  languages,
  value,
  onChange,
  label,
}: {
  legend: string;
  /** The radio group's name, unique on the page. */
  name: string;
  languages: readonly Language[];
  value: Language;
  onChange: (language: Language) => void;
  label: (language: Language) => string;
}) {
  return (
    <fieldset className="mb-4 flex flex-wrap items-center gap-4">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {languages.map((language) => (
        <label key={language} className="inline-flex min-h-11 items-center gap-2 md:min-h-control">
          <input
            type="radio"
            name={name}
            value={language}
            checked={value === language}
            onChange={() => onChange(language)}
            className="size-4 accent-primary-600"
          />
          <span lang={language}>{label(language)}</span>
        </label>
      ))}
    </fieldset>
  );
}
