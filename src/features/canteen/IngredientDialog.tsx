import { useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { ALLERGENS, ORIGINS, UNITS } from '../../domain/canteen';
import type { Scope } from '../../session/useScope';
import { useCreateIngredientMutation, useUpdateIngredientMutation } from './canteen.api';
import type { Ingredient } from './canteen.schemas';

const name = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(80, 'validation.tooLong'));
const ingredientForm = z.object({
  name_fr: name,
  name_ar: name,
  unit: z.enum(UNITS),
  minStock: z.number('validation.required').check(z.gte(0, 'apiErrors.INVALID_QUANTITY')),
  origin: z.enum(ORIGINS),
  allergens: z.array(z.enum(ALLERGENS)),
});
type IngredientValues = z.input<typeof ingredientForm>;

/** The 14 regulated allergens as boxes to tick (what the ingredient contains). */
export function AllergenField({ label }: { label: string }) {
  const { t } = useTranslation();
  const { register } = useFormContext<IngredientValues>();
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {ALLERGENS.map((allergen) => (
          <label key={allergen} className="inline-flex min-h-11 items-center gap-2 text-sm md:min-h-control">
            <input
              type="checkbox"
              value={allergen}
              className="size-4 accent-primary-600"
              {...register('allergens')}
            />
            {t(`canteen.allergen.${allergen}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** New ingredient, or an ingredient's names, minimum, origin and allergens (its unit is set once, its stock moves). */
export function IngredientDialog({
  scope,
  ingredient,
  onClose,
}: {
  scope: Scope;
  ingredient: Ingredient | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [create] = useCreateIngredientMutation();
  const [update] = useUpdateIngredientMutation();
  const form = useForm<IngredientValues>({
    resolver: zodResolver(ingredientForm),
    defaultValues: ingredient
      ? {
          name_fr: ingredient.name_fr,
          name_ar: ingredient.name_ar,
          unit: ingredient.unit,
          minStock: ingredient.minStock,
          origin: ingredient.origin,
          allergens: ingredient.allergens,
        }
      : { name_fr: '', name_ar: '', unit: 'kg', minStock: 0, origin: 'plant', allergens: [] },
  });
  const title = ingredient
    ? t('canteen.ingredients.editTitle', { name: ingredient.name_fr })
    : t('canteen.ingredients.new');
  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          const input = { ...values, allergens: values.allergens ?? [] };
          if (ingredient) {
            const { unit: _unit, ...changes } = input;
            await update({ id: ingredient.id, year: scope.year, input: changes }).unwrap();
          } else await create({ scope, input, idempotencyKey }).unwrap();
          void notify('success', t('canteen.ingredients.saved', { name: values.name_fr }));
          onClose();
        }}
      >
        <TextField name="name_fr" label={t('canteen.nameFr')} required />
        <TextField name="name_ar" label={t('canteen.nameAr')} required dir="rtl" />
        <SelectField
          name="unit"
          label={t('canteen.ingredients.unit')}
          hint={ingredient ? t('canteen.ingredients.unitLocked') : undefined}
          disabled={Boolean(ingredient)}
          options={UNITS.map((value) => ({ value, label: t(`canteen.unit.${value}`) }))}
          required
        />
        <NumberField
          name="minStock"
          label={t('canteen.ingredients.minStock')}
          min={0}
          step={0.001}
          required
        />
        <SelectField
          name="origin"
          label={t('canteen.ingredients.origin')}
          hint={t('canteen.ingredients.originHint')}
          options={ORIGINS.map((value) => ({ value, label: t(`canteen.origin.${value}`) }))}
          required
        />
        <AllergenField label={t('canteen.allergens.contains')} />
        <FormActions submitLabel={t('canteen.save')} onCancel={onClose} cancelLabel={t('canteen.cancel')} />
      </Form>
    </Modal>
  );
}
