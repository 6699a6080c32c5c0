import { ApiOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { WebhookEndpointFieldsFragment } from '../../gql/graphql';
import {
  DeleteWebhookEndpointDocument,
  PingWebhookEndpointDocument,
  RotateWebhookSecretDocument,
  UpdateWebhookEndpointDocument,
  WebhookEndpointsDocument,
} from './webhooks.generated';
import { SettingsNav } from '../../shared/company/SettingsNav';
import { notifySuccess } from '../../shared/errors/notify';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { RecordCards } from '../../shared/records/RecordCards';
import { usePhone } from '../../shared/records/usePhone';
import { DeliveryLogDrawer } from './DeliveryLogDrawer';
import { EndpointActions, type EndpointHandlers } from './EndpointActions';
import { EndpointModal, MAX_ENDPOINTS } from './EndpointModal';
import { webhooksMessages } from './messages';
import { webhooksMessagesEn } from './messages.en';
import { ActiveTag, EventTags, formatInstant, StatusTag } from './parts';
import { SecretAlert } from './SecretAlert';
import { SignatureHelp } from './SignatureHelp';

interface Fresh {
  endpointId: string;
  url: string;
  secret: string;
}

/**
 * Paramètres → Webhooks (issue 21), for a MANAGER: the addresses that receive the company's events, signed. A new
 * or regenerated secret is shown once (the api gives it in that answer only); each endpoint has its delivery log.
 */
export default function WebhooksPage() {
  return (
    <FeatureMessages fr={webhooksMessages} en={webhooksMessagesEn} ar={() => import('./messages.ar').then((m) => m.webhooksMessagesAr)}>
      <WebhooksScreen />
    </FeatureMessages>
  );
}

function LastDelivery({ endpoint }: { endpoint: WebhookEndpointFieldsFragment }) {
  const intl = useIntl();
  const failures = intl.formatMessage({ id: 'webhooks.ui.failedLastDay' }, { count: endpoint.failedLastDay });
  return (
    <span className="webhook-last">
      {endpoint.lastDeliveryStatus && endpoint.lastDeliveryAt ? (
        <span>
          <StatusTag status={endpoint.lastDeliveryStatus} /> {formatInstant(endpoint.lastDeliveryAt)}
        </span>
      ) : (
        <Typography.Text type="secondary">{intl.formatMessage({ id: 'webhooks.ui.noDelivery' })}</Typography.Text>
      )}
      <span className={endpoint.failedLastDay ? 'webhook-failures' : 'webhook-secondary'}>{failures}</span>
    </span>
  );
}

function WebhooksScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const phone = usePhone();
  const [editing, setEditing] = useState<WebhookEndpointFieldsFragment | 'new' | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpointFieldsFragment | null>(null);
  const [fresh, setFresh] = useState<Fresh | null>(null);
  const { data, loading, refetch } = useQuery(WebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  const endpoints = data?.webhookEndpoints ?? [];
  const [ping] = useMutation(PingWebhookEndpointDocument, { refetchQueries: ['WebhookEndpoints'] });
  const [update] = useMutation(UpdateWebhookEndpointDocument);
  const [rotate] = useMutation(RotateWebhookSecretDocument);
  const [remove] = useMutation(DeleteWebhookEndpointDocument);

  const handlers: EndpointHandlers = {
    onLog: setLogOf,
    onEdit: setEditing,
    async onPing(endpoint) {
      const done = await ping({ variables: { id: endpoint.id } }).catch(() => null);
      if (!done?.data) return;
      notifySuccess(t('webhooks.ui.pinged'));
      setLogOf(endpoint);
    },
    async onToggle(endpoint) {
      const input = { url: endpoint.url, description: endpoint.description ?? null, events: endpoint.events, active: !endpoint.active };
      const done = await update({ variables: { id: endpoint.id, input } }).catch(() => null);
      if (done?.data) notifySuccess(t(input.active ? 'webhooks.ui.enabled' : 'webhooks.ui.disabled'));
    },
    async onRotate(endpoint) {
      const done = await rotate({ variables: { id: endpoint.id } }).catch(() => null);
      if (!done?.data) return;
      const { secret, endpoint: rotated } = done.data.rotateWebhookSecret;
      setFresh({ endpointId: rotated.id, url: rotated.url, secret });
      notifySuccess(t('webhooks.ui.rotated'));
    },
    async onDelete(endpoint) {
      const done = await remove({
        variables: { id: endpoint.id },
        update: (cache) => {
          cache.evict({ id: cache.identify(endpoint) });
          cache.gc();
        },
      }).catch(() => null);
      if (!done?.data) return;
      if (fresh?.endpointId === endpoint.id) setFresh(null);
      notifySuccess(t('webhooks.ui.deleted'));
    },
  };

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            {t('webhooks.ui.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('webhooks.ui.subtitle')}</Typography.Text>
        </div>
        <Button type="primary" icon={<ApiOutlined aria-hidden />} onClick={() => setEditing('new')}>
          {t('webhooks.ui.new')}
        </Button>
      </div>
      <SettingsNav />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {fresh ? <SecretAlert url={fresh.url} secret={fresh.secret} onDone={() => setFresh(null)} /> : null}
        {phone ? (
          <RecordCards<WebhookEndpointFieldsFragment>
            items={endpoints}
            loading={loading && !data}
            emptyText={t('webhooks.ui.empty')}
            card={(e) => ({
              className: 'webhook-card',
              title: e.description || <span className="webhook-url">{e.url}</span>,
              badge: <ActiveTag active={e.active} />,
              meta: (
                <>
                  {e.description ? <div className="webhook-url">{e.url}</div> : null}
                  <EventTags events={e.events} />
                </>
              ),
              figures: [{ label: t('webhooks.ui.col.last'), value: <LastDelivery endpoint={e} /> }],
            })}
            custom={(e) => <EndpointActions endpoint={e} handlers={handlers} large />}
            paging={{ page: 0, pageSize: MAX_ENDPOINTS, total: endpoints.length, onChange: () => undefined }}
          />
        ) : (
          <Card>
            <Table<WebhookEndpointFieldsFragment>
              rowKey="id"
              loading={loading && !data}
              dataSource={endpoints}
              locale={{ emptyText: t('webhooks.ui.empty') }}
              pagination={false}
              scroll={{ x: 900 }}
              columns={[
                {
                  title: t('webhooks.ui.col.url'),
                  key: 'url',
                  width: 210,
                  render: (_, e) => (
                    <span className="webhook-address">
                      <span className="webhook-url">{e.url}</span>
                      {e.description ? <Typography.Text type="secondary">{e.description}</Typography.Text> : null}
                    </span>
                  ),
                },
                { title: t('webhooks.ui.col.events'), key: 'events', width: 150, render: (_, e) => <EventTags events={e.events} /> },
                { title: t('webhooks.ui.col.state'), key: 'state', width: 90, render: (_, e) => <ActiveTag active={e.active} /> },
                { title: t('webhooks.ui.col.last'), key: 'last', width: 160, render: (_, e) => <LastDelivery endpoint={e} /> },
                {
                  title: t('webhooks.ui.col.actions'),
                  key: 'actions',
                  render: (_, e) => <EndpointActions endpoint={e} handlers={handlers} />,
                },
              ]}
            />
          </Card>
        )}
        {data ? (
          <Typography.Text type="secondary" className="webhook-count">
            {t('webhooks.ui.count', { count: endpoints.length, max: MAX_ENDPOINTS })}
          </Typography.Text>
        ) : null}
        <SignatureHelp />
      </Space>
      {editing ? (
        <EndpointModal
          endpoint={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onCreated={(created) => {
            setEditing(null);
            setFresh({ endpointId: created.endpoint.id, url: created.endpoint.url, secret: created.secret });
            notifySuccess(t('webhooks.ui.created'));
          }}
        />
      ) : null}
      {logOf ? (
        <DeliveryLogDrawer
          endpoint={logOf}
          onClose={() => {
            setLogOf(null);
            void refetch().catch(() => undefined);
          }}
        />
      ) : null}
    </>
  );
}
