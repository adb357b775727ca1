import { SquarePen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { BUTTON } from '../../components/buttons';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectChat } from './chat.slice';
import { startConversation } from './conversation.thunks';
import { safePicture } from './chatView';

/** The school's office by role (docs/api.md "Messaging" `GET chat/contacts`), the order a parent is offered them. */
const OFFICE_ROLES = ['secretariat', 'accounting', 'direction'];

/**
 * A parent's "New message": a conversation with the school's office about the child chosen in the selector row. The
 * parent picks whom to write to (secretariat, accounting, direction of the child's branch); the API records the
 * child (`POST chat/conversations` with `studentId`) and the conversation is headed with the child's name.
 */
export function NewMessage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const student = useAppSelector((state) => state.auth.student);
  const { contacts } = useAppSelector(selectChat);
  if (!student) return null;
  const name = `${student.firstname_fr} ${student.lastname_fr ?? ''}`.trim();
  const office = contacts
    .filter((contact) => OFFICE_ROLES.includes(contact.role))
    .sort((a, b) => OFFICE_ROLES.indexOf(a.role) - OFFICE_ROLES.indexOf(b.role));
  // A school whose office uses other role names: every member of staff the parent may write to.
  const people = office.length > 0 ? office : contacts.filter((contact) => contact.role !== 'parent');

  const write = (participantId: number) => {
    setBusy(true);
    dispatch(startConversation(participantId, student.studentid)).then(
      () => {
        setBusy(false);
        setOpen(false);
      },
      () => {
        setBusy(false);
        void notify('error', t('chat.errors.open'));
      },
    );
  };

  return (
    <div className="border-b border-neutral-200 p-3 dark:border-neutral-700">
      <button type="button" className={`${BUTTON.primary} w-full`} onClick={() => setOpen(true)}>
        <SquarePen size={18} aria-hidden="true" />
        {t('chat.newMessage.open')}
      </button>
      <Modal open={open} title={t('chat.newMessage.open')} onClose={() => setOpen(false)} busy={busy}>
        <p className="pb-3 font-semibold" data-testid="new-message-child">
          {t('chat.about', { name })}
        </p>
        <h3 id="new-message-to" className="pb-2 text-sm text-neutral-600 dark:text-neutral-300">
          {t('chat.newMessage.to')}
        </h3>
        {people.length === 0 ? (
          <p>{t('chat.newMessage.nobody')}</p>
        ) : (
          <ul
            aria-labelledby="new-message-to"
            className="divide-y divide-neutral-200 dark:divide-neutral-700"
          >
            {people.map((contact) => (
              <li key={contact.id}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => write(contact.id)}
                  className="flex min-h-14 w-full items-center gap-3 px-1 py-2 text-start hover:bg-neutral-100 disabled:opacity-60 dark:hover:bg-neutral-700"
                >
                  <Avatar profile={safePicture(contact.profilepicture)} size={36} label="" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">
                      {t(`roleNames.${contact.role}`, { defaultValue: contact.role })}
                    </span>
                    <span className="block truncate text-sm text-neutral-600 dark:text-neutral-300">
                      {contact.displayname}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </div>
  );
}
