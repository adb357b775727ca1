import { scriptAttributes, ScriptName } from '../ScriptName';

/**
 * A person's name in Latin script, with the Arabic spelling under it (DOMAIN.md: names exist in both scripts), each
 * tagged with its language (ScriptName).
 * @example <BilingualName latin="El Idrissi Yasmine" arabic="الإدريسي ياسمين" />
 */
export function BilingualName({ latin, arabic }: { latin: string; arabic: string }) {
  return (
    <span>
      <span className="block font-semibold" lang={scriptAttributes(latin).lang}>
        {latin}
      </span>
      <ScriptName text={arabic} className="block text-xs text-neutral-600 dark:text-neutral-400" />
    </span>
  );
}
