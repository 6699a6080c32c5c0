import { useQuery } from '@apollo/client/react';
import './planning.css';
import { Card, Empty, Progress, Skeleton, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { SitePlanningSummaryDocument } from './planning.generated';
import { LinkButton } from '../../shared/components/LinkButton';
import { formatDay } from '../../shared/format/day';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { planningMessages } from './messages';
import { planningMessagesEn } from './messages.en';
import { categoryColour } from './planning-colours';
import { sitePlanningSummaryVariables } from './first-queries';

/** On the site's detail: the overall task progress (weighted by length) and the next tasks, with a way in. */
function SitePlanningCardBody({ siteId }: { siteId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data } = useQuery(SitePlanningSummaryDocument, { variables: sitePlanningSummaryVariables(siteId), fetchPolicy: 'cache-and-network' });
  const summary = data?.sitePlanningSummary;
  return (
    <Card
      title={t('planning.site.next')}
      className="site-planning-card"
      extra={
        <LinkButton to={`/detail-chantier/${siteId}/planning`} type="default">
          {t('planning.site.open')}
        </LinkButton>
      }
    >
      {!summary ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : (
        <>
          {summary.progress !== null && summary.progress !== undefined ? (
            <div className="site-planning-progress">
              <span>{t('planning.site.progress')}</span>
              <Progress
                percent={summary.progress}
                format={(p) => t('planning.progress.value', { value: p ?? 0 })}
                aria-label={t('planning.site.progress')}
              />
            </div>
          ) : null}
          {summary.nextTasks.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('planning.site.next.empty')} />
          ) : (
            <ul className="site-planning-next">
              {summary.nextTasks.map((task) => (
                <li key={task.id}>
                  <span className="planning-swatch" style={{ background: categoryColour(task.category) }} aria-hidden />
                  <span className="site-planning-task">
                    <strong>{task.title}</strong>
                    <Typography.Text type="secondary">
                      {task.startDate === task.endDate
                        ? t('planning.dates.oneDay', { start: formatDay(task.startDate as string) })
                        : t('planning.dates', { start: formatDay(task.startDate as string), end: formatDay(task.endDate as string) })}
                      {task.people.length ? ` · ${task.people.map((p) => `${p.firstName} ${p.lastName}`).join(', ')}` : ''}
                    </Typography.Text>
                  </span>
                  <span className="site-planning-pct">{t('planning.progress.value', { value: task.progress })}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}

export function SitePlanningCard({ siteId }: { siteId: string }) {
  return (
    <FeatureMessages fr={planningMessages} en={planningMessagesEn} ar={() => import('./messages.ar').then((m) => m.planningMessagesAr)}>
      <SitePlanningCardBody siteId={siteId} />
    </FeatureMessages>
  );
}
