import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Card } from '../../components/Card';
import { formatDate } from '../../lib/dates';
import { readItem, STORAGE_KEYS } from '../../lib/storage';
import { paths } from '../../paths';
import { useCanOpen } from '../auth';
import { CRITERIA, EVALUATED_ON, PAGES_COVERED, type Criterion } from './audit';
import { complianceOf, formatRate } from './compliance';

/** The Défenseur des droits, RGAA's means of redress: its contact form and its delegates' map. */
const DEFENSEUR_FORM = 'https://formulaire.defenseurdesdroits.fr/';
const DEFENSEUR_DELEGATES = 'https://www.defenseurdesdroits.fr/saisir/delegues';
/** The postal address of RGAA's model statement, written as the Défenseur des droits gives it (in French). */
const DEFENSEUR_ADDRESS = ['Défenseur des droits', 'Libre réponse 71120', '75342 Paris CEDEX 07'];

const STATUS_TONE: Record<Criterion['status'], BadgeTone> = {
  met: 'success',
  'not-met': 'danger',
  'not-applicable': 'neutral',
};

const LINK = 'text-primary-700 underline underline-offset-2 hover:text-primary-800 dark:text-primary-300';

/** A criterion's key in the feature's texts: `1.4.10` -> `accessibility.criteria.1_4_10`. */
function nameKey(id: string): string {
  return `accessibility.criteria.${id.replaceAll('.', '_')}`;
}

/** The title of a page the checks cover: its route title, the sign-in page's own. */
function pageTitleKey(page: (typeof PAGES_COVERED)[number]): string {
  return page === 'signIn' ? 'login.title' : `routes.${page}`;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-neutral-900 dark:text-white">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function CriterionName({ criterion }: { criterion: Criterion }) {
  const { t } = useTranslation();
  return (
    <>
      <bdi dir="ltr" className="font-semibold tabular-nums">
        {criterion.id}
      </bdi>{' '}
      <span className="font-semibold">{t(nameKey(criterion.id))}</span>
    </>
  );
}

/**
 * `/accessibilite`: the accessibility statement RGAA asks for (its model: state of compliance, test results,
 * non-accessible content, how the statement was made, contact, means of redress). Open signed out (drawn bare, as
 * the not-found page) and signed in (inside the shell). Its figures are computed from the audit (audit.ts), whose
 * proofs are the project's own tests.
 */
