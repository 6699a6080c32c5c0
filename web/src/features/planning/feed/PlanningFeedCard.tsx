import { CalendarOutlined, CopyOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Input, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CreatePlanningFeedMutation } from '../../../gql/graphql';
import { CreatePlanningFeedDocument, PlanningFeedDocument, RevokePlanningFeedDocument } from './planning-feed.generated';
import { notifyInfo, notifySuccess } from '../../../shared/errors/notify';
import { formatDay } from '../../../shared/format';
import { FeatureMessages } from '../../../shared/intl/FeatureMessages';
import { planningFeedMessages } from './messages';
import { planningFeedMessagesEn } from './messages.en';

interface Props {
  personnelId: string;
  /** The person's name, as the explanation says whose planning the link shows. */
  name: string;
}

type Link = CreatePlanningFeedMutation['createPlanningFeed'];

/** The instant's day on this device, 'YYYY-MM-DD'. */
const localDay = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
/** The same calendar as a subscription: calendar apps open webcal:// links (an https one would be downloaded once). */
export const webcalOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/**
 * A person's phone calendar (issue 17), for a MANAGER: make a secret iCalendar link, shown once; renew it (the old one
 * stops) or revoke it. The api keeps only the token's hash, so a lost link is replaced, never shown again.
 */
export function PlanningFeedCard(props: Props) {
  return (
    <FeatureMessages fr={planningFeedMessages} en={planningFeedMessagesEn} ar={() => import('./messages.ar').then((m) => m.planningFeedMessagesAr)}>
      <FeedCard {...props} />
    </FeatureMessages>
  );
}

function FeedCard({ personnelId, name }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const urlId = useId();
  const [fresh, setFresh] = useState<Link | null>(null);
  const { data, loading } = useQuery(PlanningFeedDocument, { variables: { personnelId }, fetchPolicy: 'cache-and-network' });
  const [create, { loading: creating }] = useMutation(CreatePlanningFeedDocument, {
    update: (cache, { data: done }) => {
      if (done)
        cache.writeQuery({
          query: PlanningFeedDocument,
          variables: { personnelId },
          data: { planningFeed: { createdAt: done.createPlanningFeed.createdAt } },
        });
    },
  });
  const [revoke, { loading: revoking }] = useMutation(RevokePlanningFeedDocument, {
    update: (cache) => cache.writeQuery({ query: PlanningFeedDocument, variables: { personnelId }, data: { planningFeed: null } }),
  });
  const active = data?.planningFeed ?? null;

  // Errors are told by the Apollo link (shared/errors): nothing changes here then.
  const onCreate = async () => {
    const done = await create({ variables: { personnelId } }).catch(() => null);
    if (done?.data) {
      setFresh(done.data.createPlanningFeed);
      notifySuccess(t('feed.ui.created'));
    }
  };
  const onRevoke = async () => {
    const done = await revoke({ variables: { personnelId } }).catch(() => null);
    if (done?.data) {
      setFresh(null);
      notifySuccess(t('feed.ui.revoked'));
    }
  };
  const onCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(t('feed.ui.copied'));
    } catch {
      (document.getElementById(urlId) as HTMLInputElement | null)?.select();
      notifyInfo(t('feed.ui.copyFailed'));
    }
  };

  return (
    <Card
      size="small"
      className="planning-feed-card"
      title={
        <span>
          <CalendarOutlined aria-hidden /> {t('feed.ui.title')}
        </span>
      }
    >
      {loading && !data ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {fresh ? (
            <Alert
              type="success"
              showIcon
              title={t('feed.ui.once')}
              description={
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <Space.Compact style={{ width: '100%' }}>
                    <Input
                      id={urlId}
                      aria-label={t('feed.ui.url')}
                      readOnly
                      value={fresh.url}
                      onFocus={(e) => e.target.select()}
                      onPressEnter={(e) => e.preventDefault()}
                    />
                    <Button icon={<CopyOutlined aria-hidden />} onClick={() => void onCopy(fresh.url)}>
                      {t('feed.ui.copy')}
                    </Button>
                  </Space.Compact>
                  <Typography.Link href={webcalOf(fresh.url)}>{t('feed.ui.subscribe')}</Typography.Link>
                  <Typography.Text type="secondary">{t('feed.ui.warning')}</Typography.Text>
                </Space>
              }
            />
          ) : null}
          {active ? (
            <>
              <Typography.Text>{t('feed.ui.active', { date: formatDay(localDay(active.createdAt)) })}</Typography.Text>
              <Space wrap>
                <Popconfirm
                  title={t('feed.ui.renew.confirm')}
                  description={<Typography.Text type="secondary">{t('feed.ui.renew.note')}</Typography.Text>}
                  okText={t('feed.ui.renew')}
                  cancelText={t('feed.ui.cancel')}
                  onConfirm={onCreate}
                >
                  <Button loading={creating}>{t('feed.ui.renew')}</Button>
                </Popconfirm>
                <Popconfirm
                  title={t('feed.ui.revoke.confirm')}
                  description={<Typography.Text type="secondary">{t('feed.ui.revoke.note')}</Typography.Text>}
                  okText={t('feed.ui.revoke')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('feed.ui.cancel')}
                  onConfirm={onRevoke}
                >
                  <Button danger loading={revoking}>
                    {t('feed.ui.revoke')}
                  </Button>
                </Popconfirm>
              </Space>
            </>
          ) : (
            <>
              <Typography.Paragraph style={{ margin: 0 }}>{t('feed.ui.intro', { name })}</Typography.Paragraph>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t('feed.ui.warning')}
              </Typography.Paragraph>
              <Button type="primary" loading={creating} onClick={() => void onCreate()}>
                {t('feed.ui.create')}
              </Button>
            </>
          )}
        </Space>
      )}
    </Card>
  );
}
