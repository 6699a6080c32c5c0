import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { HeaderButton, HeaderPopupTheme } from '../../layout/theme/HeaderTheme';
import { UnreadNotificationCountDocument } from './notifications-count.generated';
import './notifications-bell.css';

const loadPanel = () => import('./NotificationsPanel');
const NotificationsPanel = lazy(loadPanel);
const POLL_MS = 60_000;

/** Asks the server for the unread count every minute while the tab is shown, and at once when it is shown again. */
function usePolling(refresh: () => void): void {
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const timer = window.setInterval(tick, POLL_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [refresh]);
}

/**
 * The header's bell: the unread count, and the panel (loaded on the first click) that lists them. The count is drawn
 * here rather than with antd's Badge, which weighed 4 KB gzipped on /dashboard (measured with scripts/bundle-size.mjs).
 */
export function NotificationsBell() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { data, refetch } = useQuery(UnreadNotificationCountDocument, { context: { silent: true } });
  const [refresh] = useState(() => () => void refetch().catch(() => undefined));
  usePolling(refresh);
  const count = data?.unreadNotificationCount ?? 0;
  const bell = (
    <HeaderButton
      type="text"
      shape="circle"
      className="notifications-bell"
      aria-label={intl.formatMessage({ id: 'notifications.bell' }, { count })}
      aria-haspopup="dialog"
      aria-expanded={open}
      onPointerEnter={() => void loadPanel().catch(() => undefined)}
      onClick={() => {
        setUsed(true);
        setOpen((o) => !o);
      }}
      icon={
        <span className="notifications-badge">
          <BellOutlined />
          {count ? <sup aria-hidden>{count > 99 ? '99+' : count}</sup> : null}
        </span>
      }
    />
  );
  if (!used) return bell;
  // The panel (a popover, a drawer on a phone) takes the page's theme, the bell the header's.
  return (
    <HeaderPopupTheme>
      <Suspense fallback={bell}>
        <NotificationsPanel open={open} onClose={() => setOpen(false)} onChanged={refresh}>
          {bell}
        </NotificationsPanel>
      </Suspense>
    </HeaderPopupTheme>
  );
}
