/**
 * A list page's heading: the page's name as the h1 (the title every page has), the translated count beside it
 * once the list has loaded (DESIGN-SYSTEM.md "Lists: a page title with the count").
 * @example <ListTitle title={t('routes.fullstudents')} count={data ? t('students.count', { count: data.total }) : null} />
 */
export function ListTitle({ title, count }: { title: string; count: string | null }) {
  return (
    <div className="flex flex-wrap items-baseline gap-2">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {title}
      </h1>
      {count !== null && <p className="text-base text-neutral-600 dark:text-neutral-300">{count}</p>}
    </div>
  );
}
