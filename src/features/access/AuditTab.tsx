import { Download, History } from 'lucide-react';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { BUTTON } from '../../components/buttons';
import { cardClass } from '../../components/Card';
import { downloadCsv, toCsv } from '../../components/DataTable/csv';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../lib/dates';
import type { Scope } from '../../session/useScope';
import { RouteRulesContext } from '../auth';
import { useAccessAuditQuery } from './access.api';
import type { AuditEntry } from './access.schemas';
import { permissionGroups } from './permissions';

/** A before or after value of the log as a line of text: `rôle : Secrétariat`, permissions by their names. */
function describe(value: unknown, t: TFunction, titles: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined) return t('access.audit.none');
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([field, item]) => {
      const label = t(`access.audit.fields.${field}`, { defaultValue: field });
      const text = Array.isArray(item)
        ? item.map((part) => titles.get(String(part)) ?? String(part)).join(', ') || t('access.audit.none')
        : typeof item === 'boolean'
          ? t(item ? 'access.audit.yes' : 'access.audit.no')
          : item === null
            ? t('access.audit.none')
            : String(item);
      return `${label} : ${text}`;
    })
    .join(' ; ');
}

const actionOf = (entry: AuditEntry, t: TFunction) =>
  // `assignment.delete` is the key `assignment_delete`: a dot would be read as a level of the texts.
  t(`access.audit.actions.${entry.action.replace('.', '_')}`, { defaultValue: entry.action });

/** The log of every access change of the branch and year, newest first, exported as CSV. */
export function AuditTab({ scope }: { scope: Scope }) {
  const { t, i18n } = useTranslation();
  const audit = useAccessAuditQuery(scope);
  const rules = useContext(RouteRulesContext);
  const titles = useMemo(
    () =>
      new Map(
        permissionGroups(rules).flatMap((group) =>
          group.permissions.map((permission) => [permission.name, t(permission.titleKey)] as const),
        ),
      ),
    [rules, t],
  );
  if (audit.isError && !audit.data) {
    return <ErrorState message={t('access.audit.loadError')} onRetry={() => void audit.refetch()} />;
  }
  if (!audit.data) return <Spinner />;
  const items = audit.data.items;
  const exportLog = () =>
    downloadCsv(
      t('access.audit.file'),
      toCsv(
        [
          { header: t('access.audit.when'), value: (entry: AuditEntry) => entry.at },
          { header: t('access.audit.who'), value: (entry: AuditEntry) => entry.actorName },
          { header: t('access.audit.what'), value: (entry: AuditEntry) => actionOf(entry, t) },
          { header: t('access.audit.target'), value: (entry: AuditEntry) => entry.target },
          {
            header: t('access.audit.before'),
            value: (entry: AuditEntry) => describe(entry.before, t, titles),
          },
          { header: t('access.audit.after'), value: (entry: AuditEntry) => describe(entry.after, t, titles) },
        ],
        items,
      ),
    );
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <button type="button" className={BUTTON.secondary} onClick={exportLog} disabled={items.length === 0}>
          <Download size={16} aria-hidden="true" />
          {t('access.audit.export')}
        </button>
      </div>
      {items.length === 0 ? (
        <EmptyState icon={History} message={t('access.audit.empty')} />
      ) : (
        // Scrolled sideways on a phone: a region the keyboard can reach and scroll.
        <div
          role="region"
          aria-label={t('access.tabs.audit')}
          tabIndex={0}
          className={`${cardClass('none')} overflow-x-auto`}
        >
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('access.tabs.audit')}</caption>
            <thead className="bg-neutral-50 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200">
              <tr>
                {(['when', 'who', 'what', 'target', 'before', 'after'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                    {t(`access.audit.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100 dark:divide-neutral-700">
              {items.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(entry.at, i18n.language)}</td>
                  <td className="px-3 py-2">{entry.actorName}</td>
                  <td className="px-3 py-2">{actionOf(entry, t)}</td>
                  <td className="px-3 py-2">{entry.target}</td>
                  <td className="px-3 py-2">{describe(entry.before, t, titles)}</td>
                  <td className="px-3 py-2">{describe(entry.after, t, titles)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
