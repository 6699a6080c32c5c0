import { ApolloProvider } from '@apollo/client/react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { createApolloClient, SESSION_EXPIRED_EVENT } from './apollo/client';
import { useLocale } from './locale';

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
      <Outlet />
    </ApolloProvider>
  );
}
