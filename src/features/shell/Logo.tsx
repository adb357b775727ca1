import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LogoMark } from '../../components/LogoMark';
import { paths } from '../../paths';

/** The logo links to /dashboard; the wordmark shows from 1280 px (xl) up, the mark alone below (Screens and routes). */
export function Logo({ showWordmark = true }: { showWordmark?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.dashboard()}
      className="flex min-h-11 min-w-11 items-center justify-center gap-3 md:min-h-0 md:min-w-0"
      aria-label={t('app.home')}
    >
      <LogoMark className="size-8 shrink-0" />
      {showWordmark && (
        <span className="hidden whitespace-nowrap text-lg font-semibold text-neutral-900 xl:inline dark:text-white">
          {t('app.name')}
        </span>
      )}
    </Link>
  );
}
