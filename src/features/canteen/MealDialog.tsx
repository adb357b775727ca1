import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { COURSES, mealAllergens, mealFlags, portionCost } from '../../domain/canteen';
import type { Scope } from '../../session/useScope';
import { IngredientLines } from './IngredientLines';
import { useCreateMealMutation, useUpdateMealMutation } from './canteen.api';
import type { Meal } from './canteen.schemas';
import { AllergenBadges, money } from './parts';
import { useIngredientOptions } from './useIngredientOptions';

const name = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(80, 'validation.tooLong'));
const mealForm = z.object({
  name_fr: name,
  name_ar: name,
  course: z.enum(COURSES),
  lines: z
    .array(
      z.object({
        ingredientId: z.string().check(z.minLength(1, 'validation.required')),
        quantity: z.number('validation.required').check(z.gt(0, 'apiErrors.INVALID_QUANTITY')),
      }),
    )
    .check(z.minLength(1, 'validation.required')),
});
type MealValues = z.input<typeof mealForm>;
const emptyLine = () => ({ ingredientId: '', quantity: undefined as unknown as number });

/**
 * A meal: names, course, ingredients with their quantity per portion. Its allergens, flags and cost are shown as they
 * follow from the ingredients (never typed), and the API derives them again on saving.
 */
export function MealDialog({
  scope,
  meal,
  onClose,
}: {
  scope: Scope;
  meal: Meal | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [create] = useCreateMealMutation();
  const [update] = useUpdateMealMutation();
  const { ingredients, options } = useIngredientOptions(scope);
  const form = useForm<MealValues>({
    resolver: zodResolver(mealForm),
    defaultValues: meal
      ? {
          name_fr: meal.name_fr,
          name_ar: meal.name_ar,
          course: meal.course,
          lines: meal.lines.map((line) => ({
            ingredientId: String(line.ingredientId),
            quantity: line.quantity,
          })),
        }
      : { name_fr: '', name_ar: '', course: 'main', lines: [emptyLine()] },
  });
  const watched = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const facts = new Map(
    ingredients.map((item) => [
      item.id,
      { ...item, lastPriceCents: item.lastPrice === null ? null : Math.round(item.lastPrice * 100) },
    ]),
  );
  const chosen = watched
    .filter((line) => line?.ingredientId)
    .map((line) => ({ ingredientId: Number(line.ingredientId), quantity: Number(line.quantity) || 0 }));
  const allergens = mealAllergens(chosen, facts);
  const flags = mealFlags(chosen, facts);
  const cost = portionCost(chosen, facts);
  const title = meal ? t('canteen.meals.editTitle', { name: meal.name_fr }) : t('canteen.meals.new');
  return (
    <Modal open title={title} onClose={onClose} size="lg" busy={form.formState.isSubmitting}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          const input = {
            ...values,
            lines: values.lines.map((line) => ({ ...line, ingredientId: Number(line.ingredientId) })),
          };
          if (meal) await update({ id: meal.id, year: scope.year, input }).unwrap();
          else await create({ scope, input, idempotencyKey }).unwrap();
          void notify('success', t('canteen.meals.saved', { name: values.name_fr }));
          onClose();
        }}
      >
        <TextField name="name_fr" label={t('canteen.nameFr')} required />
        <TextField name="name_ar" label={t('canteen.nameAr')} required dir="rtl" />
        <SelectField
          name="course"
          label={t('canteen.meals.course')}
          options={COURSES.map((value) => ({ value, label: t(`canteen.course.${value}`) }))}
          required
        />
        <IngredientLines
          legend={t('canteen.meals.ingredients')}
          options={options}
          emptyLine={emptyLine}
          labels={{
            ingredient: (index) => t('canteen.meals.ingredient', { index }),
            quantity: t('canteen.meals.perPortion'),
            remove: (index) => t('canteen.meals.removeLine', { index }),
            add: t('canteen.meals.addLine'),
            choose: t('canteen.choose'),
          }}
        />
        <section aria-label={t('canteen.meals.derived')} className="space-y-1 text-sm" aria-live="polite">
          <p className="font-semibold">{t('canteen.meals.derived')}</p>
          <AllergenBadges allergens={allergens} />
          <p>
            {flags.vegetarian ? t('canteen.meals.vegetarian') : t('canteen.meals.notVegetarian')} ·{' '}
            {flags.noPork ? t('canteen.meals.noPork') : t('canteen.meals.pork')}
          </p>
          <p>
            {t('canteen.meals.costLine', { cost: money(cost.cents / 100, i18n.language) })}
            {!cost.complete && ` ${t('canteen.meals.costIncomplete')}`}
          </p>
        </section>
        <FormActions submitLabel={t('canteen.save')} onCancel={onClose} cancelLabel={t('canteen.cancel')} />
      </Form>
    </Modal>
  );
}
