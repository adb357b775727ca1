import { readSessionJson, SESSION_KEYS, writeSessionJson } from '../../lib/storage';

/**
 * The unsent text of each conversation, kept in this tab's session storage (docs/architecture.md "Nothing typed is
 * lost"): it survives a navigation and a reload, belongs to the user who typed it, and is erased at logout and once
 * the message is sent. Files are not kept (a file cannot be stored; the composer asks for them again).
 */
interface Drafts {
  owner: string;
  texts: Record<string, string>;
}

function isDrafts(value: unknown): value is Drafts {
  if (typeof value !== 'object' || value === null) return false;
  const drafts = value as Partial<Drafts>;
  return (
    typeof drafts.owner === 'string' &&
    typeof drafts.texts === 'object' &&
    drafts.texts !== null &&
    Object.values(drafts.texts).every((text) => typeof text === 'string')
  );
}

function read(owner: string): Drafts {
  const drafts = readSessionJson<Drafts | null>(SESSION_KEYS.chatDrafts, null, isDrafts);
  // Another user's drafts (a session ended, someone else signed in) are never shown; the next write replaces them.
  return drafts?.owner === owner ? drafts : { owner, texts: {} };
}

/** The draft of a conversation, or an empty text. */
export function readDraft(owner: string, conversationId: number): string {
  return read(owner).texts[conversationId] ?? '';
}

/** Keeps (or, when empty, forgets) the draft of a conversation. */
export function writeDraft(owner: string, conversationId: number, text: string): void {
  const drafts = read(owner);
  const texts = { ...drafts.texts };
  if (text) texts[conversationId] = text;
  else delete texts[conversationId];
  writeSessionJson(SESSION_KEYS.chatDrafts, Object.keys(texts).length > 0 ? { owner, texts } : undefined);
}
