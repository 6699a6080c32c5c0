import { UI_TIMINGS } from '@chantiers/schema';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useThemeSettings } from '../../layout/theme/ThemeSettingsProvider';

/** The toasts' container (SPEC §8 timings), mounted with the first toast; its CSS comes with it. */
export default function ToastHost() {
  const { settings } = useThemeSettings();
  const rtl = settings.dir === 'rtl';
  return (
    <ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      theme={settings.datathememode}
      autoClose={UI_TIMINGS.toastErrorMs}
      limit={UI_TIMINGS.toastMax}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
    />
  );
}
