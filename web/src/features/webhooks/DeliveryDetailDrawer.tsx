import { RedoOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Drawer, Skeleton, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { WebhookDeliveryFieldsFragment } from '../../gql/graphql';
import { ReplayWebhookDeliveryDocument, WebhookDeliveryDocument } from './webhooks.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { formatInstant, pollingFor, StatusTag, useEventLabel } from './parts';

/** The body as a person reads it: indented JSON (it always is JSON; anything else is shown as sent). */
export function prettyJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** One delivery in full: its attempts, the receiver's last answer, the JSON sent, and « Renvoyer ». */
export function DeliveryDetailDrawer({
  delivery,
  onClose,
  onReplayed,
}: {
  delivery: WebhookDeliveryFieldsFragment;
  onClose(): void;
  onReplayed(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const eventLabel = useEventLabel();
  const detail = useQuery(WebhookDeliveryDocument, { variables: { id: delivery.id }, fetchPolicy: 'network-only' });
  const full = detail.data?.webhookDelivery;
  const shown = full ?? delivery;
  const { startPolling, stopPolling } = detail;
  const pollMs = shown.status !== 'PENDING' ? 0 : pollingFor(shown.nextAttemptAt);
  useEffect(() => {
    if (pollMs) startPolling(pollMs);
    else stopPolling();
    return () => stopPolling();
  }, [pollMs, startPolling, stopPolling]);
  const [replay, replaying] = useMutation(ReplayWebhookDeliveryDocument, { refetchQueries: ['WebhookDeliveries', 'WebhookEndpoints'] });

  const onReplay = async () => {
    const done = await replay({ variables: { id: delivery.id } }).catch(() => null);
    if (done?.data) {
      notifySuccess(t('webhooks.ui.replayed'));
      onReplayed();
    }
  };
  const facts: [string, ReactNode][] = [
    [t('webhooks.ui.log.col.event'), eventLabel(shown.eventType)],
    [t('webhooks.ui.log.col.status'), <StatusTag key="status" status={shown.status} />],
    [t('webhooks.ui.detail.eventId'), <code key="id">{shown.eventId}</code>],
    [t('webhooks.ui.log.col.attempts'), shown.attempts],
    [t('webhooks.ui.log.col.response'), shown.responseStatus ? t('webhooks.ui.log.http', { code: shown.responseStatus }) : '—'],
    [t('webhooks.ui.detail.lastAttempt'), shown.lastAttemptAt ? formatInstant(shown.lastAttemptAt) : '—'],
  ];
  if (shown.status === 'PENDING' && shown.nextAttemptAt) facts.push([t('webhooks.ui.log.col.next'), formatInstant(shown.nextAttemptAt)]);
  if (shown.deliveredAt) facts.push([t('webhooks.ui.detail.delivered'), formatInstant(shown.deliveredAt)]);
  if (shown.lastError) facts.push([t('webhooks.ui.log.col.error'), shown.lastError]);

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('webhooks.ui.detail.title', { date: formatInstant(shown.createdAt) })}
      size={720}
      rootClassName="webhook-drawer"
      destroyOnHidden
    >
      <div className="webhook-detail-actions">
        <Button type="primary" icon={<RedoOutlined aria-hidden />} loading={replaying.loading} onClick={() => void onReplay()}>
          {t('webhooks.ui.detail.replay')}
        </Button>
        <Typography.Text type="secondary">{t('webhooks.ui.detail.replay.note')}</Typography.Text>
      </div>
      {shown.replayOf ? <p className="webhook-secondary">{t('webhooks.ui.detail.replayOf')}</p> : null}
      <dl className="webhook-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {full ? (
        <>
          <section className="webhook-block" aria-labelledby="webhook-excerpt">
            <h3 id="webhook-excerpt" className="webhook-section-title">
              {t('webhooks.ui.detail.excerpt')}
            </h3>
            {full.responseExcerpt ? (
              <pre className="webhook-pre">{full.responseExcerpt}</pre>
            ) : (
              <p className="webhook-secondary">{t('webhooks.ui.detail.noExcerpt')}</p>
            )}
          </section>
          <section className="webhook-block" aria-labelledby="webhook-body">
            <h3 id="webhook-body" className="webhook-section-title">
              {t('webhooks.ui.detail.body')}
            </h3>
            <pre className="webhook-pre" tabIndex={0} aria-labelledby="webhook-body">
              {prettyJson(full.body ?? '')}
            </pre>
          </section>
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Drawer>
  );
}
