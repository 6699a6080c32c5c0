import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Segmented, Select, Skeleton, Typography } from 'antd';
import { LazyResult as Result } from '../../shared/components/LazyResult';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useRecordTitle } from '../../app/routing/title-detail';
import type { SiteDocumentFieldsFragment } from '../../gql/graphql';
import { DeleteSiteDocumentDocument, DocumentsSiteDocument, SiteDocumentsDocument } from './documents.generated';
import { LinkButton } from '../../shared/components/LinkButton';
import { toApiError } from '../../shared/errors/notify';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { ListToolbar } from '../../shared/records/RecordListParts';
import { type RowActionsOf } from '../../shared/records/RecordTable';
import { useRecordList } from '../../shared/records/useRecordList';
import { usePhone } from '../../shared/records/usePhone';
import { CATEGORIES } from './DocumentTypeSelect';
import { DocumentFormModal } from './DocumentFormModal';
import { DocumentPreviewModal } from './DocumentPreviewModal';
import { DocumentUploadModal } from './DocumentUploadModal';
import { SiteDocumentsList } from './SiteDocumentsList';
import { documentsMessages } from './messages';
import { documentsMessagesEn } from './messages.en';
import './documents.css';
import { SearchBox } from '../../shared/records/SearchBox';
import { DOCUMENT_SORTS, type DocumentSort, FIRST_DOCUMENTS, SITE_ID, siteDocumentsVariables } from './first-queries';

type Doc = SiteDocumentFieldsFragment;

/** `/detail-chantier/:idChantier/documents` (SPEC §2): the site's documents by category, sorted, searched, previewed. */
function SiteDocumentsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { idChantier = '' } = useParams();
  const valid = SITE_ID.test(idChantier);
  const phone = usePhone();
  const site = useQuery(DocumentsSiteDocument, { variables: { id: idChantier }, skip: !valid });
  useRecordTitle(site.data?.site.name);
  const records = useRecordList<Doc>(() => undefined);
  const [category, setCategory] = useState<string>(FIRST_DOCUMENTS.category);
  const [sort, setSort] = useState<DocumentSort>(FIRST_DOCUMENTS.sort);
  const [search, setSearch] = useState(FIRST_DOCUMENTS.search);
  const [uploading, setUploading] = useState(false);
  const docs = useQuery(SiteDocumentsDocument, {
    // The prefetch (first-queries.ts) builds the same variables, so a link or the offline cache finds this page answered.
    variables: siteDocumentsVariables(idChantier, { category, search, sort, page: records.page }),
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  records.watch(docs.refetch);
  const [remove] = useMutation(DeleteSiteDocumentDocument);
  const [viewing, setViewing] = useState<Doc | null>(null);
  const back = (
    <LinkButton to="/dashboard-chantiers" type="default">
      <FormattedMessage id="documents.backToSites" />
    </LinkButton>
  );
  if (!valid) return <Result status="warning" title={t('documents.invalidSite')} extra={back} />;
  if (site.error) {
    const missing = toApiError(site.error).code === 'NOT_FOUND';
    return <Result status={missing ? '404' : 'warning'} title={t(missing ? 'documents.siteNotFound' : 'documents.loadError')} extra={back} />;
  }
  if (!site.data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );

  const list = docs.data?.siteDocuments;
  const counts = new Map((docs.data?.siteDocumentCounts ?? []).map((c) => [c.category, c.count]));
  const all = [...counts.values()].reduce((a, b) => a + b, 0);
  const filtered = category !== 'ALL' || Boolean(search);
  const emptyText = t(filtered ? 'documents.empty.filtered' : 'documents.empty');
  const actions = (d: Doc): RowActionsOf => ({
    onView: () => setViewing(d),
    onEdit: () => records.edit(d),
    onDelete: () => records.remove(() => remove({ variables: { id: d.id } }), list?.items.length ?? 0, t('documents.deleted', { label: d.label })),
    deleteAction: 'documents.delete',
    confirm: t('documents.delete.confirm', { label: d.label }),
  });
  const categoryLabel = (c: string) => `${t(`documents.category.${c}`)} (${c === 'ALL' ? all : (counts.get(c) ?? 0)})`;

  return (
    <>
      <div className="page-header">
        <div>
          <div className="finance-back">
            <LinkButton to={`/detail-chantier/${idChantier}`} type="default">
              <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="documents.backToSite" />
            </LinkButton>
          </div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="documents.title" />
          </Typography.Title>
          <Typography.Text type="secondary">{site.data.site.name}</Typography.Text>
        </div>
      </div>
      <Card>
        {phone ? (
          <Select
            className="documents-category-select"
            value={category}
            onChange={(c) => records.refilter(() => setCategory(c))}
            options={['ALL', ...CATEGORIES].map((c) => ({ value: c, label: categoryLabel(c) }))}
            aria-label={t('documents.category')}
          />
        ) : (
          <Segmented
            className="documents-categories"
            value={category}
            onChange={(c) => records.refilter(() => setCategory(String(c)))}
            options={['ALL', ...CATEGORIES].map((c) => ({ value: c, label: categoryLabel(c) }))}
            aria-label={t('documents.category')}
          />
        )}
        <ListToolbar
          onAdd={() => setUploading(true)}
          filters={
            <>
              <SearchBox
                className="records-filter"
                withButton
                label={t('documents.search')}
                delay={250}
                onSearch={(text) => records.refilter(() => setSearch(text))}
              />
              <Select
                className="records-filter"
                value={sort}
                onChange={(s) => records.refilter(() => setSort(s))}
                options={DOCUMENT_SORTS.map((s) => ({ value: s, label: t(`documents.sort.${s}`) }))}
                aria-label={t('documents.sort')}
              />
            </>
          }
          actions={null}
        />
        <SiteDocumentsList
          phone={phone}
          items={list?.items ?? []}
          loading={docs.loading && !docs.data}
          emptyText={emptyText}
          paging={{ cards: records.cardPaging(list?.total ?? 0), table: records.tablePaging(list?.total ?? 0) }}
          actions={actions}
          onView={setViewing}
        />
      </Card>
      {uploading ? (
        <DocumentUploadModal
          siteId={idChantier}
          takenLabels={(list?.items ?? []).map((d) => d.label)}
          onClose={(added) => {
            setUploading(false);
            if (added) void docs.refetch();
          }}
        />
      ) : null}
      {records.editing ? (
        <DocumentFormModal
          document={records.editing}
          onClose={(saved) => {
            records.closeEditor();
            if (saved) void docs.refetch();
          }}
        />
      ) : null}
      {viewing ? <DocumentPreviewModal document={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}

/** With its feature's own messages, which load with it. */
export default function SiteDocumentsPage() {
  return (
    <FeatureMessages fr={documentsMessages} en={documentsMessagesEn} ar={() => import('./messages.ar').then((m) => m.documentsMessagesAr)}>
      <SiteDocumentsScreen />
    </FeatureMessages>
  );
}
