import { X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { BUTTON } from './buttons';
import { DialogGuardContext, type DialogGuard } from './dialogGuard';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Dialogs keep their actions visible at any height: the body scrolls between the title and the actions; a form's
 * actions (FormActions, `data-form-actions`) inside the body stick to its bottom edge instead of scrolling away.
 * The body has no bottom padding (the sticky actions would stop short of the edge): its last child gives the room.
 */
const FORM_ACTIONS_PINNED =
  'pb-4 has-[[data-form-actions]]:pb-0 [&_[data-form-actions]]:sticky [&_[data-form-actions]]:bottom-0 [&_[data-form-actions]]:z-10 [&_[data-form-actions]]:-mx-5 [&_[data-form-actions]]:border-t [&_[data-form-actions]]:border-neutral-200 [&_[data-form-actions]]:bg-white [&_[data-form-actions]]:px-5 [&_[data-form-actions]]:py-3 dark:[&_[data-form-actions]]:border-neutral-700 dark:[&_[data-form-actions]]:bg-neutral-800';

/** Open dialogs, innermost last: Escape and the focus trap belong to the innermost one only. */
const openDialogs: object[] = [];

/**
 * Focus back where it was before the dialog opened; when that control is gone (a form that closed as it saved), to
 * the page's title, so the keyboard goes on from the page rather than from its start (docs/accessibility.md).
 */
function returnFocus(previous: HTMLElement | null): void {
  if (previous?.isConnected && previous !== document.body) {
    previous.focus?.();
    return;
  }
  const title = document.querySelector<HTMLElement>('#main-content h1');
  if (!title) return;
  if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
  title.focus();
}

/** How long the screen under a dialog that just closed ignores taps: the second tap of a double tap lands in it. */
export const GHOST_TAP_MS = 400;

/**
 * A dialog closed by a tap (a form saved, its button tapped twice) is gone before the second tap of a double tap
 * arrives: that tap would land on what the dialog covered (on a phone, the bottom bar's tabs under the sheet's
 * actions) and open another page. For `GHOST_TAP_MS` after a dialog closes, a transparent layer takes the taps and
 * drops them. It is not in the accessibility tree and never takes the focus or a key.
 */
function shieldGhostTaps(): void {
  const shield = document.createElement('div');
  shield.setAttribute('aria-hidden', 'true');
  shield.dataset.ghostTapShield = '';
  shield.style.cssText = 'position:fixed;inset:0;z-index:60;touch-action:none';
  document.body.append(shield);
  window.setTimeout(() => shield.remove(), GHOST_TAP_MS);
}

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Actions at the end of the dialog (primary last). */
  footer?: ReactNode;
  size?: 'md' | 'lg';
  /** While true, Escape and the close button do nothing (a save is running). */
  busy?: boolean;
}

/**
 * An accessible dialog: labelled by its title, focus moved in and kept inside (Tab wraps), Escape closes, focus
 * returns to what had it before. Its body scrolls; its actions (footer or a form's FormActions) stay in view.
 * Closing it by hand (Escape, the close button, a form's Cancel) asks first while a form inside has unsaved changes
 * (components/dialogGuard.ts).
 * @example <Modal open={open} title={t('x.title')} onClose={close} footer={<button …/>}>…</Modal>
 */
export function Modal({ open, title, onClose, children, footer, size = 'md', busy = false }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const busyRef = useRef(busy);
  const dirtyForms = useRef(new Set<string>());
  // The closing waiting for the user's word while a form inside has unsaved changes.
  const [asking, setAsking] = useState<(() => void) | null>(null);
  const guard = useMemo<DialogGuard>(
    () => ({
      report(formId, dirty) {
        if (dirty) dirtyForms.current.add(formId);
        else dirtyForms.current.delete(formId);
      },
      requestClose(closeNow) {
        if (dirtyForms.current.size === 0) closeNow();
        else setAsking(() => closeNow);
      },
    }),
    [],
  );
  const close = useRef(() => guard.requestClose(onClose));
  useEffect(() => {
    close.current = () => guard.requestClose(onClose);
    busyRef.current = busy;
  });

  useEffect(() => {
    if (!open) return undefined;
    const self = {};
    openDialogs.push(self);
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first =
      node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== self) return;
      if (event.key === 'Escape' && !busyRef.current) {
        event.stopPropagation();
        close.current();
      }
      if (event.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    // The last pointer press inside the dialog: a close that follows one is a tap's (shieldGhostTaps).
    let pressedAt = -Infinity;
    const onPress = () => (pressedAt = performance.now());
    node?.addEventListener('pointerdown', onPress, true);
    return () => {
      openDialogs.splice(openDialogs.indexOf(self), 1);
      document.removeEventListener('keydown', onKey, true);
      node?.removeEventListener('pointerdown', onPress, true);
      if (performance.now() - pressedAt < 5_000) shieldGhostTaps();
      returnFocus(previous);
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-neutral-900/50 sm:items-center sm:p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`flex max-h-[92dvh] w-full flex-col rounded-t-card bg-white shadow-xl sm:rounded-card dark:bg-neutral-800 ${size === 'lg' ? 'sm:max-w-3xl' : 'sm:max-w-lg'}`}
      >
        <div className="flex items-center justify-between gap-3 border-b border-neutral-200 px-5 py-3 dark:border-neutral-700">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => close.current()}
            disabled={busy}
            aria-label={t('common.close')}
            className="inline-flex h-11 w-11 items-center justify-center rounded-control hover:bg-neutral-100 md:h-9 md:w-9 dark:hover:bg-neutral-700"
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
        <div className={`min-h-0 flex-1 overflow-y-auto px-5 pt-4 ${FORM_ACTIONS_PINNED}`}>
          <DialogGuardContext value={guard}>{children}</DialogGuardContext>
        </div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-neutral-200 px-5 py-3 dark:border-neutral-700">
            {footer}
          </div>
        )}
      </div>
      <Modal
        open={asking !== null}
        title={t('form.discard.title')}
        onClose={() => setAsking(null)}
        footer={
          <>
            <button type="button" className={BUTTON.secondary} onClick={() => setAsking(null)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              data-autofocus
              className={BUTTON.danger}
              onClick={() => {
                const closeNow = asking;
                setAsking(null);
                closeNow?.();
              }}
            >
              {t('form.discard.confirm')}
            </button>
          </>
        }
      >
        <p>{t('form.discard.message')}</p>
      </Modal>
    </div>,
    document.body,
  );
}
