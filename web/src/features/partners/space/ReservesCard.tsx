import { ToolOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Card } from 'antd';
import { useIntl } from 'react-intl';
import { LinkButton } from '../../../shared/components/LinkButton';
import { SpacePartnerReservesDocument } from './partner-reserves.generated';
import './partner-reserves.css';

/**
 * The dashboard's « Réserves à lever »: how many réserves companies gave the partner wait for them, and the way to them.
 * Shown once a company has given them one.
 */
export function ReservesCard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const asked = useQuery(SpacePartnerReservesDocument, { variables: { state: 'TO_LIFT', page: 0, size: 10 }, fetchPolicy: 'cache-and-network' });
  const answer = asked.data?.partnerReserves;
  if (!answer || answer.counts.toLift + answer.counts.lifted + answer.counts.validated === 0) return null;
  const overdue = answer.items.filter((r) => r.overdue).length;
  return (
    <Card className="ps-card pr-summary" title={<h2 className="ps-card-title">{t('partnerReserves.card.title')}</h2>}>
      <p className="pr-summary-count">
        <ToolOutlined aria-hidden /> {t('partnerReserves.card.count', { count: answer.counts.toLift })}
        {overdue ? <span className="pr-late"> · {t('partnerReserves.card.overdue', { count: overdue })}</span> : null}
      </p>
      {answer.counts.lifted ? <p className="ps-secondary">{t('partnerReserves.card.waiting', { count: answer.counts.lifted })}</p> : null}
      <LinkButton to="/reserves-partenaire" type="primary">
        {t('partnerReserves.card.open')}
      </LinkButton>
    </Card>
  );
}
