import { EnvironmentOutlined } from '@ant-design/icons';
import { Card, Descriptions } from 'antd';
import { useIntl } from 'react-intl';
import type { SiteQuery } from '../../../gql/graphql';
import { formatDay, formatMoney } from '../../../shared/format';
import { mapsSearchUrl } from '../../../shared/maps/maps-link';

/** The site's own fields: client, people, address (with a map search when it has no Maps link), budget, dates. */
export function SiteInfoCard({ site }: { site: SiteQuery['site'] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const date = (d: string | null | undefined) => (d ? formatDay(d) : '—');
  return (
    <Card title={t('site.detail.info')} style={{ marginTop: 20 }}>
      <Descriptions column={{ xs: 1, sm: 1, md: 2, lg: 3 }} size="middle">
        <Descriptions.Item label={t('sites.field.client')}>{site.client ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('sites.field.manager')}>
          {site.manager ? `${site.manager.firstName} ${site.manager.lastName}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('sites.field.foreman')}>{site.foreman ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('sites.field.address')}>{site.address ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('sites.field.city')}>
          {site.city ?? '—'}
          {/* The site's own Maps link (header) is exact; without one, the address is searched. */}
          {site.mapsLink ? null : <SiteMapLink parts={[site.address, site.postalCode, site.city]} />}
        </Descriptions.Item>
        <Descriptions.Item label={t('sites.field.postalCode')}>{site.postalCode ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('sites.budget')}>{formatMoney(site.budget)}</Descriptions.Item>
        <Descriptions.Item label={t('sites.field.startDate')}>{date(site.startDate)}</Descriptions.Item>
        <Descriptions.Item label={t('sites.field.endDate')}>{date(site.endDate)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function SiteMapLink({ parts }: { parts: (string | null | undefined)[] }) {
  const intl = useIntl();
  const href = mapsSearchUrl(parts, intl.locale);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="site-map-link">
      <EnvironmentOutlined aria-hidden /> {intl.formatMessage({ id: 'site.detail.map' })}
    </a>
  );
}
