import { Mail, Pencil, Phone, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { BUTTON } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { Email } from '../../../components/Ltr';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/notify';
import { useScope } from '../../../session/useScope';
import { useRemoveGuardianMutation } from '../studentDetails.api';
import type { Guardian, StudentRecord } from '../students.schemas';
import { GuardianDialog } from './GuardianDialog';
import { Field, SECTION_TITLE } from './OverviewTab';
import { mailtoHref } from '../../../lib/mailto';

const LINK =
  'inline-flex min-h-11 items-center gap-1 text-primary-700 underline-offset-2 hover:underline md:min-h-0 dark:text-primary-300';

/**
 * Guardians by contact priority (phone and e-mail links, finance visibility, portal account), which the office adds,
 * edits and removes (the family's guardians: the siblings share them), and emergency contacts.
 */
export function GuardiansTab({ student }: { student: StudentRecord }) {
  const { t } = useTranslation();
  const scope = useScope();
  const year = scope?.year ?? student.yearId;
  const [editing, setEditing] = useState<Guardian | 'new' | null>(null);
  const [removing, setRemoving] = useState<Guardian | null>(null);
  const [remove] = useRemoveGuardianMutation();
  const guardians = [...(student.family?.guardians ?? [])].sort((a, b) => a.priority - b.priority);
  const fullName = (guardian: Guardian) => `${guardian.firstname_fr} ${guardian.lastname_fr}`;
  return (
    <div className="space-y-4">
      <Card as="section" aria-labelledby="guardians-title">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="guardians-title" className="text-lg font-semibold text-neutral-900 dark:text-white">
            {t('studentDetails.guardians.title')}
          </h2>
          {student.family && (
            <button type="button" className={BUTTON.secondary} onClick={() => setEditing('new')}>
              <Plus size={16} aria-hidden="true" />
              {t('studentDetails.guardians.add')}
            </button>
          )}
        </div>
        {guardians.length === 0 ? (
          <p>{t('studentDetails.guardians.none')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {guardians.map((guardian) => (
              <li
                key={guardian.id}
                className="rounded-card border border-neutral-200 p-4 dark:border-neutral-700"
              >
                {/* Two lines, never glued together: the Latin name, then the Arabic one (DOMAIN.md: names in both
                    scripts); the space between them is heard, not seen. */}
                <h3 className="font-semibold text-neutral-900 dark:text-white">
                  <span className="block">{fullName(guardian)}</span>
                  {(guardian.firstname_ar || guardian.lastname_ar) && (
                    <>
                      {' '}
                      <span
                        lang="ar"
                        dir="rtl"
                        className="block font-normal text-neutral-700 dark:text-neutral-300"
                      >
                        {`${guardian.firstname_ar} ${guardian.lastname_ar}`.trim()}
                      </span>
                    </>
                  )}
                </h3>
                <dl className="mt-2 grid grid-cols-2 gap-3">
                  <Field label={t('studentDetails.guardians.relation')}>
                    {t(`studentDetails.relation.${guardian.relation}`)}
                  </Field>
                  <Field label={t('studentDetails.guardians.priority')}>
                    {t('studentDetails.guardians.priorityValue', { priority: guardian.priority })}
                  </Field>
                  <Field label={t('studentDetails.guardians.phone')}>
                    <a href={`tel:${guardian.phone.replace(/[^\d+]/g, '')}`} className={LINK} dir="ltr">
                      <Phone size={14} aria-hidden="true" />
                      {guardian.phone}
                    </a>
                  </Field>
                  <Field label={t('studentDetails.guardians.email')}>
                    {guardian.email ? (
                      <a href={mailtoHref(guardian.email)} className={`${LINK} max-w-full`}>
                        <Mail size={14} aria-hidden="true" className="shrink-0" />
                        <Email address={guardian.email} className="min-w-0" />
                      </a>
                    ) : (
                      '—'
                    )}
                  </Field>
                  <Field label={t('studentDetails.guardians.finances')}>
                    <Badge tone={guardian.canSeeFinances ? 'success' : 'neutral'}>
                      {guardian.canSeeFinances ? t('studentDetails.yes') : t('studentDetails.no')}
                    </Badge>
                  </Field>
                  <Field label={t('studentDetails.guardians.portal')}>
                    <Badge tone={guardian.userId !== null ? 'success' : 'neutral'}>
                      {guardian.userId !== null ? t('studentDetails.yes') : t('studentDetails.no')}
                    </Badge>
                  </Field>
                </dl>
                <div className="mt-3 flex flex-wrap justify-end gap-2">
                  <button
                    type="button"
                    className={BUTTON.secondary}
                    aria-label={t('studentDetails.guardians.editNamed', { name: fullName(guardian) })}
                    onClick={() => setEditing(guardian)}
                  >
                    <Pencil size={16} aria-hidden="true" />
                    {t('studentDetails.guardians.edit')}
                  </button>
                  {guardians.length > 1 && (
                    <button
                      type="button"
                      className={BUTTON.secondary}
                      aria-label={t('studentDetails.guardians.removeNamed', { name: fullName(guardian) })}
                      onClick={() => setRemoving(guardian)}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                      {t('studentDetails.guardians.remove')}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {editing !== null && (
        <GuardianDialog
          studentId={student.studentid}
          year={year}
          guardian={editing === 'new' ? null : editing}
          count={guardians.length}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('studentDetails.guardians.removeTitle')}
        message={t('studentDetails.guardians.removeMessage', { name: removing ? fullName(removing) : '' })}
        confirmLabel={t('studentDetails.guardians.remove')}
        tone="danger"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await remove({ id: student.studentid, year, guardianId: removing.id }).unwrap();
          void notify('success', t('studentDetails.guardians.removed', { name: fullName(removing) }));
          setRemoving(null);
        }}
      />
      <Card as="section" aria-labelledby="emergency-title">
        <h2 id="emergency-title" className={SECTION_TITLE}>
          {t('studentDetails.guardians.emergency')}
        </h2>
        {student.emergencyContacts.length === 0 ? (
          <p>{t('studentDetails.guardians.noEmergency')}</p>
        ) : (
          <ul className="divide-y divide-neutral-100 dark:divide-neutral-700">
            {student.emergencyContacts.map((contact, index) => (
              <li key={index} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-semibold">{contact.name}</span>
                  <span className="text-neutral-700 dark:text-neutral-300"> · {contact.relation}</span>
                </span>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={LINK} dir="ltr">
                  <Phone size={14} aria-hidden="true" />
                  {contact.phone}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
