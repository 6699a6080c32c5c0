import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Drawer, Segmented, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { WebhookDeliveryFieldsFragment, WebhookEndpointFieldsFragment } from '../../gql/graphql';
import { WebhookDeliveriesDocument } from './webhooks.generated';
import { RecordCards } from '../../shared/records/RecordCards';
import { usePhone } from '../../shared/records/usePhone';
import { DeliveryDetailDrawer } from './DeliveryDetailDrawer';
import { formatInstant, pollingFor, StatusTag, useEventLabel } from './parts';

export const LOG_PAGE_SIZE = 20;
const FILTERS = ['ALL', 'PENDING', 'DELIVERED', 'FAILED'] as const;
type Filter = (typeof FILTERS)[number];
/** While a delivery waits for its next attempt, the log follows it. */

/** An endpoint's deliveries, newest first, 20 a page, by status; a delivery opens in full (body, response, replay). */
export function DeliveryLogDrawer({ endpoint, onClose }: { endpoint: WebhookEndpointFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const eventLabel = useEventLabel();
  const phone = usePhone();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<WebhookDeliveryFieldsFragment | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const log = useQuery(WebhookDeliveriesDocument, {
    variables: { endpointId: endpoint.id, status: filter === 'ALL' ? null : filter, page, size: LOG_PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const list = log.data?.webhookDeliveries;
  const items = list?.items ?? [];
  const pending = items.filter((d) => d.status === 'PENDING');
  const pollMs = pending.length ? Math.min(...pending.map((d) => pollingFor(d.nextAttemptAt))) : 0;
  const { startPolling, stopPolling, refetch } = log;
  useEffect(() => {
    if (pollMs) startPolling(pollMs);
    else stopPolling();
    return () => stopPolling();
  }, [pollMs, startPolling, stopPolling]);

  const refresh = async () => {
    setRefreshing(true);
    await refetch().catch(() => undefined);
    setRefreshing(false);
  };
  const event = (d: WebhookDeliveryFieldsFragment) => (
    <span>
      {eventLabel(d.eventType)}
      {d.replayOf ? <Typography.Text type="secondary"> ({t('webhooks.ui.log.replay')})</Typography.Text> : null}
    </span>
  );
  const response = (d: WebhookDeliveryFieldsFragment) => (d.responseStatus ? t('webhooks.ui.log.http', { code: d.responseStatus }) : '—');
  const next = (d: WebhookDeliveryFieldsFragment) => (d.status === 'PENDING' && d.nextAttemptAt ? formatInstant(d.nextAttemptAt) : '—');
  const openLabel = (d: WebhookDeliveryFieldsFragment) => t('webhooks.ui.log.open', { date: formatInstant(d.createdAt) });

  return (
    <Drawer
      open
      onClose={onClose}
      title={
        <span className="webhook-drawer-title">
          {t('webhooks.ui.log.title')}
          <Typography.Text type="secondary" className="webhook-url">
            {endpoint.url}
          </Typography.Text>
        </span>
      }
      size={1000}
      rootClassName="webhook-drawer"
      destroyOnHidden
    >
      <div className="webhook-log-toolbar">
        <Segmented<Filter>
          aria-label={t('webhooks.ui.log.filter')}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(0);
          }}
          options={FILTERS.map((f) => ({ value: f, label: t(f === 'ALL' ? 'webhooks.ui.log.all' : `webhooks.ui.status.${f}`) }))}
        />
        <Button icon={<ReloadOutlined aria-hidden />} loading={refreshing} onClick={() => void refresh()}>
          {t('webhooks.ui.log.refresh')}
        </Button>
      </div>
      {phone ? (
        <RecordCards<WebhookDeliveryFieldsFragment>
          items={items}
          loading={log.loading && !log.data}
          emptyText={t('webhooks.ui.log.empty')}
          card={(d) => ({
            title: event(d),
            badge: <StatusTag status={d.status} />,
            meta: formatInstant(d.createdAt),
            figures: [
              { label: t('webhooks.ui.log.col.attempts'), value: d.attempts },
              { label: t('webhooks.ui.log.col.response'), value: response(d) },
              ...(d.status === 'PENDING' ? [{ label: t('webhooks.ui.log.col.next'), value: next(d) }] : []),
              ...(d.lastError ? [{ label: t('webhooks.ui.log.col.error'), value: d.lastError }] : []),
            ],
          })}
          custom={(d) => (
            <Button className="record-card-main" aria-label={openLabel(d)} onClick={() => setOpen(d)}>
              {t('webhooks.ui.log.detail')}
            </Button>
          )}
          paging={{ page, pageSize: LOG_PAGE_SIZE, total: list?.total ?? 0, onChange: setPage }}
        />
      ) : (
        <Table<WebhookDeliveryFieldsFragment>
          rowKey="id"
          size="small"
          className="webhook-log-table"
          loading={log.loading && !log.data}
          dataSource={items}
          locale={{ emptyText: t('webhooks.ui.log.empty') }}
          scroll={{ x: 900 }}
          onRow={(d) => ({ onClick: () => setOpen(d) })}
          pagination={{
            current: page + 1,
            pageSize: LOG_PAGE_SIZE,
            total: list?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (p) => setPage(p - 1),
          }}
          columns={[
            {
              title: t('webhooks.ui.log.col.date'),
              key: 'date',
              width: 150,
              render: (_, d) => (
                <Button type="link" size="small" className="webhook-log-open" aria-label={openLabel(d)} onClick={() => setOpen(d)}>
                  {formatInstant(d.createdAt)}
                </Button>
              ),
            },
            { title: t('webhooks.ui.log.col.event'), key: 'event', render: (_, d) => event(d) },
            { title: t('webhooks.ui.log.col.status'), key: 'status', width: 130, render: (_, d) => <StatusTag status={d.status} /> },
            { title: t('webhooks.ui.log.col.attempts'), key: 'attempts', width: 100, align: 'end', render: (_, d) => d.attempts },
            { title: t('webhooks.ui.log.col.response'), key: 'response', width: 100, render: (_, d) => response(d) },
            { title: t('webhooks.ui.log.col.next'), key: 'next', width: 150, render: (_, d) => next(d) },
            {
              title: t('webhooks.ui.log.col.error'),
              key: 'error',
              render: (_, d) => <span className="webhook-log-error">{d.lastError ?? '—'}</span>,
            },
          ]}
        />
      )}
      {open ? (
        <DeliveryDetailDrawer
          delivery={open}
          onClose={() => setOpen(null)}
          onReplayed={() => {
            // The replay is the newest delivery: the first page of all of them shows it (the mutation refetches the log).
            setOpen(null);
            setFilter('ALL');
            setPage(0);
          }}
        />
      ) : null}
    </Drawer>
  );
}
