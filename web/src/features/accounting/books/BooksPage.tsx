import { Button, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FeatureMessages } from '../../../shared/intl/FeatureMessages';
import { CloseCard } from './CloseCard';
import { JournalsCard } from './JournalsCard';
import { MappingCard } from './MappingCard';
import { booksMessages } from './messages';
import { booksMessagesEn } from './messages.en';
import { RatesCard } from './RatesCard';
import './books.css';

function BooksScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            {t('books.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('books.subtitle')}</Typography.Text>
        </div>
        <Space wrap aria-label={t('books.links')}>
          <Link to="/comptabilite/tva">
            <Button>{t('menu.accounting.vat')}</Button>
          </Link>
          <Link to="/comptabilite/delais-paiement">
            <Button>{t('menu.accounting.paymentDelays')}</Button>
          </Link>
          <Link to="/comptabilite/declaration-cnss">
            <Button>{t('menu.accounting.payroll')}</Button>
          </Link>
        </Space>
      </div>
      <div className="books-grid">
        <CloseCard />
        <JournalsCard />
        <MappingCard />
        <RatesCard />
      </div>
    </>
  );
}

/** `/comptabilite` (issue 38): closing months, the journals and their files, the chart of accounts, the legal rates. */
export default function BooksPage() {
  return (
    <FeatureMessages fr={booksMessages} en={booksMessagesEn} ar={() => import('./messages.ar').then((m) => m.booksMessagesAr)}>
      <BooksScreen />
    </FeatureMessages>
  );
}
