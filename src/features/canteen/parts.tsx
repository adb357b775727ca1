import type { TFunction } from 'i18next';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import type { Allergen, Unit } from '../../domain/canteen';
import { numberLocale } from '../../lib/locale';
import { formatMoney } from '../../lib/money';

/** A quantity in its unit, in the active language ("12,5 kg", "120 pièces"). */
export function formatQuantity(value: number, unit: Unit, language: string, t: TFunction): string {
  const number = new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 3 }).format(value);
  return t(`canteen.unitQuantity.${unit}`, { count: value, value: number });
}

/** An amount in MAD in the active language. */
export function money(amount: number, language: string): string {
  return formatMoney(amount, 'MAD', language);
}

/** A record's name in the active language's script (the other one under it in the tables). */
export function localName(record: { name_fr: string; name_ar: string }, language: string): string {
  return language === 'ar' ? record.name_ar : record.name_fr;
}

/**
 * The allergens of an ingredient or a meal, named in the active language; "none" when there is none. One the child
 * is allergic to (`warn`) is marked by more than its colour: a warning sign named "the child's allergy".
 */
export function AllergenBadges({
  allergens,
  warn = [],
}: {
  allergens: readonly Allergen[];
  warn?: readonly Allergen[];
}) {
  const { t } = useTranslation();
  if (allergens.length === 0)
    return (
      <span className="text-sm text-neutral-600 dark:text-neutral-300">{t('canteen.allergens.none')}</span>
    );
  return (
    <span className="flex flex-wrap gap-1">
      {allergens.map((allergen) => (
        <Badge key={allergen} tone={warn.includes(allergen) ? 'danger' : 'warning'}>
          {warn.includes(allergen) && (
            <AlertTriangle
              size={12}
              role="img"
              aria-label={t('canteen.allergens.warned')}
              className="me-1 shrink-0"
            />
          )}
          {t(`canteen.allergen.${allergen}`)}
        </Badge>
      ))}
    </span>
  );
}
