import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Skeleton, Typography } from 'antd';
import { LazyResult as Result } from '../../shared/components/LazyResult';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useRecordTitle } from '../../app/routing/title-detail';
import type { FollowUpFieldsFragment } from '../../gql/graphql';
import { DeleteFollowUpDocument, FollowUpsSiteDocument, SiteFollowUpsDocument } from './follow-ups.generated';
import { LinkButton } from '../../shared/components/LinkButton';
import { toApiError } from '../../shared/errors/notify';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { ListToolbar } from '../../shared/records/RecordListParts';
import { type RowActionsOf } from '../../shared/records/RecordTable';
import { useRecordList } from '../../shared/records/useRecordList';
import { usePhone } from '../../shared/records/usePhone';
import { FollowUpDetailDrawer } from './FollowUpDetailDrawer';
import { FollowUpFormDrawer } from './FollowUpFormDrawer';
import { FollowUpsList } from './FollowUpsList';
import { followUpsMessages } from './messages';
import { followUpsMessagesEn } from './messages.en';
import './follow-ups.css';
import { SearchBox } from '../../shared/records/SearchBox';
import { followUpsVariables, SITE_ID } from './first-queries';

type Sheet = FollowUpFieldsFragment;

/** `/detail-chantier/:idChantier/fichesuivi` (SPEC §2): the site's follow-up sheets, the newest visit first, searched. */
function SiteFollowUpsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { idChantier = '' } = useParams();
  const valid = SITE_ID.test(idChantier);
  const phone = usePhone();
  const site = useQuery(FollowUpsSiteDocument, { variables: { id: idChantier }, skip: !valid });
  useRecordTitle(site.data?.site.name);
  const records = useRecordList<Sheet>(() => undefined);
  const [search, setSearch] = useState('');
  const sheets = useQuery(SiteFollowUpsDocument, {
    // The prefetch (first-queries.ts) builds the same variables, so a link or the offline cache finds this page answered.
    variables: followUpsVariables(idChantier, { search, page: records.page }),
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  records.watch(sheets.refetch);
  const [remove] = useMutation(DeleteFollowUpDocument);
  const [viewing, setViewing] = useState<Sheet | null>(null);
  const back = (
    <LinkButton to="/dashboard-chantiers" type="default">
      <FormattedMessage id="followUps.backToSites" />
    </LinkButton>
  );
  if (!valid) return <Result status="warning" title={t('followUps.invalidSite')} extra={back} />;
  if (site.error) {
    const missing = toApiError(site.error).code === 'NOT_FOUND';
    return <Result status={missing ? '404' : 'warning'} title={t(missing ? 'followUps.siteNotFound' : 'followUps.loadError')} extra={back} />;
  }
  if (!site.data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );

  const list = sheets.data?.followUps;
  const items = list?.items ?? [];
  const emptyText = t(search ? 'followUps.empty.filtered' : 'followUps.empty');
  const actions = (s: Sheet): RowActionsOf => ({
    onView: () => setViewing(s),
    onEdit: () => records.edit(s),
    onDelete: () => records.remove(() => remove({ variables: { id: s.id } }), items.length, t('followUps.deleted', { label: s.label })),
    deleteAction: 'followUps.delete',
    confirm: t('followUps.delete.confirm', { label: s.label }),
    confirmNote: t('followUps.delete.note'),
  });

  return (
    <>
      <div className="page-header">
        <div className="followups-heading">
          <div className="followups-back">
            <LinkButton to={`/detail-chantier/${idChantier}`} type="default">
              <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="followUps.backToSite" />
            </LinkButton>
          </div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="followUps.title" />
          </Typography.Title>
          <Typography.Text type="secondary">{site.data.site.name}</Typography.Text>
        </div>
      </div>
      <Card>
        <ListToolbar
          onAdd={() => records.add()}
          filters={
            <SearchBox
              className="records-filter followups-search"
              withButton
              label={t('followUps.search')}
              delay={250}
              onSearch={(text) => records.refilter(() => setSearch(text))}
            />
          }
          actions={null}
        />
        <FollowUpsList
          phone={phone}
          items={items}
          loading={sheets.loading && !sheets.data}
          emptyText={emptyText}
          paging={{ cards: records.cardPaging(list?.total ?? 0), table: records.tablePaging(list?.total ?? 0) }}
          actions={actions}
          onView={setViewing}
        />
      </Card>
      {records.editing !== undefined ? (
        <FollowUpFormDrawer
          siteId={idChantier}
          sheet={records.editing}
          onClose={records.closeEditor}
          onSaved={() => {
            records.saved();
            setViewing(null);
          }}
        />
      ) : null}
      {viewing ? (
        <FollowUpDetailDrawer
          sheet={viewing}
          onClose={() => setViewing(null)}
          onEdit={() => {
            records.edit(viewing);
            setViewing(null);
          }}
        />
      ) : null}
    </>
  );
}

/** With its feature's own messages, which load with it. */
export default function SiteFollowUpsPage() {
  return (
    <FeatureMessages fr={followUpsMessages} en={followUpsMessagesEn} ar={() => import('./messages.ar').then((m) => m.followUpsMessagesAr)}>
      <SiteFollowUpsScreen />
    </FeatureMessages>
  );
}
