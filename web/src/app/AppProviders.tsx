import { UI_TIMINGS } from '@chantiers/schema';
import { ConfigProvider } from 'antd';
import type { Locale as AntLocale } from 'antd/es/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { LocaleProvider, useLocale } from './locale';
import { brandTheme } from './theme';

/** antd's locale tables cover every component; they load after first paint so the sign-in route stays light. */
function useAntLocale(locale: 'fr' | 'en'): AntLocale | undefined {
  const [table, setTable] = useState<AntLocale>();
  useEffect(() => {
    let live = true;
    const load = locale === 'en' ? import('antd/es/locale/en_US') : import('antd/es/locale/fr_FR');
    void load.then((m) => live && setTable(m.default));
    return () => {
      live = false;
    };
  }, [locale]);
  return table;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const antLocale = useAntLocale(locale);
  return (
    <ConfigProvider locale={antLocale} theme={brandTheme}>
      {children}
      <ToastContainer position="top-right" autoClose={UI_TIMINGS.toastErrorMs} limit={UI_TIMINGS.toastMax} newestOnTop closeOnClick pauseOnFocusLoss={false} />
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      <ThemedApp>{children}</ThemedApp>
    </LocaleProvider>
  );
}
