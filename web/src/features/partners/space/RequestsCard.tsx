import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { CONTACT_REQUEST_STATUSES, type ContactRequestStatus } from '@chantiers/schema';
import { Alert, Button, Card, Empty, Pagination, Segmented, Select, Skeleton, Table, Tag } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SpaceContactRequestFieldsFragment } from '../../../gql/graphql';
import { SpaceContactRequestsDocument, SpaceSetRequestStatusDocument } from './partner-space.generated';
import { notifySuccess } from '../../../shared/errors/notify';
import { usePhone } from '../../../shared/records/usePhone';
import { isLongMessage, receivedAt } from './space-format';

type Request = SpaceContactRequestFieldsFragment;
type Filter = 'ALL' | ContactRequestStatus;

/** Requests a page. */
export const REQUESTS_PAGE_SIZE = 10;

const TAG_COLOR: Record<string, string> = { NOUVEAU: 'processing', REPONDU: 'success', CLOS: 'default' };

export interface RequestCounts {
  nouveau: number;
  repondu: number;
  clos: number;
}

/** The message as written: its line breaks kept, a long one folded with a button to read it all. */
export function RequestMessage({ text }: { text: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = isLongMessage(text);
  return (
    <div className="ps-message">
      <p id={id} className={`ps-message-text${long && !open ? ' is-folded' : ''}`}>
        {text}
      </p>
      {long ? (
        <Button type="link" size="small" className="ps-message-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {intl.formatMessage({ id: open ? 'partnerSpace.requests.less' : 'partnerSpace.requests.more' })}
        </Button>
      ) : null}
    </div>
  );
}

/** The sender's e-mail and phone as links a phone opens in its mail and call apps. */
function ContactLinks({ request }: { request: Request }) {
  const intl = useIntl();
  const name = request.senderName;
  return (
    <span className="ps-contact">
      <a href={`mailto:${request.senderEmail}`} aria-label={intl.formatMessage({ id: 'partnerSpace.requests.email' }, { name })}>
        <MailOutlined aria-hidden /> <span className="ps-contact-text">{request.senderEmail}</span>
      </a>
      {request.senderPhone ? (
        <a
          href={`tel:${request.senderPhone.replace(/[^\d+]/g, '')}`}
          aria-label={intl.formatMessage({ id: 'partnerSpace.requests.phone' }, { name })}
        >
          <PhoneOutlined aria-hidden /> <span className="ps-contact-text">{request.senderPhone}</span>
        </a>
      ) : null}
    </span>
  );
}

function Site({ request }: { request: Request }) {
  const intl = useIntl();
  if (!request.siteName && !request.siteCity)
    return <span className="ps-secondary">{intl.formatMessage({ id: 'partnerSpace.requests.noSite' })}</span>;
  return (
    <span className="ps-stack">
      {request.siteName ? <span>{request.siteName}</span> : null}
      {request.siteCity ? <span className="ps-secondary">{request.siteCity}</span> : null}
    </span>
  );
}

function Received({ iso }: { iso: string }) {
  const { day, time } = receivedAt(iso);
  return (
    <span className="ps-stack ps-nowrap">
      <span>{day}</span>
      <span className="ps-secondary">{time}</span>
    </span>
  );
}

/** The status as a tag, and a select to change it. */
function StatusControl({ request, onChange, saving }: { request: Request; onChange(status: string): void; saving: boolean }) {
  const intl = useIntl();
  const label = (s: string) => intl.formatMessage({ id: `partner.request.${s}` });
  return (
    <span className="ps-status">
      <Tag color={TAG_COLOR[request.status] ?? 'default'} className="ps-tag ps-status-tag">
        {label(request.status)}
      </Tag>
      <Select
        size="middle"
        className="ps-status-select"
        value={request.status}
        loading={saving}
        disabled={saving}
        aria-label={intl.formatMessage({ id: 'partnerSpace.requests.statusOf' }, { name: request.senderName })}
        options={CONTACT_REQUEST_STATUSES.map((s) => ({ value: s, label: label(s) }))}
        onChange={(s: string) => s !== request.status && onChange(s)}
        popupMatchSelectWidth={false}
      />
    </span>
  );
}

/**
 * The requests received: the counts per status as filters, then the list (cards on a phone, a table on a desk),
 * newest first, a page at a time; each request's status changes in place.
 */
export function RequestsCard({ counts }: { counts: RequestCounts }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const phone = usePhone();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [page, setPage] = useState(0);
  const list = useQuery(SpaceContactRequestsDocument, {
    variables: { status: filter === 'ALL' ? null : filter, page, size: REQUESTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [setStatus] = useMutation(SpaceSetRequestStatusDocument, {
    // The counts and the filtered list change with a status.
    refetchQueries: ['SpacePartnerDashboard', 'SpaceContactRequests'],
  });
  const [saving, setSaving] = useState<string | null>(null);

  const data = list.data?.partnerContactRequests;
  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  // The last request of a page went to another status: one page back.
  useEffect(() => {
    if (data && !data.items.length && page > 0) setPage(Math.max(0, Math.ceil(data.total / REQUESTS_PAGE_SIZE) - 1));
  }, [data, page]);

  const change = async (request: Request, status: string) => {
    setSaving(request.id);
    try {
      const saved = (await setStatus({ variables: { id: request.id, status } })).data?.setContactRequestStatus;
      if (saved) notifySuccess(t('partnerSpace.requests.statusSaved', { name: request.senderName, status: t(`partner.request.${saved.status}`) }));
    } catch {
      // Told by the Apollo link's toast.
    } finally {
      setSaving(null);
    }
  };

  const all = counts.nouveau + counts.repondu + counts.clos;
  const countOf: Record<Filter, number> = { ALL: all, NOUVEAU: counts.nouveau, REPONDU: counts.repondu, CLOS: counts.clos };
  const filterLabel = (f: Filter) => (f === 'ALL' ? t('partnerSpace.requests.all') : t(`partner.request.${f}`));
  const emptyText = filter === 'ALL' ? t('partnerSpace.requests.empty') : t('partnerSpace.requests.empty.filtered', { status: filterLabel(filter) });
  const title = t('partnerSpace.requests.title');
  const loading = list.loading && !list.data;
  const statusOf = (r: Request) => <StatusControl request={r} saving={saving === r.id} onChange={(s) => void change(r, s)} />;

  return (
    <Card className="ps-card ps-requests" role="region" aria-label={title} title={<h2 className="ps-card-title">{title}</h2>}>
      <div className="ps-filter">
        <Segmented<Filter>
          aria-label={t('partnerSpace.requests.filter')}
          value={filter}
          onChange={(f) => {
            setFilter(f);
            setPage(0);
          }}
          options={(['ALL', ...CONTACT_REQUEST_STATUSES] as Filter[]).map((f) => ({
            value: f,
            label: (
              <span className="ps-filter-option">
                {filterLabel(f)} <span className="ps-filter-count">{countOf[f]}</span>
              </span>
            ),
          }))}
        />
      </div>
      {list.error && !list.data ? <Alert type="error" showIcon title={t('partnerSpace.requests.loadError')} /> : null}
      {phone ? (
        loading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : !items.length ? (
          <Empty description={emptyText} />
        ) : (
          <div className="ps-request-cards">
            {items.map((r) => (
              <article key={r.id} className="ps-request-card" aria-label={r.senderName}>
                <div className="ps-request-card-head">
                  <Received iso={r.createdAt} />
                  <Tag className="ps-tag" color={TAG_COLOR[r.status] ?? 'default'}>
                    {t(`partner.request.${r.status}`)}
                  </Tag>
                </div>
                <div className="ps-stack">
                  <strong>{r.senderName}</strong>
                  <span className="ps-secondary">{r.senderCompanyName}</span>
                </div>
                <ContactLinks request={r} />
                <div className="ps-request-card-site">
                  <span className="ps-secondary">{t('partnerSpace.requests.col.site')}</span> <Site request={r} />
                </div>
                <RequestMessage text={r.message} />
                <div className="ps-request-card-status">{statusOf(r)}</div>
              </article>
            ))}
            <Pagination
              simple
              className="ps-pages"
              aria-label={t('partnerSpace.requests.pages')}
              current={page + 1}
              pageSize={REQUESTS_PAGE_SIZE}
              total={total}
              hideOnSinglePage
              onChange={(p) => setPage(p - 1)}
            />
          </div>
        )
      ) : (
        <Table<Request>
          rowKey="id"
          size="middle"
          className="ps-requests-table"
          loading={loading}
          dataSource={items}
          locale={{ emptyText }}
          // The message takes what is left; below this width the table scrolls rather than squeezing it.
          scroll={{ x: 860 }}
          pagination={{
            current: page + 1,
            pageSize: REQUESTS_PAGE_SIZE,
            total,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (p) => setPage(p - 1),
          }}
          columns={[
            { title: t('partnerSpace.requests.col.date'), key: 'date', width: 110, render: (_, r) => <Received iso={r.createdAt} /> },
            {
              title: t('partnerSpace.requests.col.sender'),
              key: 'sender',
              width: 240,
              render: (_, r) => (
                <span className="ps-stack ps-sender">
                  <strong>{r.senderName}</strong>
                  <span className="ps-secondary">{r.senderCompanyName}</span>
                  <ContactLinks request={r} />
                </span>
              ),
            },
            { title: t('partnerSpace.requests.col.site'), key: 'site', width: 170, render: (_, r) => <Site request={r} /> },
            {
              title: t('partnerSpace.requests.col.message'),
              key: 'message',
              className: 'ps-message-cell',
              render: (_, r) => <RequestMessage text={r.message} />,
            },
            { title: t('partnerSpace.requests.col.status'), key: 'status', width: 160, render: (_, r) => statusOf(r) },
          ]}
        />
      )}
    </Card>
  );
}
