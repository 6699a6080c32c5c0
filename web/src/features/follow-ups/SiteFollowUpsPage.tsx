import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Input, Skeleton, Table, Typography } from 'antd';
import { LazyResult as Result } from '../../shared/components/LazyResult';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useRecordTitle } from '../../app/routing/title-detail';
import type { FollowUpFieldsFragment } from '../../gql/graphql';
import { DeleteFollowUpDocument, FollowUpsSiteDocument, SiteFollowUpsDocument } from './follow-ups.generated';
import { LinkButton } from '../../shared/components/LinkButton';
import { toApiError } from '../../shared/errors/notify';
import { formatDay } from '../../shared/format/day';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { RecordCards } from '../../shared/records/RecordCards';
import { ListToolbar } from '../../shared/records/RecordListParts';
import { actionsColumn, type RowActionsOf } from '../../shared/records/RecordTable';
import { RECORD_PAGE_SIZE, useRecordList } from '../../shared/records/useRecordList';
import { usePhone } from '../../shared/records/usePhone';
import { FollowUpDetailDrawer } from './FollowUpDetailDrawer';
import { FollowUpFormDrawer } from './FollowUpFormDrawer';
import { firstLine, thumbStrip } from './follow-up-text';
import { followUpsMessages } from './messages';
import { followUpsMessagesEn } from './messages.en';
import './follow-ups.css';

type Sheet = FollowUpFieldsFragment;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first photos of a sheet as small thumbnails, then '+N'. */
function Thumbs({ sheet }: { sheet: Sheet }) {
  const intl = useIntl();
  const { shown, more } = thumbStrip(sheet.photos);
  if (!sheet.photos.length) return <span className="followups-secondary">{intl.formatMessage({ id: 'followUps.photos.count' }, { count: 0 })}</span>;
  return (
    <span className="followups-thumbs">
      {shown.map((p) => (
        <img key={p.id} src={p.thumbnailUrl} alt="" loading="lazy" />
      ))}
      {more ? (
        <span className="followups-thumbs-more" aria-label={intl.formatMessage({ id: 'followUps.photos.more' }, { count: more })}>
          +{more}
        </span>
      ) : null}
    </span>
  );
}

/** Maîtrise d'œuvre and d'ouvrage, one under the other. */
function Parties({ sheet }: { sheet: Sheet }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <dl className="followups-parties">
      <div>
        <dt title={t('followUps.projectManager')}>{t('followUps.projectManager.short')}</dt>
        <dd>{sheet.projectManager}</dd>
      </div>
      <div>
        <dt title={t('followUps.projectOwner')}>{t('followUps.projectOwner.short')}</dt>
        <dd>{sheet.projectOwner}</dd>
      </div>
    </dl>
  );
}

/** `/detail-chantier/:idChantier/fichesuivi` (SPEC §2): the site's follow-up sheets, the newest visit first, searched. */
function SiteFollowUpsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { idChantier = '' } = useParams();
  const valid = UUID.test(idChantier);
  const phone = usePhone();
  const site = useQuery(FollowUpsSiteDocument, { variables: { id: idChantier }, skip: !valid });
  useRecordTitle(site.data?.site.name);
  const records = useRecordList<Sheet>(() => undefined);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => records.refilter(() => setSearch(typed.trim())), 250);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  const sheets = useQuery(SiteFollowUpsDocument, {
    variables: { siteId: idChantier, search: search || null, page: records.page, size: RECORD_PAGE_SIZE },
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
            <Input.Search
              className="records-filter followups-search"
              allowClear
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={t('followUps.search')}
              aria-label={t('followUps.search')}
            />
          }
          actions={null}
        />
        {phone ? (
          <RecordCards<Sheet>
            items={items}
            loading={sheets.loading && !sheets.data}
            emptyText={emptyText}
            actions={(s) => ({
              ...actions(s),
              onView: undefined,
              main: { key: 'view', label: t('records.view'), icon: <EyeOutlined />, onClick: () => setViewing(s) },
            })}
            paging={records.cardPaging(list?.total ?? 0)}
            card={(s) => ({
              title: s.label,
              name: s.label,
              className: 'followups-card',
              meta: `${formatDay(s.visitDate as string)} · ${t('followUps.photos.count', { count: s.photos.length })}`,
              figures: [
                { label: t('followUps.projectManager'), value: s.projectManager },
                { label: t('followUps.projectOwner'), value: s.projectOwner },
                { label: t('followUps.report'), value: <span className="followups-line">{firstLine(s.report)}</span> },
                ...(s.photos.length ? [{ label: t('followUps.col.photos'), value: <Thumbs sheet={s} /> }] : []),
              ],
            })}
          />
        ) : (
          <Table<Sheet>
            rowKey="id"
            size="middle"
            className="followups-table"
            loading={sheets.loading && !sheets.data}
            dataSource={items}
            locale={{ emptyText }}
            scroll={{ x: 'max-content' }}
            {...records.tablePaging(list?.total ?? 0)}
            columns={[
              {
                title: t('followUps.col.date'),
                key: 'date',
                render: (_, s) => <span className="followups-nowrap">{formatDay(s.visitDate as string)}</span>,
              },
              {
                title: t('followUps.col.label'),
                key: 'label',
                render: (_, s) => (
                  <div className="followups-title-cell">
                    <button type="button" className="followups-open" onClick={() => setViewing(s)}>
                      {s.label}
                    </button>
                    <span className="followups-secondary followups-line">{firstLine(s.report)}</span>
                  </div>
                ),
              },
              { title: t('followUps.col.parties'), key: 'parties', render: (_, s) => <Parties sheet={s} /> },
              { title: t('followUps.col.photos'), key: 'photos', render: (_, s) => <Thumbs sheet={s} /> },
              actionsColumn<Sheet>(intl, actions),
            ]}
          />
        )}
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
    <FeatureMessages fr={followUpsMessages} en={followUpsMessagesEn}>
      <SiteFollowUpsScreen />
    </FeatureMessages>
  );
}
