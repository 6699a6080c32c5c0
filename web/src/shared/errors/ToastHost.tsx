import { UI_TIMINGS } from '@chantiers/schema';
import { cssTransition, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';

// SPEC §9 'removal after 1 s': the bounce out lasts 700 ms (toasts.css), then the list closes up in 300 ms.
const BounceOutIn1s = cssTransition({
  enter: 'Toastify--animate Toastify__bounce-enter',
  exit: 'toast-remove Toastify--animate Toastify__bounce-exit',
  appendPosition: true,
  collapseDuration: UI_TIMINGS.toastRemoveMs - 700,
});

/** The toasts' container (SPEC §8 timings), mounted with the first toast; its CSS comes with it. */
export default function ToastHost({ rtl, mode }: { rtl: boolean; mode: 'light' | 'dark' }) {
  return (
    <ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      theme={mode}
      autoClose={UI_TIMINGS.toastErrorMs}
      limit={UI_TIMINGS.toastMax}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      transition={BounceOutIn1s}
    />
  );
}
