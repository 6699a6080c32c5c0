import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiTokenFieldsFragment, CreateApiTokenMutation } from '../../gql/graphql';
import { ApiTokensDocument, RevokeApiTokenDocument } from './api-tokens.generated';
import { SettingsNav } from '../../shared/company/SettingsNav';
import { notifyInfo, notifySuccess } from '../../shared/errors/notify';
import { deskOnly } from '../../shared/records/desk-only';
import { RecordCards } from '../../shared/records/RecordCards';
import { usePhone } from '../../shared/records/usePhone';
import { formatInstant, RevokeButton, Scopes } from './token-parts';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { CreateTokenModal } from './CreateTokenModal';
import { apiTokensMessages } from './messages';
import { apiTokensMessagesEn } from './messages.en';

type Created = CreateApiTokenMutation['createApiToken'];

const ApiTokensTable = deskOnly(() => import('./ApiTokensTable'));

/**
 * Paramètres → API (issue 21), for a MANAGER: personal access tokens for integrators. A new token's secret is shown
 * once (the api keeps its hash only); tokens are listed with their last use and revoked at once.
 */
export default function ApiTokensPage() {
  return (
    <FeatureMessages fr={apiTokensMessages} en={apiTokensMessagesEn} ar={() => import('./messages.ar').then((m) => m.apiTokensMessagesAr)}>
      <TokensScreen />
    </FeatureMessages>
  );
}

function TokensScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const tokenId = useId();
  const phone = usePhone();
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
          {phone ? (
            <RecordCards<ApiTokenFieldsFragment>
              items={data?.apiTokens ?? []}
              loading={loading && !data}
              emptyText={t('apiTokens.ui.empty')}
              paging={{ page: 0, pageSize: Math.max(1, data?.apiTokens.length ?? 1), total: data?.apiTokens.length ?? 0, onChange: () => undefined }}
              card={(row) => ({
                title: row.name,
                name: row.name,
                meta: `${row.prefix}_…`,
                badge: row.expired ? <Tag color="red">{t('apiTokens.ui.expired')}</Tag> : null,
                figures: [
                  { label: t('apiTokens.ui.col.scopes'), value: <Scopes token={row} /> },
                  { label: t('apiTokens.ui.col.lastUsed'), value: row.lastUsedAt ? formatInstant(row.lastUsedAt) : t('apiTokens.ui.never') },
                  { label: t('apiTokens.ui.col.created'), value: `${formatInstant(row.createdAt)} · ${row.createdByName}` },
                  { label: t('apiTokens.ui.col.expires'), value: row.expired ? t('apiTokens.ui.expired') : formatInstant(row.expiresAt) },
                ],
              })}
              custom={(row) => <RevokeButton token={row} onRevoke={onRevoke} large />}
            />
          ) : (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
              <ApiTokensTable tokens={data?.apiTokens ?? []} loading={loading && !data} onRevoke={onRevoke} />
            </Suspense>
          )}
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
