import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { ClientFieldsFragment } from '../../gql/graphql';
import { notifyError } from '../../shared/errors/notify';
import { ListToolbar } from '../../shared/records/RecordListParts';
import { RecordCards } from '../../shared/records/RecordCards';
import { actionsColumn } from '../../shared/records/RecordTable';
import { SearchBox } from '../../shared/records/SearchBox';
import { usePhone } from '../../shared/records/usePhone';
import { RECORD_PAGE_SIZE } from '../../shared/records/page-size';
import { useRecordList } from '../../shared/records/useRecordList';
import { ClientFormDrawer } from './ClientFormDrawer';
import { ClientByIdDocument, ClientsDocument, DeleteClientDocument } from './clients.generated';
import './clients.css';

type Client = ClientFieldsFragment;

const NONE = () => undefined;

/** A company client without its ICE cannot be invoiced: said in the list, where it is completed. */
function IceCell({ client }: { client: Client }) {
  const intl = useIntl();
  if (client.ice) return <span className="client-nowrap">{client.ice}</span>;
  if (client.kind !== 'COMPANY') return <>—</>;
  return (
    <span className="client-ice-missing" title={intl.formatMessage({ id: 'clients.ice.missingHelp' })}>
      {intl.formatMessage({ id: 'clients.ice.missing' })}
    </span>
  );
}

/**
 * `/clients`: the company's clients, searched on the server (name, ICE, city), edited in a drawer; deleting one that
 * quotes name is refused by the server. `?modifier={id}` opens that client's form, as the invoice refusal asks.
 */
export default function ClientsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const phone = usePhone();
  const records = useRecordList<Client>(NONE);
  const [search, setSearch] = useState('');
  const [params, setParams] = useSearchParams();
  const asked = params.get('modifier');
  const { data, loading, refetch } = useQuery(ClientsDocument, { variables: { search: search || null, page: records.page, size: RECORD_PAGE_SIZE } });
  records.watch(refetch);
  const askedClient = useQuery(ClientByIdDocument, { variables: { id: asked ?? '' }, skip: !asked, fetchPolicy: 'network-only' });
  useEffect(() => {
    if (!asked || askedClient.loading) return;
    if (askedClient.data) records.edit(askedClient.data.client);
    else if (askedClient.error) notifyError(new Error(t('clients.notFound')));
  }, [asked, askedClient.loading]); // eslint-disable-line react-hooks/exhaustive-deps
  const [remove] = useMutation(DeleteClientDocument);
  const list = data?.clients;

  const closeEditor = () => {
    records.closeEditor();
    if (asked) setParams({}, { replace: true });
  };
  const actions = (c: Client) => ({
    onEdit: () => records.edit(c),
    onDelete: () => records.remove(() => remove({ variables: { id: c.id } }), list?.items.length ?? 0, t('clients.deleted', { name: c.name })),
    deleteAction: 'clients.delete' as const,
    confirm: t('clients.delete.confirm', { name: c.name }),
    confirmNote: t('clients.delete.note'),
  });

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="clients.title" />
          </Typography.Title>
          <Typography.Text type="secondary">{list ? t('clients.subtitle', { count: list.total }) : '\u00a0'}</Typography.Text>
        </div>
      </div>
      <Card>
        <ListToolbar
          onAdd={records.add}
          actions={null}
          filters={
            <SearchBox
              size="large"
              style={{ maxWidth: 420 }}
              label={t('clients.search')}
              onSearch={(text) => records.refilter(() => setSearch(text))}
            />
          }
        />
        {phone ? (
          <RecordCards<Client>
            items={list?.items ?? []}
            loading={loading && !data}
            emptyText={t('clients.empty')}
            paging={records.cardPaging(list?.total ?? 0)}
            actions={actions}
            card={(c) => ({
              title: c.name,
              name: c.name,
              meta: [t(`clients.kind.${c.kind}`), c.city].filter(Boolean).join(' · '),
              figures: [
                { label: t('clients.col.ice'), value: <IceCell client={c} /> },
                { label: t('clients.col.phone'), value: c.phone ? <a href={`tel:${c.phone.replace(/[\s.-]/g, '')}`}>{c.phone}</a> : '—' },
                { label: t('clients.col.email'), value: c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : '—' },
              ],
            })}
          />
        ) : (
          <Table<Client>
            rowKey="id"
            size="middle"
            loading={loading && !data}
            dataSource={list?.items ?? []}
            locale={{ emptyText: t('clients.empty') }}
            scroll={{ x: 'max-content' }}
            {...records.tablePaging(list?.total ?? 0)}
            columns={[
              { title: t('clients.col.name'), key: 'name', render: (_, c) => <strong>{c.name}</strong> },
              { title: t('clients.col.kind'), key: 'kind', render: (_, c) => <Tag>{t(`clients.kind.${c.kind}`)}</Tag> },
              { title: t('clients.col.ice'), key: 'ice', render: (_, c) => <IceCell client={c} /> },
              { title: t('clients.col.city'), key: 'city', render: (_, c) => c.city ?? '—' },
              { title: t('clients.col.phone'), key: 'phone', render: (_, c) => (c.phone ? <span className="client-nowrap">{c.phone}</span> : '—') },
              { title: t('clients.col.email'), key: 'email', render: (_, c) => c.email ?? '—' },
              actionsColumn<Client>(intl, actions),
            ]}
          />
        )}
      </Card>
      {records.editing === undefined ? null : (
        <ClientFormDrawer
          client={records.editing}
          onClose={closeEditor}
          onSaved={() => {
            records.saved();
            if (asked) setParams({}, { replace: true });
          }}
        />
      )}
    </>
  );
}
