import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CompanySettingsQuery } from '../../gql/graphql';
import { UpdateCompanySettingsDocument } from './company.generated';
import { notifySuccess } from '../../shared/errors/notify';

type Settings = CompanySettingsQuery['companySettings'];

/** The TVA regime, which decides the basis of every margin: saving it refetches every figure. */
export function VatRegimeCard({ settings }: { settings: Settings }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const client = useApolloClient();
  const [save, { loading: saving }] = useMutation(UpdateCompanySettingsDocument);
  const [choice, setChoice] = useState<boolean | null>(null);
  const vatSubject = choice ?? settings.vatSubject;
  const changed = vatSubject !== settings.vatSubject;

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
    <Card
      role="region"
      aria-label={t('company.vat.title')}
      className="company-settings-card"
      title={<h2 className="company-card-title">{t('company.vat.title')}</h2>}
    >
      <Typography.Paragraph type="secondary">{t('company.vat.help')}</Typography.Paragraph>
      <Radio.Group
        value={vatSubject}
        onChange={(e) => setChoice(e.target.value as boolean)}
        aria-label={t('company.vat.title')}
        className="company-vat-options"
      >
        {option(true, 'company.vat.subject')}
        {option(false, 'company.vat.notSubject')}
      </Radio.Group>
      {changed ? <Alert type="info" showIcon className="company-vat-note" title={t('company.vat.records')} /> : null}
      <div className="company-actions">
        <Button type="primary" size="large" disabled={!changed} loading={saving} onClick={() => void submit()}>
          {t('company.save')}
        </Button>
      </div>
    </Card>
  );
}
