import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { SITE_STATUSES } from '@chantiers/schema';
import { Button, Card, Empty, Input, Modal, Segmented, Select, Skeleton, Typography } from 'antd';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCan } from '../../../shared/session/useCan';
import type { SiteFieldsFragment } from '../../../gql/graphql';
import { ArchiveSiteDocument, DeleteSiteDocument, SitesDocument, UnarchiveSiteDocument } from '../sites.generated';
import { notifyInfo, notifySuccess } from '../../../shared/errors/notify';
import { type SiteAction, SiteCard } from '../components/SiteCard';
import { SiteFormModal } from '../components/SiteFormModal';
import '../sites.css';
import { useDebounced } from '../../../shared/records/useDebounced';
import { SearchBox } from '../../../shared/records/SearchBox';
import { sitesListVariables } from './dashboard-first-queries';

/** 'Vos Chantiers' (SPEC §2): filters, accent-insensitive search, 'Charger plus', add, edit, archive, delete. */
export default function DashboardSitesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [city, setCity] = useState('');
  const [archived, setArchived] = useState(false);
  const [editing, setEditing] = useState<SiteFieldsFragment | null | undefined>(undefined);
  const filter = { search: search || null, status, city: useDebounced(city.trim()) || null, archived };
  const { data, loading, error, refetch, fetchMore } = useQuery(SitesDocument, {
    variables: sitesListVariables(filter),
    notifyOnNetworkStatusChange: true,
  });
  const [archive] = useMutation(ArchiveSiteDocument);
  const [unarchive] = useMutation(UnarchiveSiteDocument);
  const [remove] = useMutation(DeleteSiteDocument);
  const canDelete = useCan('sites.delete');
  const page = data?.sites;

  const loadMore = () =>
    fetchMore({
      variables: { after: page?.endCursor },
      updateQuery: (prev, { fetchMoreResult }) =>
        fetchMoreResult ? { sites: { ...fetchMoreResult.sites, items: [...prev.sites.items, ...fetchMoreResult.sites.items] } } : prev,
    });

  const onAction = (action: SiteAction, site: SiteFieldsFragment) => {
    if (action === 'edit') return setEditing(site);
    if (action === 'archive')
      return void archive({ variables: { id: site.id } })
        .then(() => (notifySuccess(t('sites.archived', { name: site.name })), refetch()))
        .catch(() => undefined);
    if (action === 'unarchive')
      return void unarchive({ variables: { id: site.id } })
        .then(() => (notifySuccess(t('sites.unarchived', { name: site.name })), refetch()))
        .catch(() => undefined);
    Modal.confirm({
      title: t('sites.delete.confirm', { name: site.name }),
      content: t('sites.delete.explain'),
      okText: t('sites.delete'),
      okButtonProps: { danger: true },
      cancelText: t('sites.form.cancel'),
      onOk: async () => {
        const res = await remove({ variables: { id: site.id } }).catch(() => null);
        if (!res?.data) return;
        if (res.data.deleteSite.deleted) notifySuccess(t('sites.deleted', { name: site.name }));
        else notifyInfo(res.data.deleteSite.message ?? t('sites.archived', { name: site.name }));
        await refetch();
      },
    });
  };

  const filtered = Boolean(filter.search || filter.status || filter.city || archived);
  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="sites.title" />
          </Typography.Title>
          <Typography.Text type="secondary">{page ? t('sites.subtitle', { count: page.totalCount }) : '\u00a0'}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          <FormattedMessage id="sites.add" />
        </Button>
      </div>
      <div className="sites-filters" role="search">
        <SearchBox size="large" className="sites-search" label={t('sites.search')} onSearch={setSearch} />
        <Select
          size="large"
          style={{ minWidth: 180 }}
          aria-label={t('sites.filter.status')}
          value={status ?? ''}
          onChange={(v) => setStatus(v || null)}
          options={[{ value: '', label: t('sites.filter.allStatuses') }, ...SITE_STATUSES.map((s) => ({ value: s, label: t(`sites.status.${s}`) }))]}
        />
        <Input
          size="large"
          style={{ width: 180 }}
          allowClear
          placeholder={t('sites.filter.city')}
          aria-label={t('sites.filter.city')}
          value={city}
          onChange={(e) => setCity(e.target.value)}
        />
        <Segmented
          size="large"
          value={archived ? 'archived' : 'active'}
          onChange={(v) => setArchived(v === 'archived')}
          aria-label={t('sites.filter.shown')}
          options={[
            { value: 'active', label: t('sites.filter.active') },
            { value: 'archived', label: t('sites.filter.archived') },
          ]}
        />
      </div>
      {error && !page ? (
        <Result status="warning" title={t('sites.error')} extra={<Button onClick={() => void refetch()}>{t('sites.retry')}</Button>} />
      ) : !page ? (
        <div className="sites-grid" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Card key={i}>
              <Skeleton active />
            </Card>
          ))}
        </div>
      ) : page.items.length === 0 ? (
        <Card>
          <Empty description={t(filtered ? 'sites.empty' : 'sites.empty.first')} />
        </Card>
      ) : (
        <>
          <div className="sites-grid">
            {page.items.map((s) => (
              <SiteCard key={s.id} site={s} canDelete={canDelete} onAction={onAction} />
            ))}
          </div>
          {page.hasNextPage ? (
            <div className="sites-more">
              <Button size="large" loading={loading} onClick={() => void loadMore()}>
                <FormattedMessage id="sites.loadMore" />
              </Button>
            </div>
          ) : null}
        </>
      )}
      {editing !== undefined ? (
        <SiteFormModal
          site={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void refetch();
          }}
        />
      ) : null}
    </>
  );
}
