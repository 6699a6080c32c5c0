import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CompanySettingsDocument, UpdateCompanySettingsDocument } from '../../gql/graphql';
import { SettingsNav } from '../../shared/company/SettingsNav';
import { notifySuccess } from '../../shared/errors/notify';
import './company.css';

/** `/parametres/societe` (MANAGER): the company's TVA regime, which decides the basis of every margin. */
export default function CompanySettingsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const client = useApolloClient();
  const { data } = useQuery(CompanySettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useMutation(UpdateCompanySettingsDocument);
  const [choice, setChoice] = useState<boolean | null>(null);
  const settings = data?.companySettings;
  const vatSubject = choice ?? settings?.vatSubject ?? true;
  const changed = settings !== undefined && vatSubject !== settings.vatSubject;

  const submit = async () => {
    const done = await save({ variables: { input: { vatSubject } } }).catch(() => null);
    if (!done?.data) return;
    // Every figure on screen or in the cache was computed on the other basis.
    await client.resetStore().catch(() => undefined);
    setChoice(null);
    notifySuccess(t('company.vat.saved'));
  };

  const option = (value: boolean, id: string) => (
    <Radio value={value} className="company-vat-option">
      <span className="company-vat-option-title">{t(id)}</span>
      <span className="company-vat-option-help">{t(`${id}.help`)}</span>
    </Radio>
  );

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="company.settings.title" />
          </Typography.Title>
          <Typography.Text type="secondary">{t('company.settings.subtitle', { name: settings?.name ?? '…' })}</Typography.Text>
        </div>
      </div>
      <SettingsNav />
      <Card className="company-settings-card" title={<h2 className="company-card-title">{t('company.vat.title')}</h2>}>
        <Typography.Paragraph type="secondary">{t('company.vat.help')}</Typography.Paragraph>
        {settings ? (
          <Radio.Group
            value={vatSubject}
            onChange={(e) => setChoice(e.target.value as boolean)}
            aria-label={t('company.vat.title')}
            className="company-vat-options"
          >
            {option(true, 'company.vat.subject')}
            {option(false, 'company.vat.notSubject')}
          </Radio.Group>
        ) : (
          <Skeleton active paragraph={{ rows: 3 }} />
        )}
        {changed ? <Alert type="info" showIcon className="company-vat-note" title={t('company.vat.records')} /> : null}
        <div className="company-actions">
          <Button type="primary" size="large" disabled={!changed} loading={saving} onClick={() => void submit()}>
            {t('company.vat.save')}
          </Button>
        </div>
      </Card>
    </>
  );
}
