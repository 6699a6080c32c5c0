import { useMutation, useQuery } from '@apollo/client/react';
import { ANNOUNCEMENT_LIMITS, announcementText } from '@chantiers/schema';
import { Button, Card, Empty, Select, Skeleton, Timeline, Typography } from 'antd';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { say } from '../../../shared/intl/current-intl';
import { PostAnnouncementDocument, SiteNewsDocument } from '../sites.generated';
import { LinkButton } from '../../../shared/components/LinkButton';
import { notifySuccess, toApiError } from '../../../shared/errors/notify';
import { sendOrTellKept } from '../../../app/offline/send-or-keep';
import { NewsEntry, TYPE_COLOURS } from '../news/NewsEntry';
import { typedSpaces } from '../news/typed-spaces';
import '../sites.css';
import { siteNewsVariables } from './news-first-queries';
import { SITE_ID } from './site-id';

const AnnouncementEditor = lazy(() => import('../components/AnnouncementEditor'));
const FILTERS = ['ADD', 'MODIFICATION', 'DELETION', 'ANNOUNCEMENT'] as const;

/** `/detail-chantier/:idChantier/acutalité`: the site's feed, newest first, and the announcement box (SPEC §2). */
export default function SiteNewsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { idChantier = '' } = useParams();
  // '+ Annonce' on the dashboard lands here with ?nouveau=1: the editor takes the cursor.
  const [params, setParams] = useSearchParams();
  const [announceNow] = useState(() => params.get('nouveau') === '1');
  useEffect(() => {
    if (announceNow) setParams((p) => (p.delete('nouveau'), p), { replace: true });
  }, [announceNow, setParams]);
  const valid = SITE_ID.test(idChantier);
  const [filter, setFilter] = useState<(typeof FILTERS)[number] | null>(null);
  const { data, loading, error, fetchMore, refetch } = useQuery(SiteNewsDocument, {
    variables: siteNewsVariables(idChantier, filter),
    skip: !valid,
    notifyOnNetworkStatusChange: true,
  });
  const [post, { loading: posting }] = useMutation(PostAnnouncementDocument);
  const [html, setHtml] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const length = announcementText(html).length;

  const submit = async () => {
    if (length === 0 && !/<img\b/i.test(html)) return setProblem('news.announcement.required');
    if (length > ANNOUNCEMENT_LIMITS.textMax) return setProblem('news.announcement.max');
    setProblem(null);
    try {
      // Without a network the announcement is kept on the phone and posted when it returns (app/offline).
      const text = announcementText(html);
      const label = t('news.announce.kept', { text: text.length > 60 ? `${text.slice(0, 60)}…` : text });
      const variables = { siteId: idChantier, content: typedSpaces(html) };
      const posted = await sendOrTellKept((context, v) => post({ variables: v, context }), { document: PostAnnouncementDocument, variables, label });
      setHtml('');
      if (!posted) return;
      notifySuccess(t('news.announce.posted'));
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
            autoFocus={announceNow}
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
      <Card
        className="news-feed"
        title={t('news.feed')}
        extra={
          <Select
            className="news-filter"
            value={filter ?? 'ALL'}
            onChange={(v: 'ALL' | (typeof FILTERS)[number]) => setFilter(v === 'ALL' ? null : v)}
            aria-label={t('news.filter')}
            options={[{ value: 'ALL' as const, label: t('news.filter.all') }, ...FILTERS.map((f) => ({ value: f, label: t(`news.filter.${f}`) }))]}
          />
        }
      >
        {!page ? (
          <Skeleton active />
        ) : page.items.length === 0 ? (
          <Empty description={t(filter ? 'news.filter.empty' : 'news.empty')} />
        ) : (
          <>
            <Timeline
              items={page.items.map((e) => ({
                key: e.id,
                color: TYPE_COLOURS[e.type],
                children: <NewsEntry entry={e} siteId={idChantier} />,
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
