import { useTranslation } from 'react-i18next';
import { MASTERY } from '../../../domain/education';
import type { Sheet } from '../education.schemas';
import { MASTERY_TONE } from '../ResultGrid';

/** The scale's steps, each in its colour, as the grid and the summary show them. */
export function Legend({ sheet }: { sheet: Sheet }) {
  const { i18n } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2 text-xs">
      {sheet.scale.map((label, index) => (
        <li key={MASTERY[index]} className={`rounded px-2 py-1 ${MASTERY_TONE[index]}`}>
          {index + 1} · {i18n.language === 'ar' ? label.ar : label.fr}
        </li>
      ))}
    </ul>
  );
}
