import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ACCESSIBILITY_MENTION_KEY } from '../accessibility';
import { paths } from '../../paths';
import { useAppSelector } from '../../store/hooks';
import { selectLayout } from '../../session/layout.slice';

/**
 * Footer (Screens and routes): sticky, static or hidden; copyright 2024, product name, "All rights Reserved"; and
 * RGAA's mention of the state of compliance, linking to the accessibility statement.
 */
export function Footer() {
  const { t } = useTranslation();
  const { footerType } = useAppSelector(selectLayout);
  if (footerType === 'hidden') return null;
  return (
    <footer
      className={`${footerType === 'sticky' ? 'sticky bottom-0' : ''} mb-16 flex flex-wrap items-center justify-between gap-x-6 bg-white px-6 py-2 text-sm text-neutral-600 md:mb-0 dark:bg-neutral-800 dark:text-neutral-300`}
    >
      <p className="py-2">{t('footer.copyright', { year: 2024, name: t('app.name') })}</p>
      <Link
        to={paths.accessibility()}
        className="inline-flex min-h-11 items-center text-primary-700 underline underline-offset-2 hover:text-primary-800 md:min-h-6 dark:text-primary-300 dark:hover:text-primary-200"
      >
        {t(ACCESSIBILITY_MENTION_KEY)}
      </Link>
    </footer>
  );
}
