import { UI_TIMINGS } from '@chantiers/schema';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { type CloseButtonProps, cssTransition, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';

// SPEC §9 'removal after 1 s': the bounce out lasts 700 ms (toasts.css), then the list closes up in 300 ms.
const BounceOutIn1s = cssTransition({
  enter: 'Toastify--animate Toastify__bounce-enter',
  exit: 'toast-remove Toastify--animate Toastify__bounce-exit',
  appendPosition: true,
  collapseDuration: UI_TIMINGS.toastRemoveMs - 700,
});

/** react-toastify's close button (its classes and drawing), named in the app's language rather than 'close'. */
function CloseButton({ closeToast, theme, ariaLabel }: CloseButtonProps) {
  return (
    <button
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      type="button"
      aria-label={ariaLabel}
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The toasts' container (SPEC §8 timings), mounted with the first toast; its CSS comes with it. Its words are the
 * app's: the close button and the region by props, the timer bar (whose label react-toastify writes in English,
 * 'notification timer') renamed as each toast appears.
 */
export default function ToastHost({ rtl, mode }: { rtl: boolean; mode: 'light' | 'dark' }) {
  const intl = useIntl();
  const close = intl.formatMessage({ id: 'toasts.close' });
  const timer = intl.formatMessage({ id: 'toasts.timer' });
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = host.current;
    if (!root) return undefined;
    const rename = () =>
      root
        .querySelectorAll(`.Toastify__progress-bar[role="progressbar"]:not([aria-label="${CSS.escape(timer)}"])`)
        .forEach((bar) => bar.setAttribute('aria-label', timer));
    rename();
    const watch = new MutationObserver(rename);
    watch.observe(root, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [timer]);
  return (
    <div ref={host} className="toast-host">
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
        closeButton={(props: CloseButtonProps) => <CloseButton {...props} ariaLabel={close} />}
        aria-label={intl.formatMessage({ id: 'toasts.region' })}
      />
    </div>
  );
}
