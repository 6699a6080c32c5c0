import {
  AuditOutlined,
  CalendarOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  HomeOutlined,
  InboxOutlined,
  IssuesCloseOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  SignatureOutlined,
  StopOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Drawer, Empty, Popover, Spin, Switch } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { appLocaleOf, dayjsLocale } from '../../shared/intl/locale-tags';
import relativeTime from 'dayjs/plugin/relativeTime';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { NotificationFieldsFragment, NotificationKind } from '../../gql/graphql';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationSettingsDocument,
  NotificationsDocument,
  UpdateNotificationSettingsDocument,
} from './notifications.generated';
import { notificationsPanelMessages } from './panel-messages';
import { notificationsPanelMessagesEn } from './panel-messages.en';
import { sentenceOf } from './sentence';
import './notifications.css';

const loadArabic = () => import('./panel-messages.ar').then((m) => m.notificationsPanelMessagesAr);

dayjs.extend(relativeTime);

const PAGE = 20;
const PHONE = '(max-width: 575.98px)';
const ICONS: Record<NotificationKind, ReactNode> = {
  STOCK_LOW: <InboxOutlined />,
  QUOTE_EXPIRING: <FileTextOutlined />,
  INVOICE_OVERDUE: <WalletOutlined />,
  SITE_ASSIGNMENT: <TeamOutlined />,
  TASK_ASSIGNED: <CalendarOutlined />,
  SITE_GIVEN: <HomeOutlined />,
  ANNOUNCEMENT: <NotificationOutlined />,
  DAILY_LOG_SIGNED: <AuditOutlined />,
  RESERVE_LIFTED: <IssuesCloseOutlined />,
  DOCUMENT_SIGNED: <SignatureOutlined />,
  DOCUMENT_REFUSED: <StopOutlined />,
  RECEPTION_SIGNED: <SafetyCertificateOutlined />,
  CHANGE_ORDER_ACCEPTED: <FileDoneOutlined />,
};

function usePhone(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const mq = window.matchMedia(PHONE);
      mq.addEventListener('change', listener);
      return () => mq.removeEventListener('change', listener);
    },
    () => window.matchMedia(PHONE).matches,
  );
}

function Item({ n, onOpen }: { n: NotificationFieldsFragment; onOpen: (n: NotificationFieldsFragment) => void }) {
  const intl = useIntl();
  const unread = !n.readAt;
  return (
    <li>
      <button type="button" className={`notification-item${unread ? ' is-unread' : ''}`} onClick={() => onOpen(n)}>
        <span className={`notification-icon kind-${n.kind}`} aria-hidden>
          {ICONS[n.kind]}
        </span>
        <span className="notification-text">
          <span className="notification-sentence">{sentenceOf(intl, n)}</span>
          <time className="notification-time" dateTime={n.visibleFrom} title={dayjs(n.visibleFrom).format('DD/MM/YYYY HH:mm')}>
            {dayjs(n.visibleFrom)
              .locale(dayjsLocale(appLocaleOf(intl.locale)))
              .fromNow()}
          </time>
        </span>
        {unread ? <span className="notification-dot" aria-label={intl.formatMessage({ id: 'notifications.unread' })} /> : null}
      </button>
    </li>
  );
}

/** The list, 'Tout marquer comme lu', the digest switch. A click marks read and goes to the thing. */
export function NotificationsBody({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [size, setSize] = useState(PAGE);
  const list = useQuery(NotificationsDocument, { variables: { page: 0, size }, fetchPolicy: 'cache-and-network' });
  const settings = useQuery(NotificationSettingsDocument);
  const [markRead] = useMutation(MarkNotificationReadDocument);
  const [markAll, marking] = useMutation(MarkAllNotificationsReadDocument);
  const [saveSettings, saving] = useMutation(UpdateNotificationSettingsDocument);
  const page = list.data?.notifications;
  const items = page?.items ?? [];

  const open = async (n: NotificationFieldsFragment) => {
    onClose();
    navigate(n.link);
    if (!n.readAt) {
      await markRead({ variables: { id: n.id } }).catch(() => undefined);
      onChanged();
    }
  };
  const readAll = async () => {
    await markAll();
    await list.refetch();
    onChanged();
  };

  return (
    <div className="notifications-panel">
      <div className="notifications-head">
        <strong>{intl.formatMessage({ id: 'notifications.title' })}</strong>
        <Button
          type="text"
          size="small"
          className="notifications-mark-all"
          disabled={!page?.unread}
          loading={marking.loading}
          onClick={() => void readAll()}
        >
          {intl.formatMessage({ id: 'notifications.markAll' })}
        </Button>
      </div>
      {!page && list.loading ? (
        <div className="notifications-state">
          <Spin />
        </div>
      ) : !page && list.error ? (
        <div className="notifications-state">{intl.formatMessage({ id: 'notifications.loadError' })}</div>
      ) : !items.length ? (
        <Empty className="notifications-state" image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'notifications.empty' })} />
      ) : (
        <ul className="notifications-list">
          {items.map((n) => (
            <Item key={n.id} n={n} onOpen={(x) => void open(x)} />
          ))}
        </ul>
      )}
      {page && items.length < page.total ? (
        <Button type="link" block loading={list.loading} onClick={() => setSize((s) => s + PAGE)}>
          {intl.formatMessage({ id: 'notifications.more' })}
        </Button>
      ) : null}
      <label className="notifications-digest">
        <Switch
          size="small"
          checked={settings.data?.notificationSettings.dailyDigest ?? false}
          loading={settings.loading || saving.loading}
          onChange={(dailyDigest) => void saveSettings({ variables: { dailyDigest } }).catch(() => undefined)}
        />
        <span>{intl.formatMessage({ id: 'notifications.digest' })}</span>
      </label>
    </div>
  );
}

/** A popover under the bell on a wide screen, a drawer on a phone; the bell (`children`) stays where it is. */
export default function NotificationsPanel({
  open,
  onClose,
  onChanged,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
  children: ReactNode;
}) {
  const phone = usePhone();
  const body = (
    <FeatureMessages fr={notificationsPanelMessages} en={notificationsPanelMessagesEn} ar={loadArabic}>
      {open ? <NotificationsBody onClose={onClose} onChanged={onChanged} /> : null}
    </FeatureMessages>
  );
  if (phone)
    return (
      <>
        {children}
        <Drawer open={open} onClose={onClose} placement="right" size="default" className="notifications-drawer" title={null} closable>
          {body}
        </Drawer>
      </>
    );
  return (
    <Popover
      open={open}
      onOpenChange={(v) => {
        if (!v) onClose();
      }}
      trigger="click"
      placement="bottomRight"
      content={body}
      classNames={{ root: 'notifications-popover' }}
    >
      {children}
    </Popover>
  );
}
