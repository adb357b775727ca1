import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { BUTTON } from '../../components/buttons';
import { NumberField } from '../../components/form/NumberField';
import { SelectField, type FieldOption } from '../../components/form/SelectField';
import { ICON_BUTTON } from '../../components/RowActions';

/**
 * The `lines` of a purchase or a meal inside their form: each an ingredient and a quantity (and what `extra` adds, a
 * unit price), one removable while others remain, one more added by a button.
 */
export function IngredientLines({
  legend,
  options,
  labels,
  emptyLine,
  extra,
}: {
  legend: string;
  options: readonly FieldOption[];
  labels: {
    ingredient: (index: number) => string;
    quantity: string;
    remove: (index: number) => string;
    add: string;
    choose: string;
  };
  emptyLine: () => Record<string, unknown>;
  extra?: (index: number) => ReactNode;
}) {
  const { control } = useFormContext();
  const lines = useFieldArray({ control, name: 'lines' });
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">{legend}</legend>
      {lines.fields.map((field, index) => (
        <div
          key={field.id}
          className={`grid gap-2 rounded-card border border-neutral-200 p-2 sm:items-end dark:border-neutral-700 ${extra ? 'sm:grid-cols-[2fr_1fr_1fr_auto]' : 'sm:grid-cols-[2fr_1fr_auto]'}`}
        >
          <SelectField
            name={`lines.${index}.ingredientId`}
            label={labels.ingredient(index + 1)}
            placeholder={labels.choose}
            options={options}
            required
          />
          <NumberField
            name={`lines.${index}.quantity`}
            label={labels.quantity}
            min={0}
            step={0.001}
            required
          />
          {extra?.(index)}
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={labels.remove(index + 1)}
            disabled={lines.fields.length === 1}
            onClick={() => lines.remove(index)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        </div>
      ))}
      <button type="button" className={BUTTON.secondary} onClick={() => lines.append(emptyLine())}>
        <Plus size={16} aria-hidden="true" />
        {labels.add}
      </button>
    </fieldset>
  );
}
