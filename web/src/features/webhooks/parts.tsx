import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatDay } from '../../shared/format/day';
import './webhooks.css';

/** An instant as this device's day and time, 'DD/MM/YYYY HH:mm' (as Paramètres → API shows them). */
export function formatInstant(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDay(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The French name of an event ('site.created' → « Chantier créé », 'ping' → « Test »); an unknown one as sent. */
export function useEventLabel(): (event: string) => string {
  const intl = useIntl();
  return (event) => {
    const id = `webhooks.ui.event.${event}`;
    return intl.messages[id] !== undefined ? intl.formatMessage({ id }) : event;
  };
}

const STATUS_ICON: Record<string, ReactNode> = {
  PENDING: <ClockCircleOutlined aria-hidden />,
  DELIVERED: <CheckCircleOutlined aria-hidden />,
  FAILED: <CloseCircleOutlined aria-hidden />,
};

/** A delivery's status: webhooks.css holds shades that keep 4.5:1 in both modes (antd's tag colours do not). */
export function StatusTag({ status }: { status: string }) {
  const intl = useIntl();
  return (
    <Tag className={`webhook-tag webhook-tag-${status.toLowerCase()}`} icon={STATUS_ICON[status]}>
      {intl.formatMessage({ id: `webhooks.ui.status.${status}` })}
    </Tag>
  );
}

export function ActiveTag({ active }: { active: boolean }) {
  const intl = useIntl();
  return (
    <Tag className={`webhook-tag webhook-tag-${active ? 'delivered' : 'neutral'}`}>
      {intl.formatMessage({ id: active ? 'webhooks.ui.active' : 'webhooks.ui.inactive' })}
    </Tag>
  );
}

export function EventTags({ events }: { events: string[] }) {
  const label = useEventLabel();
  return (
    <span className="webhook-events">
      {events.map((e) => (
        <Tag key={e} className="webhook-tag webhook-tag-neutral">
          {label(e)}
        </Tag>
      ))}
    </span>
  );
}

/**
 * How often to look again at a pending delivery: every 2 s while its attempt is near, every 30 s while it waits out a
 * backoff (hours, later on), so an open log does not keep a phone busy.
 */
export function pollingFor(nextAttemptAt: string | null | undefined): number {
  const due = nextAttemptAt ? Date.parse(nextAttemptAt) : Date.now();
  return due - Date.now() < 60_000 ? 2000 : 30_000;
}
