import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from '../../lib/appRouter';
import { shellDialogs } from '../shellDialogs';
import { unsavedChanges } from './unsavedChanges';
import { paths } from '../../paths';

/** Pages a navigation may always reach: the session ended, or a permission was refused (Error catalogue). */
const ALWAYS_ALLOWED = new Set([paths.signIn(), paths.unauthorized()]);

/**
 * Asks before leaving a page whose form has unsaved changes: in-app navigation (the app router's blocker, with
 * our dialog) and reload or closing the tab (the browser's own prompt). Mounted once, in the shell.
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!unsavedChanges.pending() || ALWAYS_ALLOWED.has(nextLocation.pathname)) return false;
    return (
      currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search
    );
  });

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsavedChanges.pending()) return;
      event.preventDefault();
      // Older browsers need a value to show their "leave site?" prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  // The question's code comes when a navigation is first held (components/shellDialogs). When it cannot be loaded
  // (offline before the service worker kept it), the browser's own question asks the same, so the user is never
  // left with a navigation held and nothing to answer.
  const blocked = blocker.state === 'blocked';
  const dialogs = shellDialogs.useLoadedWhen(blocked);
  const { proceed, reset } = blocker;
  const message = t('unsavedChanges.message');
  useEffect(() => {
    if (!blocked) return;
    let active = true;
    shellDialogs.preload().catch(() => {
      if (!active) return;
      if (window.confirm(message)) proceed?.();
      else reset?.();
    });
    return () => {
      active = false;
    };
  }, [blocked, message, proceed, reset]);

  if (!dialogs) return null;
  return (
    <dialogs.ConfirmDialog
      open={blocked}
      title={t('unsavedChanges.title')}
      message={message}
      confirmLabel={t('unsavedChanges.leave')}
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
