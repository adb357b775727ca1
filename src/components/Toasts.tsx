import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_DEFAULTS } from './notify';

/** The toast area, with the spec's defaults; loaded lazily by the app root. */
export default function Toasts({ rtl }: { rtl: boolean }) {
  return <ToastContainer {...TOAST_DEFAULTS} rtl={rtl} newestOnTop />;
}
