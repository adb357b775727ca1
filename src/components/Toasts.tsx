import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_DEFAULTS, toastArea } from './notify';

/**
 * The toast area, with the spec's defaults; loaded lazily by the app root. Each toast is said once by screen readers:
 * the toast is the live region (`notify`: a status for a save, an alert for an error), so the area around it is not
 * one too (react-toastify draws it `aria-live="polite"`, and a live region inside another is read twice or more:
 * reported to react-toastify upstream as #1291).
 */
export default function Toasts({ rtl }: { rtl: boolean }) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  // notify() hands its toasts over once the area is drawn (under StrictMode too: components/notify `whenAreaDrawn`).
  useEffect(() => {
    area.current?.querySelector('section[aria-live]')?.setAttribute('aria-live', 'off');
    return toastArea.drawn();
  }, []);
  return (
    <div ref={area} className="contents">
      <ToastContainer {...TOAST_DEFAULTS} rtl={rtl} newestOnTop aria-label={t('common.toasts')} />
    </div>
  );
}
