import { ApolloProvider } from '@apollo/client/react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { createIntl, RawIntlProvider, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import AppShell from '../layout/shell/AppShell';
import { createApolloClient, SESSION_EXPIRED_EVENT } from './apollo/client';
import type { Locale } from './i18n';
import { makeCurrentIntl } from './intl';
import { useLocale } from './locale';
import { privateMessages } from './private-messages';

/** Adds the private screens' messages to the app's current language. */
function PrivateIntl({ children }: { children: ReactNode }) {
  const base = useIntl();
  const intl = useMemo(
    () =>
      makeCurrentIntl(
        createIntl({ locale: base.locale, defaultLocale: 'fr', messages: { ...(base.messages as Record<string, string>), ...privateMessages[base.locale as Locale] }, onError: () => undefined }),
      ),
    [base],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

/** Everything behind sign-in, loaded lazily so the public screens stay light. */
export default function PrivateArea() {
  const [client] = useState(createApolloClient);
  const navigate = useNavigate();
  const { locale } = useLocale();
  dayjs.locale(locale);
  useEffect(() => {
    const onExpired = () => navigate('/sign-in', { replace: true, state: { notice: 'session.expired' } });
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate]);
  return (
    <ApolloProvider client={client}>
      <PrivateIntl>
        <AppShell />
      </PrivateIntl>
    </ApolloProvider>
  );
}

