import { lazy, type ReactNode, Suspense } from 'react';
import { useToastsWanted } from '../shared/errors/toasts';
import { ThemeSettingsProvider, useThemeSettings } from '../layout/theme/ThemeSettingsProvider';
import { LocaleProvider } from './locale';

// react-toastify, its CSS and the container load with the first toast (shared/errors/notify.tsx asks for them).
const ToastHost = lazy(() => import('../shared/errors/ToastHost'));

function Toasts() {
  const { settings } = useThemeSettings();
  return useToastsWanted() ? (
    <Suspense fallback={null}>
      <ToastHost rtl={settings.dir === 'rtl'} mode={settings.datathememode} />
    </Suspense>
  ) : null;
}

/**
 * Theme settings first: they hold the language too (one stored object, SPEC §3). No antd here: the public screens
 * draw without it and the screens that use it bring it (app/antd/AntdRoot.tsx), so the sign-in route stays light.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeSettingsProvider>
      <LocaleProvider>
        {children}
        <Toasts />
      </LocaleProvider>
    </ThemeSettingsProvider>
  );
}
