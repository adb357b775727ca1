import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_DEFAULTS, toastArea } from './notify';

/** The toast area, with the spec's defaults; loaded lazily by the app root. */
export default function Toasts({ rtl }: { rtl: boolean }) {
  // notify() hands its toasts over once the area is drawn (under StrictMode too: components/notify `whenAreaDrawn`).
  useEffect(() => toastArea.drawn(), []);
  return <ToastContainer {...TOAST_DEFAULTS} rtl={rtl} newestOnTop />;
}
