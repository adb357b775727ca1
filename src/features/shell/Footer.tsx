import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../store/hooks';
import { selectLayout } from '../../session/layout.slice';

/** Footer (Screens and routes): sticky, static or hidden; copyright 2024, product name, "All rights Reserved". */
export function Footer() {
  const { t } = useTranslation();
  const { footerType } = useAppSelector(selectLayout);
  if (footerType === 'hidden') return null;
  return (
    <footer
      className={`${footerType === 'sticky' ? 'sticky bottom-0' : ''} mb-16 bg-white px-6 py-4 text-sm text-neutral-600 md:mb-0 dark:bg-neutral-800 dark:text-neutral-300`}
    >
      {t('footer.copyright', { year: 2024, name: t('app.name') })}
    </footer>
  );
}
