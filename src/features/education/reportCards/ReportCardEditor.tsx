import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../api/errorText';
import { Badge, type BadgeTone } from '../../../components/Badge';
import { BUTTON, INPUT } from '../../../components/buttons';
import { ButtonSpinner } from '../../../components/ButtonSpinner';
import { Card } from '../../../components/Card';
import { notify } from '../../../components/notify';
import { REPORT_COMMENT_MAX } from '../../../domain/education';
import type { Scope } from '../../../session/useScope';
import { localName } from '../parts';
import { useSaveReportCommentMutation } from './reportCards.api';
import type { ClassReportCards, ReportCard } from './reportCards.schemas';

const MASTERY_TONE: readonly BadgeTone[] = ['danger', 'warning', 'success', 'primary'];

interface CommentTarget extends Scope {
  classId: number;
  term: number;
  studentId: number;
  subjectId: number | null;
}

/**
 * One comment of a report card: a labelled text box with its count and its own save. A failed save keeps the text
 * and says why; a comment the user does not write, or a published term's, is shown read only.
 */
function CommentField({
  target,
  label,
  saved,
  writable,
  note,
}: {
  target: CommentTarget;
  label: string;
  saved: string;
  writable: boolean;
  note?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(saved);
  const [save, saving] = useSaveReportCommentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = text.trim() !== saved;
  const submit = async () => {
    setFailure(null);
    try {
      await save({ ...target, text }).unwrap();
      void notify('success', t('reportCards.saved'));
    } catch (caught) {
      setFailure(apiErrorText(caught, t, t('reportCards.saveFailed')));
    }
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={REPORT_COMMENT_MAX}
        rows={2}
        readOnly={!writable}
        aria-describedby={`${id}-count${failure ? ` ${id}-error` : ''}${note ? ` ${id}-note` : ''}`}
        aria-invalid={failure ? true : undefined}
        onChange={(event) => setText(event.target.value)}
        className={`${INPUT} py-2 read-only:bg-neutral-100 dark:read-only:bg-neutral-800`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-neutral-600 dark:text-neutral-400">
        <span id={`${id}-count`}>
          {t('reportCards.count', { count: text.length, max: REPORT_COMMENT_MAX })}
        </span>
        {note && <span id={`${id}-note`}>{note}</span>}
        {writable && (
          <span className="flex items-center gap-2">
            {dirty && <Badge tone="warning">{t('reportCards.unsaved')}</Badge>}
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={!dirty || saving.isLoading}
              aria-label={t('reportCards.saveNamed', { label })}
              onClick={() => void submit()}
            >
              {saving.isLoading && <ButtonSpinner />}
              {t('reportCards.save')}
            </button>
          </span>
        )}
      </div>
      {failure && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700 dark:text-danger-500">
          {failure}
        </p>
      )}
    </div>
  );
}

/**
 * The office's and the teachers' view of one student's report card: the mastery of each domain and the term's
 * absences as read, then the comments, each saved on its own (docs/api.md "Report cards").
 */
export function ReportCardEditor({
  sheet,
  card,
  scope,
}: {
  sheet: ClassReportCards;
  card: ReportCard;
  scope: Scope;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const locked = sheet.publication !== null;
  const target = { ...scope, classId: sheet.class.id, term: sheet.term.index, studentId: card.studentId };
  const saved = (subjectId: number | null) =>
    card.comments.find((row) => row.subjectId === subjectId)?.text ?? '';
  const docLang = language === 'ar' ? 'ar' : 'fr';
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card as="section" aria-labelledby="card-domains" className="space-y-3">
        <h2 id="card-domains" className="text-lg font-semibold">
          {t(`reportCards.doc.${docLang}.domains`)}
        </h2>
        <ul className="space-y-1.5">
          {card.domains.map((domain) => {
            const label = domain.mastery === null ? null : sheet.scale[domain.mastery - 1];
            return (
              <li key={domain.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>{localName(domain, language)}</span>
                {label && domain.mastery !== null ? (
                  <Badge tone={MASTERY_TONE[domain.mastery - 1] ?? 'neutral'}>
                    {language === 'ar' ? label.ar : label.fr}
                  </Badge>
                ) : (
                  <Badge>{t(`reportCards.doc.${docLang}.notAssessed`)}</Badge>
                )}
              </li>
            );
          })}
        </ul>
        <h3 className="font-semibold">{t(`reportCards.doc.${docLang}.attendance`)}</h3>
        <p className="text-sm">
          {t(`reportCards.doc.${docLang}.absences`, {
            count: card.absences.halfDays,
            justified: card.absences.justified,
          })}
          <br />
          {t(`reportCards.doc.${docLang}.late`, { count: card.absences.late })}
        </p>
      </Card>
      <Card as="section" aria-labelledby="card-comments" className="space-y-3">
        <h2 id="card-comments" className="text-lg font-semibold">
          {t('reportCards.commentsTitle')}
        </h2>
        {locked && (
          <p className="rounded-card border border-info-500 bg-info-50 px-3 py-2 text-sm text-neutral-900 dark:bg-info-700/20 dark:text-neutral-100">
            {t('reportCards.lockedNote')}
          </p>
        )}
        <CommentField
          key={`${card.studentId}-general-${saved(null)}`}
          target={{ ...target, subjectId: null }}
          label={t('reportCards.generalLabel')}
          saved={saved(null)}
          writable={!locked && sheet.rights.general}
        />
        {sheet.subjects.map((subject) => {
          const mine = sheet.rights.subjects.includes(subject.id);
          return (
            <CommentField
              key={`${card.studentId}-${subject.id}-${saved(subject.id)}`}
              target={{ ...target, subjectId: subject.id }}
              label={
                subject.teacher
                  ? t('reportCards.subjectLabel', {
                      subject: localName(subject, language),
                      teacher: localName(subject.teacher, language),
                    })
                  : t('reportCards.subjectLabelAlone', { subject: localName(subject, language) })
              }
              saved={saved(subject.id)}
              writable={!locked && mine}
              note={mine ? undefined : t('reportCards.notYours')}
            />
          );
        })}
      </Card>
    </div>
  );
}
