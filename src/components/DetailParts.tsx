import type { ReactNode } from 'react';

/** A titled part of a record's detail dialog (an application, a request, a found item). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-300">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One labelled value of a record, inside a `<dl>`. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-neutral-600 dark:text-neutral-400">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}
