/**
 * A person's name in Latin script, with the Arabic spelling under it (DOMAIN.md: names exist in both scripts).
 * @example <BilingualName latin="El Idrissi Yasmine" arabic="الإدريسي ياسمين" />
 */
export function BilingualName({ latin, arabic }: { latin: string; arabic: string }) {
  return (
    <span>
      <span className="block font-semibold">{latin}</span>
      <span className="block text-xs text-neutral-600 dark:text-neutral-400" lang="ar" dir="rtl">
        {arabic}
      </span>
    </span>
  );
}
