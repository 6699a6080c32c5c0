import { EnvironmentOutlined, HomeOutlined, MoreOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Progress, Tag, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SiteFieldsFragment } from '../../../gql/graphql';
import { formatMoney, formatPercent } from '../../../shared/format';
import { BudgetBar } from './BudgetBar';

export const STATUS_COLOURS: Record<string, string> = { EN_PREPARATION: 'blue', EN_COURS: 'green', SUSPENDU: 'orange', TERMINE: 'default' };

export type SiteAction = 'edit' | 'archive' | 'unarchive' | 'delete';

interface Props {
  /** A site of the list carries its committed amount (the budget bar). */
  site: SiteFieldsFragment & { committed?: string | null };
  canDelete: boolean;
  onAction(action: SiteAction, site: SiteFieldsFragment): void;
}

/** One site in 'Vos Chantiers': photo, name, client, city, status, progress and budget, with its actions. */
export function SiteCard({ site, canDelete, onAction }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const items: MenuProps['items'] = [
    { key: 'edit', label: t('sites.edit') },
    site.archived ? { key: 'unarchive', label: t('sites.unarchive') } : { key: 'archive', label: t('sites.archive') },
    ...(canDelete ? [{ type: 'divider' as const }, { key: 'delete', label: t('sites.delete'), danger: true }] : []),
  ];
  const detail = `/detail-chantier/${site.id}`;
  return (
    <Card
      className="site-card"
      cover={
        <Link to={detail} className="site-card-cover" tabIndex={-1} aria-hidden>
          {(site.photoThumbUrl ?? site.photoUrl) ? <img src={(site.photoThumbUrl ?? site.photoUrl)!} alt="" loading="lazy" /> : <HomeOutlined />}
        </Link>
      }
    >
      <div className="site-card-head">
        <Typography.Title level={2} className="site-card-title">
          <Link to={detail}>{site.name}</Link>
        </Typography.Title>
        <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onAction(key as SiteAction, site) }}>
          <Button type="text" shape="circle" icon={<MoreOutlined />} aria-label={t('sites.actions', { name: site.name })} />
        </Dropdown>
      </div>
      <div className="site-card-meta">
        <span>
          <UserOutlined aria-hidden /> {site.client ?? t('sites.noClient')}
        </span>
        {site.city ? (
          <span>
            <EnvironmentOutlined aria-hidden /> {site.city}
          </span>
        ) : null}
      </div>
      <div className="site-card-tags">
        <Tag color={STATUS_COLOURS[site.status]} className="site-status">
          {t(`sites.status.${site.status}`)}
        </Tag>
        {site.archived ? <Tag className="site-status">{t('sites.archivedTag')}</Tag> : null}
      </div>
      <div className="site-card-progress">
        <span>{t('sites.progress')}</span>
        <Progress
          percent={site.progress}
          size="small"
          format={(p) => formatPercent(p ?? 0)}
          aria-label={`${t('sites.progress')} ${formatPercent(site.progress)}`}
        />
      </div>
      {typeof site.committed === 'string' ? (
        <BudgetBar budget={site.budget} committed={site.committed} compact />
      ) : (
        <div className="site-card-budget">
          <span>{t('sites.budget')}</span>
          <strong>{formatMoney(site.budget)}</strong>
        </div>
      )}
    </Card>
  );
}