export default function AccessibilityPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const canOpen = useCanOpen();
  const signedOut = readItem(STORAGE_KEYS.token) === null;
  const compliance = complianceOf(CRITERIA);
  const rate = formatRate(compliance.rate, language);
  const notMet = CRITERIA.filter((criterion) => criterion.status === 'not-met');
  const notApplicable = CRITERIA.filter((criterion) => criterion.status === 'not-applicable');
  // A signed-in user writes to the school from the portal, where the registry lets them (a parent's requests).
  const writeTo = [
    { to: paths.requests(), label: 'menu.requests' },
    { to: paths.messaging(), label: 'menu.messaging' },
  ].filter(({ to }) => !signedOut && canOpen(to));
  const counts: Array<[string, number]> = [
    ['met', compliance.met],
    ['notMet', compliance.notMet],
    ['applicable', compliance.applicable],
    ['notApplicable', compliance.notApplicable],
  ];

  return (
    <article
      aria-labelledby="page-title"
      className={`mx-auto w-full max-w-4xl space-y-4 ${signedOut ? 'px-4 py-8' : ''}`}
    >
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('routes.accessibilite')}
      </h1>
      <p className="text-neutral-700 dark:text-neutral-200">
        {t('accessibility.intro', { name: t('app.name') })}
      </p>

      <Section id="a11y-state" title={t('accessibility.stateTitle')}>
        <p>
          {t('accessibility.stateText', {
            name: t('app.name'),
            state: t(`accessibility.states.${compliance.state}`),
          })}
        </p>
        {compliance.state !== 'full' && <p>{t('accessibility.stateBecause')}</p>}
      </Section>

      <Section id="a11y-results" title={t('accessibility.resultsTitle')}>
        <p data-testid="compliance-rate">{t('accessibility.resultsText', { rate })}</p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {counts.map(([key, value]) => (
            <div key={key} className="rounded-control bg-neutral-100 p-3 dark:bg-neutral-700">
              <dt className="text-sm text-neutral-700 dark:text-neutral-200">
                {t(`accessibility.counts.${key}`)}
              </dt>
              <dd className="text-xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="pt-2 font-semibold">{t('accessibility.detailTitle')}</h3>
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-700">
          {CRITERIA.map((criterion) => (
            <li key={criterion.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <CriterionName criterion={criterion} />{' '}
                <span className="text-sm text-neutral-600 dark:text-neutral-300">
                  ({t('accessibility.level', { level: criterion.level })})
                </span>
              </span>
              <Badge tone={STATUS_TONE[criterion.status]}>
                {t(`accessibility.status.${criterion.status}`)}
              </Badge>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="a11y-not-accessible" title={t('accessibility.notAccessibleTitle')}>
        <h3 className="font-semibold">{t('accessibility.notMetTitle')}</h3>
        <ul className="list-disc space-y-2 ps-5" data-testid="not-met">
          {notMet.map((criterion) => (
            <li key={criterion.id}>
              <CriterionName criterion={criterion} />
              <p className="text-sm text-neutral-700 dark:text-neutral-200">
                {criterion.status === 'not-met' && t(`accessibility.reasons.${criterion.reason}`)}
              </p>
            </li>
          ))}
        </ul>
        <h3 className="font-semibold">{t('accessibility.exemptionsTitle')}</h3>
        <p>{t('accessibility.exemptionsText')}</p>
        <h3 className="font-semibold">{t('accessibility.notApplicableTitle')}</h3>
        <ul className="list-disc space-y-2 ps-5" data-testid="not-applicable">
          {notApplicable.map((criterion) => (
            <li key={criterion.id}>
              <CriterionName criterion={criterion} />
              <p className="text-sm text-neutral-700 dark:text-neutral-200">
                {criterion.status === 'not-applicable' && t(`accessibility.reasons.${criterion.reason}`)}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="a11y-method" title={t('accessibility.methodTitle')}>
        <p>{t('accessibility.evaluatedOn', { date: formatDate(EVALUATED_ON, language, 'long') })}</p>
        <h3 className="font-semibold">{t('accessibility.technologiesTitle')}</h3>
        <p>
          <bdi dir="ltr">{t('accessibility.technologies')}</bdi>
        </p>
        <h3 className="font-semibold">{t('accessibility.checksTitle')}</h3>
        <ul className="list-disc space-y-1 ps-5">
          {(['axe', 'keyboard', 'layout', 'unit'] as const).map((check) => (
            <li key={check}>{t(`accessibility.checks.${check}`)}</li>
          ))}
        </ul>
        <p>{t('accessibility.rule')}</p>
        <h3 className="font-semibold">{t('accessibility.pagesTitle')}</h3>
        <ul className="grid list-disc gap-x-6 gap-y-1 ps-5 sm:grid-cols-2" data-testid="pages-covered">
          {PAGES_COVERED.map((page) => (
            <li key={page}>{t(pageTitleKey(page))}</li>
          ))}
        </ul>
      </Section>

      <Section id="a11y-contact" title={t('accessibility.contactTitle')}>
        <p>{t('accessibility.contactText')}</p>
        <p>{t('accessibility.contactOffice')}</p>
        {writeTo.length > 0 && (
          <>
            <p>{t('accessibility.contactPortal')}</p>
            <ul className="flex flex-wrap gap-x-6">
              {writeTo.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to} className={`inline-flex min-h-11 items-center md:min-h-6 ${LINK}`}>
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>

      <Section id="a11y-recourse" title={t('accessibility.recourseTitle')}>
        <p>{t('accessibility.recourseText')}</p>
        <ul className="list-disc space-y-2 ps-5">
          <li>
            <a href={DEFENSEUR_FORM} className={LINK}>
              {t('accessibility.recourse.website')}
            </a>
          </li>
          <li>
            <a href={DEFENSEUR_DELEGATES} className={LINK}>
              {t('accessibility.recourse.delegate')}
            </a>
          </li>
          <li>
            {t('accessibility.recourse.mail')}
            <address lang="fr" dir="ltr" className="mt-1 not-italic">
              {DEFENSEUR_ADDRESS.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </li>
        </ul>
      </Section>

      {signedOut && (
        <p>
          <a href={paths.signIn()} className={`inline-flex min-h-11 items-center ${LINK}`}>
            {t('accessibility.backToSignIn')}
          </a>
        </p>
      )}
    </article>
  );
}
