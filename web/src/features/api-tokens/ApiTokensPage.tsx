import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiTokenFieldsFragment, CreateApiTokenMutation } from '../../gql/graphql';
import { ApiTokensDocument, RevokeApiTokenDocument } from './api-tokens.generated';
import { SettingsNav } from '../../shared/company/SettingsNav';
import { notifyInfo, notifySuccess } from '../../shared/errors/notify';
import { formatDay } from '../../shared/format/day';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { CreateTokenModal } from './CreateTokenModal';
import { apiTokensMessages } from './messages';
import { apiTokensMessagesEn } from './messages.en';

type Created = CreateApiTokenMutation['createApiToken'];

/** An instant as this device's day and time: 'DD/MM/YYYY HH:mm'. */
function formatInstant(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDay(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * Paramètres → API (issue 21), for a MANAGER: personal access tokens for integrators. A new token's secret is shown
 * once (the api keeps its hash only); tokens are listed with their last use and revoked at once.
 */
export default function ApiTokensPage() {
  return (
    <FeatureMessages fr={apiTokensMessages} en={apiTokensMessagesEn}>
      <TokensScreen />
    </FeatureMessages>
  );
}

function TokensScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const tokenId = useId();
  const [creating, setCreating] = useState(false);
  const [fresh, setFresh] = useState<Created | null>(null);
  const { data, loading } = useQuery(ApiTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeApiTokenDocument);

  const onRevoke = async (token: ApiTokenFieldsFragment) => {
    const done = await revoke({
      variables: { id: token.id },
      update: (cache) => {
        cache.evict({ id: cache.identify(token) });
        cache.gc();
      },
    }).catch(() => null);
    if (done?.data) {
      if (fresh?.apiToken.id === token.id) setFresh(null);
      notifySuccess(t('apiTokens.ui.revoked'));
    }
  };
  const onCopy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      notifySuccess(t('apiTokens.ui.copied'));
    } catch {
      (document.getElementById(tokenId) as HTMLInputElement | null)?.select();
      notifyInfo(t('apiTokens.ui.copyFailed'));
    }
  };

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            {t('apiTokens.ui.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('apiTokens.ui.subtitle')}</Typography.Text>{' '}
          {/* The server's own page (Swagger UI), outside the app's router: a plain link, in a new tab beside the tokens. */}
          <a href="/api/docs" target="_blank" rel="noopener">
            {t('apiTokens.ui.docs')}
          </a>
        </div>
        <Button type="primary" icon={<KeyOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t('apiTokens.ui.new')}
        </Button>
      </div>
      <SettingsNav />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {fresh ? (
          <Alert
            type="success"
            showIcon
            title={t('apiTokens.ui.once')}
            description={
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Space.Compact style={{ width: '100%' }}>
                  <Input
                    id={tokenId}
                    aria-label={t('apiTokens.ui.token')}
                    readOnly
                    value={fresh.token}
                    onFocus={(e) => e.target.select()}
                    onPressEnter={(e) => e.preventDefault()}
                  />
                  <Button icon={<CopyOutlined aria-hidden />} onClick={() => void onCopy(fresh.token)}>
                    {t('apiTokens.ui.copy')}
                  </Button>
                </Space.Compact>
                <Button onClick={() => setFresh(null)}>{t('apiTokens.ui.done')}</Button>
              </Space>
            }
          />
        ) : null}
        <Card>
          <Table<ApiTokenFieldsFragment>
            rowKey="id"
            loading={loading && !data}
            dataSource={data?.apiTokens ?? []}
            locale={{ emptyText: t('apiTokens.ui.empty') }}
            pagination={false}
            scroll={{ x: 860 }}
            columns={[
              {
                title: t('apiTokens.ui.col.name'),
                key: 'name',
                render: (_, row) => (
                  <span className="api-token-name">
                    <span>{row.name}</span> <Typography.Text type="secondary" code>{`${row.prefix}_…`}</Typography.Text>
                  </span>
                ),
              },
              {
                title: t('apiTokens.ui.col.scopes'),
                key: 'scopes',
                render: (_, row) => row.scopes.map((s) => <Tag key={s}>{t(`apiTokens.ui.scope.${s}`)}</Tag>),
              },
              {
                title: t('apiTokens.ui.col.created'),
                key: 'created',
                render: (_, row) => (
                  <span>
                    {formatInstant(row.createdAt)}
                    <br />
                    <Typography.Text type="secondary">{t('apiTokens.ui.createdBy', { name: row.createdByName })}</Typography.Text>
                  </span>
                ),
              },
              {
                title: t('apiTokens.ui.col.expires'),
                key: 'expires',
                render: (_, row) => (row.expired ? <Tag color="red">{t('apiTokens.ui.expired')}</Tag> : formatInstant(row.expiresAt)),
              },
              {
                title: t('apiTokens.ui.col.lastUsed'),
                key: 'lastUsed',
                render: (_, row) => (row.lastUsedAt ? formatInstant(row.lastUsedAt) : t('apiTokens.ui.never')),
              },
              {
                title: t('apiTokens.ui.col.actions'),
                key: 'actions',
                render: (_, row) => (
                  <Popconfirm
                    title={t('apiTokens.ui.revoke.confirm', { name: row.name })}
                    description={<Typography.Text type="secondary">{t('apiTokens.ui.revoke.note')}</Typography.Text>}
                    okText={t('apiTokens.ui.revoke')}
                    okButtonProps={{ danger: true }}
                    cancelText={t('apiTokens.ui.cancel')}
                    onConfirm={() => onRevoke(row)}
                  >
                    <Button size="small" danger aria-label={`${t('apiTokens.ui.revoke')} : ${row.name}`}>
                      {t('apiTokens.ui.revoke')}
                    </Button>
                  </Popconfirm>
                ),
              },
            ]}
          />
        </Card>
        <Typography.Paragraph type="secondary">{t('apiTokens.ui.limits')}</Typography.Paragraph>
      </Space>
      {creating ? (
        <CreateTokenModal
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setFresh(created);
            notifySuccess(t('apiTokens.ui.created'));
          }}
        />
      ) : null}
    </>
  );
}
