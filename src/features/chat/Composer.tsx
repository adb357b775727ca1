import type { TFunction } from 'i18next';
import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmission } from '../../api/useSubmission';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { isOutcomeUnknown } from '../../domain/idempotency';
import { isOfflineFailure } from '../../lib/outbox';
import { selectUser, userKey } from '../../session/auth.slice';
import { keepMessage } from './chatOutbox';
import { readDraft, writeDraft } from './drafts';
import { selectChat } from './chat.slice';
import { pollMessages, sendMessage } from './conversation.thunks';
import {
  allowedTypeOf,
  ATTACHMENT_RULES,
  checkAttachments,
  type AttachmentProblem,
} from '../../domain/attachments';
import { formatSize } from './chatView';

function problemText(problem: NonNullable<AttachmentProblem>, t: TFunction): string {
  if (problem.kind === 'count') return t('chat.errors.count', { max: ATTACHMENT_RULES.maxFiles });
  if (problem.kind === 'type') return t('chat.errors.type', { name: problem.name });
  return t('chat.errors.size', { name: problem.name, max: ATTACHMENT_RULES.maxBytes / 1024 / 1024 });
}

/**
 * Text and files to send. A refused file is explained and not added; a failed send keeps the text and the
 * files and offers to try again; a send whose outcome is unknown (no answer in time, a lost answer: useSubmission)
 * re-reads the conversation, says it is not confirmed and offers to try again with the same key, so the message is
 * recorded once. The text is the conversation's draft
 * (drafts.ts): it survives a navigation and a reload. Mounted per conversation (keyed by its id). Offline (or a
 * network error with no answer), a text message is kept in the outbox with its key and shown in the feed as
 * waiting (docs/architecture.md "Offline outbox"); a message with files cannot be kept, and says so.
 */
export function Composer() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const conversationId = useAppSelector(selectChat).activeChat?.conversationId;
  const owner = user ? userKey(user) : null;
  const [text, setTextState] = useState(() =>
    owner && conversationId !== undefined ? readDraft(owner, conversationId) : '',
  );
  const setText = (next: string) => {
    setTextState(next);
    if (owner && conversationId !== undefined) writeDraft(owner, conversationId, next);
  };
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sendFailed, setSendFailed] = useState<'failed' | 'unconfirmed' | null>(null);
  // Offline with files: the outbox keeps text only (files cannot be stored on the device).
  const [filesNotKept, setFilesNotKept] = useState(false);
  // One key per message, the same when "try again" sends it again (docs/api.md "Idempotency").
  const submission = useSubmission();
  const sending = submission.busy;
  const fileInput = useRef<HTMLInputElement>(null);

  async function addFiles(list: FileList | null) {
    const added = Array.from(list ?? []);
    if (fileInput.current) fileInput.current.value = '';
    const next = [...files, ...added];
    const found = checkAttachments(next);
    if (found) {
      setProblem(problemText(found, t));
      return;
    }
    // Uploads by content: a file is what its first bytes say; the user hears at once, not after sending.
    for (const file of added) {
      if (!(await allowedTypeOf(file, ATTACHMENT_RULES.types))) {
        setProblem(problemText({ kind: 'type', name: file.name }, t));
        return;
      }
    }
    setProblem(null);
    setFiles(next);
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const message = text.trim();
    // Read synchronously: a second Enter in the same moment does not send the message twice.
    if ((!message && files.length === 0) || submission.isRunning()) return;
    if (message.length > ATTACHMENT_RULES.maxLength) {
      setProblem(t('chat.errors.length', { max: ATTACHMENT_RULES.maxLength }));
      return;
    }
    setSendFailed(null);
    setFilesNotKept(false);
    try {
      await submission.run(
        { message, files },
        async (idempotencyKey) => {
          try {
            await dispatch(sendMessage(message, files, idempotencyKey));
          } catch (caught) {
            // Offline: a text message waits in the outbox with this key, and is sent by itself once online.
            if (!isOfflineFailure(caught) || files.length > 0 || !owner || conversationId === undefined)
              throw caught;
            keepMessage(owner, conversationId, message, idempotencyKey);
          }
        },
        // The feed shows what the server has before "try again" is offered.
        () => dispatch(pollMessages()),
      );
      setText('');
      setFiles([]);
      setProblem(null);
    } catch (caught) {
      setSendFailed(isOutcomeUnknown(caught) ? 'unconfirmed' : 'failed');
      setFilesNotKept(files.length > 0 && isOfflineFailure(caught));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <form
      onSubmit={(event) => void send(event)}
      className="sticky bottom-0 border-t border-neutral-200 bg-white p-3 dark:border-neutral-700 dark:bg-neutral-800"
    >
      {files.length > 0 && (
        <ul aria-label={t('chat.attachments')} className="mb-2 flex flex-wrap gap-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex max-w-full items-center gap-2 rounded-full bg-neutral-100 py-1 pe-1 ps-3 text-sm dark:bg-neutral-700"
            >
              <span className="truncate">{file.name}</span>
              <span className="shrink-0 text-xs opacity-80">{formatSize(file.size, i18n.language)}</span>
              <button
                type="button"
                onClick={() => setFiles(files.filter((_, i) => i !== index))}
                aria-label={t('chat.removeFile', { name: file.name })}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-neutral-200 dark:hover:bg-neutral-600"
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="mb-2 text-sm text-danger-700 dark:text-danger-500">
          {problem}
        </p>
      )}
      <p role="status" className="text-sm text-neutral-600 empty:hidden dark:text-neutral-300">
        {sending ? t('chat.sending') : ''}
      </p>
      {sendFailed && (
        <div
          role="alert"
          className="mb-2 flex flex-wrap items-center gap-3 text-sm text-danger-700 dark:text-danger-500"
        >
          {t(sendFailed === 'unconfirmed' ? 'chat.errors.unconfirmed' : 'chat.errors.send')}
          {filesNotKept && <span>{t('chat.outbox.filesNotKept')}</span>}
          <button type="submit" className="font-semibold underline">
            {t('common.retry')}
          </button>
        </div>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          id="chat-files"
          type="file"
          multiple
          accept={ATTACHMENT_RULES.types.join(',')}
          className="sr-only"
          onChange={(event) => void addFiles(event.target.files)}
        />
        <label
          htmlFor="chat-files"
          title={t('chat.attach')}
          className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-700"
        >
          <Paperclip size={20} aria-hidden="true" />
          <span className="sr-only">{t('chat.attach')}</span>
        </label>
        <label htmlFor="chat-text" className="sr-only">
          {t('chat.messageLabel')}
        </label>
        <textarea
          id="chat-text"
          rows={1}
          value={text}
          maxLength={ATTACHMENT_RULES.maxLength}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.placeholder')}
          dir="auto"
          className="max-h-40 min-h-11 flex-1 resize-none rounded-control border border-neutral-300 bg-white px-3 py-2.5 dark:border-neutral-600 dark:bg-neutral-900"
        />
        <button
          type="submit"
          disabled={sending || (!text.trim() && files.length === 0)}
          aria-label={t('chat.send')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-600 text-white hover:bg-primary-700 disabled:opacity-50"
        >
          <SendHorizontal size={20} aria-hidden="true" className="rtl:-scale-x-100" />
        </button>
      </div>
    </form>
  );
}
