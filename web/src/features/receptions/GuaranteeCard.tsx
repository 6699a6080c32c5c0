import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useIntl } from 'react-intl';
import { LinkButton } from '../../shared/components/LinkButton';
import { useCan } from '../../shared/session/useCan';

/** The company's guarantee delay, what it is for, and where it changes (the Admin Société's setting). */
export function GuaranteeCard({ months }: { months: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const canChange = useCan('company.update');
  return (
    <Card className="reception-card reception-guarantee" size="small">
      <p className="reception-guarantee-line">
        <SafetyCertificateOutlined aria-hidden /> <span>{t('reception.guarantee.title')}</span>{' '}
        <strong>{t('reception.guarantee.months', { count: months })}</strong>
      </p>
      <p className="reception-secondary">{t('reception.guarantee.help')}</p>
      {canChange ? (
        <LinkButton to="/parametres/societe" type="default">
          {t('reception.guarantee.change')}
        </LinkButton>
      ) : (
        <p className="reception-secondary">{t('reception.guarantee.managerOnly')}</p>
      )}
    </Card>
  );
}
