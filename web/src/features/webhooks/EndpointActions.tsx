import {
  DeleteOutlined,
  EditOutlined,
  KeyOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  SendOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Popconfirm, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { WebhookEndpointFieldsFragment } from '../../gql/graphql';

export interface EndpointHandlers {
  onLog(endpoint: WebhookEndpointFieldsFragment): void;
  onPing(endpoint: WebhookEndpointFieldsFragment): Promise<void>;
  onEdit(endpoint: WebhookEndpointFieldsFragment): void;
  onToggle(endpoint: WebhookEndpointFieldsFragment): Promise<void>;
  onRotate(endpoint: WebhookEndpointFieldsFragment): Promise<void>;
  onDelete(endpoint: WebhookEndpointFieldsFragment): Promise<void>;
}

/** What a person calls an endpoint in a button's accessible name: its description, else its address. */
export const endpointName = (e: WebhookEndpointFieldsFragment) => e.description || e.url;

/** An endpoint's six actions, the same in the desk's table and the phone's cards; the two that lose something confirm. */
export function EndpointActions({
  endpoint,
  handlers,
  large,
}: {
  endpoint: WebhookEndpointFieldsFragment;
  handlers: EndpointHandlers;
  large?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const named = (id: string) => intl.formatMessage({ id: 'webhooks.ui.named' }, { action: t(id), name: endpointName(endpoint) });
  const size = large ? 'middle' : 'small';
  const toggle = endpoint.active ? 'webhooks.ui.action.disable' : 'webhooks.ui.action.enable';
  return (
    <div className="webhook-actions">
      <Button
        size={size}
        icon={<UnorderedListOutlined aria-hidden />}
        aria-label={named('webhooks.ui.action.log')}
        onClick={() => handlers.onLog(endpoint)}
      >
        {t('webhooks.ui.action.log')}
      </Button>
      <Button
        size={size}
        icon={<SendOutlined aria-hidden />}
        aria-label={named('webhooks.ui.action.ping')}
        onClick={() => void handlers.onPing(endpoint)}
      >
        {t('webhooks.ui.action.ping')}
      </Button>
      <Button size={size} icon={<EditOutlined aria-hidden />} aria-label={named('webhooks.ui.action.edit')} onClick={() => handlers.onEdit(endpoint)}>
        {t('webhooks.ui.action.edit')}
      </Button>
      <Button
        size={size}
        icon={endpoint.active ? <PauseCircleOutlined aria-hidden /> : <PlayCircleOutlined aria-hidden />}
        aria-label={named(toggle)}
        onClick={() => void handlers.onToggle(endpoint)}
      >
        {t(toggle)}
      </Button>
      <Popconfirm
        title={t('webhooks.ui.rotate.confirm')}
        description={<Typography.Text type="secondary">{t('webhooks.ui.rotate.note')}</Typography.Text>}
        okText={t('webhooks.ui.rotate.ok')}
        cancelText={t('webhooks.ui.cancel')}
        onConfirm={() => handlers.onRotate(endpoint)}
      >
        <Button size={size} icon={<KeyOutlined aria-hidden />} aria-label={named('webhooks.ui.action.rotate')}>
          {t('webhooks.ui.action.rotate')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('webhooks.ui.delete.confirm')}
        description={<Typography.Text type="secondary">{t('webhooks.ui.delete.note')}</Typography.Text>}
        okText={t('webhooks.ui.action.delete')}
        okButtonProps={{ danger: true }}
        cancelText={t('webhooks.ui.cancel')}
        onConfirm={() => handlers.onDelete(endpoint)}
      >
        <Button size={size} danger icon={<DeleteOutlined aria-hidden />} aria-label={named('webhooks.ui.action.delete')}>
          {t('webhooks.ui.action.delete')}
        </Button>
      </Popconfirm>
    </div>
  );
}
