import { useMutation, useQuery } from '@apollo/client/react';
import { ANNOUNCEMENT_LIMITS, announcementText } from '@chantiers/schema';
import { Button, Card, Empty, Result, Skeleton, Tag, Timeline, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { say } from '../../../app/intl';
import { PostAnnouncementDocument, type SiteNewsFieldsFragment, SiteNewsDocument } from '../../../gql/graphql';
import { LinkButton } from '../../../shared/components/LinkButton';
import { notifySuccess, toApiError } from '../../../shared/errors/notify';
import { formatMoney } from '../../../shared/format/money';
import '../sites.css';

const AnnouncementEditor = lazy(() => import('../components/AnnouncementEditor'));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TYPE_COLOURS: Record<string, string> = { ADD: 'green', MODIFICATION: 'blue', DELETION: 'red', EVENT: 'purple', ANNOUNCEMENT: 'gold' };
const FIELD_LABELS: Record<string, string> = {
  name: 'sites.field.name',
  client: 'sites.field.client',
  manager: 'sites.field.manager',
  foreman: 'sites.field.foreman',
  address: 'sites.field.address',
  city: 'sites.field.city',
  postalCode: 'sites.field.postalCode',
  budget: 'sites.field.budget',
  startDate: 'sites.field.startDate',
  endDate: 'sites.field.endDate',
  mapsLink: 'sites.field.mapsLink',
  status: 'sites.field.status',
  progress: 'sites.field.progress',
  archived: 'news.field.archived',
  photoFileId: 'news.field.photoFileId',
  clientPhotoFileId: 'news.field.clientPhotoFileId',
  planFileId: 'news.field.planFileId',
};

/** `/detail-chantier/:idChantier/acutalité`: the site's feed, newest first, and the announcement box (SPEC §2). */
export default function SiteNewsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { idChantier = '' } = useParams();
  const valid = UUID.test(idChantier);
  const { data, loading, error, fetchMore, refetch } = useQuery(SiteNewsDocument, {
    variables: { siteId: idChantier, first: 20 },
    skip: !valid,
    notifyOnNetworkStatusChange: true,
  });
  const [post, { loading: posting }] = useMutation(PostAnnouncementDocument);
  const [html, setHtml] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const length = announcementText(html).length;

  const value = (field: string | null | undefined, v: string | null | undefined) => {
    if (v === null || v === undefined || v === '') return t('news.empty.value');
    if (field === 'budget') return formatMoney(v);
    if (field === 'status') return t(`sites.status.${v}`);
    return v;
  };
  const describe = (e: SiteNewsFieldsFragment) =>
    e.type === 'MODIFICATION' && e.field
      ? t('news.change', {
          field: FIELD_LABELS[e.field] ? t(FIELD_LABELS[e.field]) : e.field,
          before: value(e.field, e.before),
          after: value(e.field, e.after),
        })
      : (e.content ?? '');

  const submit = async () => {
    if (length === 0 && !/<img\b/i.test(html)) return setProblem('news.announcement.required');
    if (length > ANNOUNCEMENT_LIMITS.textMax) return setProblem('news.announcement.max');
    setProblem(null);
    try {
      await post({ variables: { siteId: idChantier, content: html } });
      notifySuccess(t('news.announce.posted'));
      setHtml('');
      await refetch();
    } catch (err) {
      const apiError = toApiError(err);
      setProblem(apiError.fields?.content ?? apiError.messageId ?? null);
    }
  };

  if (!valid)
    return (
      <Result
        status="warning"
        title={t('site.detail.invalidId')}
        extra={
          <LinkButton to="/dashboard-chantiers" type="default">
            <FormattedMessage id="site.detail.back" />
          </LinkButton>
        }
      />
    );
  if (error && !data)
    return (
      <Result
        status="warning"
        title={t('site.detail.loadError')}
        extra={
          <LinkButton to="/dashboard-chantiers" type="default">
            <FormattedMessage id="site.detail.back" />
          </LinkButton>
        }
      />
    );
  const page = data?.siteNews;

  return (
    <>
      <div className="page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          <FormattedMessage id="news.title" />
        </Typography.Title>
      </div>
      <Card title={t('news.announce')} style={{ marginBottom: 20 }}>
        <Suspense fallback={<Skeleton active title={false} />}>
          <AnnouncementEditor
            value={html}
            onChange={(v) => (setHtml(v), setProblem(null))}
            placeholder={t('news.announce.placeholder')}
            label={t('news.announce')}
          />
        </Suspense>
        <div className="announcement-footer">
          <span className={length > ANNOUNCEMENT_LIMITS.textMax ? 'is-over' : undefined} aria-live="polite">
            {t('news.announce.count', { count: length })}
          </span>
          {problem ? (
            <span className="form-field-help" role="alert">
              {say(problem, intl)}
            </span>
          ) : (
            <span />
          )}
          <Button type="primary" loading={posting} onClick={() => void submit()}>
            <FormattedMessage id="news.announce.submit" />
          </Button>
        </div>
      </Card>
      <Card>
        {!page ? (
          <Skeleton active />
        ) : page.items.length === 0 ? (
          <Empty description={t('news.empty')} />
        ) : (
          <>
            <Timeline
              items={page.items.map((e) => ({
                key: e.id,
                color: TYPE_COLOURS[e.type],
                children: (
                  <div className="news-entry">
                    <div className="news-entry-head">
                      <Tag color={TYPE_COLOURS[e.type]} className="site-status">
                        {t(`news.type.${e.type}`)}
                      </Tag>
                      <time dateTime={e.createdAt}>{intl.formatDate(e.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                      {e.authorName ? <span>{t('news.by', { author: e.authorName })}</span> : null}
                    </div>
                    {e.type === 'ANNOUNCEMENT' ? (
                      // Sanitised by the api (sanitize-html) before it was stored.
                      <div className="news-announcement" dangerouslySetInnerHTML={{ __html: e.content ?? '' }} />
                    ) : (
                      <p className="news-text">{describe(e)}</p>
                    )}
                  </div>
                ),
              }))}
            />
            {page.hasNextPage ? (
              <Button
                loading={loading}
                onClick={() =>
                  void fetchMore({
                    variables: { after: page.endCursor },
                    updateQuery: (prev, { fetchMoreResult }) =>
                      fetchMoreResult
                        ? { siteNews: { ...fetchMoreResult.siteNews, items: [...prev.siteNews.items, ...fetchMoreResult.siteNews.items] } }
                        : prev,
                  })
                }
              >
                <FormattedMessage id="news.loadMore" />
              </Button>
            ) : null}
          </>
        )}
      </Card>
    </>
  );
}
