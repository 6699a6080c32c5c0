import { Table, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { ApiTokenFieldsFragment } from '../../gql/graphql';
import { formatInstant, RevokeButton, Scopes } from './token-parts';

/** The tokens on a desk: a table (a phone shows cards: ApiTokensPage). */
export default function ApiTokensTable({
  tokens,
  loading,
  onRevoke,
}: {
  tokens: ApiTokenFieldsFragment[];
  loading: boolean;
  onRevoke(token: ApiTokenFieldsFragment): Promise<unknown> | void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Table<ApiTokenFieldsFragment>
      rowKey="id"
      loading={loading}
      dataSource={tokens}
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
        { title: t('apiTokens.ui.col.scopes'), key: 'scopes', render: (_, row) => <Scopes token={row} /> },
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
        { title: t('apiTokens.ui.col.actions'), key: 'actions', render: (_, row) => <RevokeButton token={row} onRevoke={onRevoke} /> },
      ]}
    />
  );
}
