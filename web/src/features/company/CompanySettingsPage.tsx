import { useQuery } from '@apollo/client/react';
import { Card, Skeleton, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { CompanyLegalDocument } from './company.generated';
import { CompanySettingsDocument } from '../../shared/company/company-settings.generated';
import { SettingsNav } from '../../shared/company/SettingsNav';
import { DocumentDefaultsCard } from './DocumentDefaultsCard';
import { EInvoicingCard } from './EInvoicingCard';
import { LegalDetailsCard } from './LegalDetailsCard';
import { VatRegimeCard } from './VatRegimeCard';
import '../account/account.css';
import './company.css';

/** `/parametres/societe` (MANAGER): the TVA regime, the defaults of new documents, the legal mentions they print and e-invoicing. */
export default function CompanySettingsPage() {
  const intl = useIntl();
  const settings = useQuery(CompanySettingsDocument, { fetchPolicy: 'cache-and-network' }).data?.companySettings;
  const legal = useQuery(CompanyLegalDocument, { fetchPolicy: 'cache-and-network' }).data?.companyLegal;
  const loading = (
    <Card className="company-settings-card">
      <Skeleton active paragraph={{ rows: 4 }} />
    </Card>
  );
  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="company.settings.title" />
          </Typography.Title>
          <Typography.Text type="secondary">
            {intl.formatMessage({ id: 'company.settings.subtitle' }, { name: settings?.name ?? '…' })}
          </Typography.Text>
        </div>
      </div>
      <SettingsNav />
      <div className="company-cards">
        {settings ? <VatRegimeCard settings={settings} /> : loading}
        {legal ? <LegalDetailsCard legal={legal} /> : loading}
        {settings ? <DocumentDefaultsCard settings={settings} /> : null}
        {settings ? <EInvoicingCard settings={settings} /> : null}
      </div>
    </>
  );
}
