import { Card, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { LazyResult as Result } from '../../shared/components/LazyResult';
import { LinkButton } from '../../shared/components/LinkButton';
import { toApiError } from '../../shared/errors/notify';

interface Props {
  /** The address names a site (a UUID). */
  valid: boolean;
  error?: unknown;
  /** What is missing when the api answers NOT_FOUND (the site, a plan, a réserve). */
  missingId?: string;
  /** Where to go back to from a missing record. */
  back?: { to: string; labelId: string };
}

/**
 * What a punch-list screen shows instead of itself: a wrong address, a record that does not exist (or another's), a
 * failed load, or the skeleton while the first answer is on its way.
 */
export function SiteProblem({ valid, error, missingId = 'punchList.siteNotFound', back }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const extra = (
    <LinkButton to={back?.to ?? '/dashboard-chantiers'} type="default">
      {t(back?.labelId ?? 'punchList.backToSites')}
    </LinkButton>
  );
  if (!valid) return <Result status="warning" title={t('punchList.invalidSite')} extra={extra} />;
  if (error) {
    const missing = toApiError(error).code === 'NOT_FOUND';
    return <Result status={missing ? '404' : 'warning'} title={t(missing ? missingId : 'punchList.loadError')} extra={extra} />;
  }
  return (
    <Card>
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}
