import type { useTranslation } from 'react-i18next';

/** A section's heading on the dashboard. */
export function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-lg font-semibold text-neutral-900 dark:text-white">
      {children}
    </h2>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** A pre-registration status's name, or the status itself when the texts have none. */
export function statusLabel(t: Translate, status: string): string {
  return t(`dashboard.preregistrations.status.${status}`, { defaultValue: status });
}
