import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createIntl, type IntlShape, RawIntlProvider, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import AppShell from '../layout/shell/AppShell';
import AntdRoot from './antd/AntdRoot';
import { createApolloClient, SESSION_EXPIRED_EVENT } from './apollo/client';
import { appLocaleOf, dayjsLocale } from '../shared/intl/locale-tags';
import { makeCurrentIntl } from './intl';
import { intlCache } from '../shared/intl/intl-cache';
import { loadPrivateMessages, privateMessagesIfLoaded } from './private-messages';
import { wantToasts } from '../shared/errors/toasts';
import { DocumentTitle } from './routing/DocumentTitle';
import { prefetchLinkedScreen } from './routing/preload-screen';
import { useOfflineCache } from './offline/useOfflineCache';
import { useOutboxSync } from './offline/useOutboxSync';
import { DayDataWatch } from './offline/day-data/DayDataWatch';
import { subscribePermissions } from '../shared/session/permissions';
import { validAccessToken } from '../shared/session/session-client';

/** The installed app's parts (service worker, storage): once the first screen is drawn and the page is idle. */
function startOfflineAppWhenIdle(): () => void {
  const start = () => void import('./offline/start-offline').then((m) => m.startOfflineApp()).catch(() => undefined);
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(start, { timeout: 10_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(start, 3_000);
  return () => clearTimeout(id);
}

/** Adds the private screens' messages to the app's current language (English ones load when chosen). */
function PrivateIntl({ children }: { children: ReactNode }) {
  const base = useIntl();
  const locale = appLocaleOf(base.locale);
  const [, setLoaded] = useState(0);
  const messages = privateMessagesIfLoaded(locale);
  // Arabic's dates come with its messages (private-messages.ts), so they are known once the messages are.
  if (messages) dayjs.locale(dayjsLocale(locale));
  useEffect(() => {
    if (privateMessagesIfLoaded(locale)) return undefined;
    let live = true;
    void loadPrivateMessages(locale).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [locale]);
  const intl = useMemo(
    () =>
      messages
        ? makeCurrentIntl(
            createIntl(
              {
                locale: base.locale,
                defaultLocale: 'fr',
                messages: { ...(base.messages as Record<string, string>), ...messages },
                onError: () => undefined,
              },
              intlCache,
            ),
          )
        : undefined,
    [base, messages],
  );
  // While another language's messages load, the previous ones stay.
  const shown = useRef<IntlShape | undefined>(undefined);
  if (intl) shown.current = intl;
  if (!shown.current) return null;
  return <RawIntlProvider value={shown.current}>{children}</RawIntlProvider>;
}

/**
 * The shown private area's client. A first render that waits for a part still downloading is thrown away by React,
 * state included: without this, each try made another client with an empty cache (and lost what a linked screen had
 * already asked). Dropped when the area goes (signing out), so the next account starts with an empty cache.
 */
let current: ApolloClient | null = null;
function privateClient(): ApolloClient {
  if (!current) {
    current = createApolloClient();
    prefetchLinkedScreen(current);
  }
  return current;
}

/** Everything behind sign-in, loaded lazily so the public screens stay light. */
export default function PrivateArea() {
  const [client] = useState(privateClient);
  useEffect(() => () => void (current === client && (current = null)), [client]);
  const ready = useOfflineCache(client);
  useOutboxSync(client, validAccessToken);
  useEffect(() => startOfflineAppWhenIdle(), []);
  const navigate = useNavigate();
  useEffect(() => {
    // Behind sign-in most actions end in a toast: the toast library comes with the first touch or key press, so it is
    // ready before the first answer arrives (the first screen itself does not wait for it).
    const arm = () => wantToasts();
    window.addEventListener('pointerdown', arm, { once: true, capture: true });
    window.addEventListener('keydown', arm, { once: true, capture: true });
    return () => {
      window.removeEventListener('pointerdown', arm, { capture: true });
      window.removeEventListener('keydown', arm, { capture: true });
    };
  }, []);
  useEffect(() => {
    const onExpired = () => navigate('/sign-in', { replace: true, state: { notice: 'session.expired' } });
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate]);
  // An offline start puts the phone's kept answers back first (a few milliseconds of its storage).
  if (!ready) return null;
  return (
    <ApolloProvider client={client}>
      <DayDataWatch client={client} subscribePermissions={subscribePermissions} />
      <PrivateIntl>
        <DocumentTitle area="private" />
        <AntdRoot>
          <AppShell />
        </AntdRoot>
      </PrivateIntl>
    </ApolloProvider>
  );
}
