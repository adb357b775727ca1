import { useState, type ReactNode } from 'react';
import { ErrorState } from '../ErrorState';
import { Modal } from '../Modal';
import { FormSkeleton } from './FormSkeleton';

/** What the dialog needs of an RTK Query read (a `useGet…Query` result). */
interface Read<T> {
  data?: T;
  isFetching: boolean;
  isError: boolean;
  fulfilledTimeStamp?: number;
  refetch: () => unknown;
}

/**
 * A dialog that edits a record read again at its opening (a branch's settings): a skeleton until the read that
 * started with the dialog is in (a cached copy from before does not count, so the save sends today's version), an
 * error with a retry if it fails, then `form` over that record. A later re-read (after a save elsewhere) does not
 * move the typing. One dialog from the skeleton to the form: the focus and what a screen reader said stay where
 * they are; `form` reports its saving through `onBusy`, which keeps the dialog open meanwhile.
 */
export function ReadAtOpeningDialog<T>({
  title,
  read,
  loadError,
  size,
  onClose,
  form,
}: {
  title: string;
  read: Read<T>;
  loadError: string;
  size?: 'md' | 'lg';
  onClose: () => void;
  form: (record: T, onBusy: (busy: boolean) => void) => ReactNode;
}) {
  const [openedAt] = useState(() => Date.now());
  const [record, setRecord] = useState<T | null>(null);
  if (!record && read.data && !read.isFetching && (read.fulfilledTimeStamp ?? 0) >= openedAt)
    setRecord(read.data);
  const [busy, setBusy] = useState(false);
  let body;
  if (record) body = form(record, setBusy);
  else if (read.isError) body = <ErrorState message={loadError} onRetry={() => void read.refetch()} />;
  else body = <FormSkeleton />;
  return (
    <Modal open title={title} onClose={onClose} busy={busy} size={size}>
      {body}
    </Modal>
  );
}
