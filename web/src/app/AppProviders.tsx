import { UI_TIMINGS } from '@chantiers/schema';
import { ConfigProvider } from 'antd';
import type { Locale as AntLocale } from 'antd/es/locale';
import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import 'react-toastify/dist/ReactToastify.css';
import { baseThemeFor } from '../layout/theme/base-theme';
import { ThemeSettingsProvider, useThemeSettings } from '../layout/theme/ThemeSettingsProvider';
import { LocaleProvider, useLocale } from './locale';

// Loaded after first paint with the toast functions (shared/errors/notify); toasts raised earlier wait for it.
const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

/**
 * antd's locale tables cover every component; they load after first paint so the sign-in route stays light.
 * Until then a bare table stands in (antd falls back to its built-in wording): ConfigProvider wraps its children
 * only when it has a locale, so going from none to one would remount the whole app.
 */
function useAntLocale(locale: 'fr' | 'en'): AntLocale {
  const [table, setTable] = useState<AntLocale>();
  const bare = useMemo(() => ({ locale }), [locale]);
  useEffect(() => {
    let live = true;
    const load = locale === 'en' ? import('antd/es/locale/en_US') : import('antd/es/locale/fr_FR');
    // A table that fails to load leaves antd's built-in English wording, not an unhandled rejection.
    load.then((m) => live && setTable(m.default)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  return table ?? bare;
}

const loadThemeRuntime = () => import('../layout/theme/theme-runtime');
type ThemeRuntime = Awaited<ReturnType<typeof loadThemeRuntime>>;

/** The full antd theme (and its dark algorithm) loads beside the first route, not in its first download. */
function useThemeRuntime(): ThemeRuntime | undefined {
  const [runtime, setRuntime] = useState<ThemeRuntime>();
  useEffect(() => {
    let live = true;
    const reveal = () => document.documentElement.removeAttribute('data-theme-pending');
    loadThemeRuntime().then((m) => live && setRuntime(m), reveal);
    return () => {
      live = false;
    };
  }, []);
  useLayoutEffect(() => {
    if (runtime) document.documentElement.removeAttribute('data-theme-pending');
  }, [runtime]);
  return runtime;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const antLocale = useAntLocale(locale);
  const { settings } = useThemeSettings();
  const runtime = useThemeRuntime();
  const theme = useMemo(() => (runtime ? runtime.antdThemeFor(settings) : baseThemeFor(settings)), [runtime, settings]);
  const rtl = settings.dir === 'rtl';
  return (
    <ConfigProvider locale={antLocale} theme={theme} direction={settings.dir}>
      {runtime ? <runtime.DocumentTokens /> : null}
      {children}
      <Suspense fallback={null}>
        <ToastContainer position={rtl ? 'top-left' : 'top-right'} rtl={rtl} theme={settings.datathememode} autoClose={UI_TIMINGS.toastErrorMs} limit={UI_TIMINGS.toastMax} newestOnTop closeOnClick pauseOnFocusLoss={false} />
      </Suspense>
    </ConfigProvider>
  );
}

/** Theme settings first: they hold the language too (one stored object, SPEC §3). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeSettingsProvider>
      <LocaleProvider>
        <ThemedApp>{children}</ThemedApp>
      </LocaleProvider>
    </ThemeSettingsProvider>
  );
}
