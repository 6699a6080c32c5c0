import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, DatePicker, Segmented, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { downloadFile } from '../../../shared/download/download-file';
import { notifyError } from '../../../shared/errors/notify';
import { FeatureMessages } from '../../../shared/intl/FeatureMessages';
import { vatReturnMessages } from './messages';
import { vatReturnMessagesEn } from './messages.en';
import { type PeriodKind, periodFromSearch, periodKey } from './period';
import { VatReturnView } from './VatReturnView';
import { VatReturnDocument } from './vat-return.generated';
import './vat-return.css';

/** `/comptabilite/tva`: the TVA of a month or a quarter, by rate, with its documents and the relevé des déductions. */
export default function VatReturnPage() {
  return (
    <FeatureMessages fr={vatReturnMessages} en={vatReturnMessagesEn} ar={() => import('./messages.ar').then((m) => m.vatReturnMessagesAr)}>
      <VatReturnScreen />
    </FeatureMessages>
  );
}

function VatReturnScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params, setParams] = useSearchParams();
  const period = periodFromSearch(params.get('periode'));
  const [kind, setKind] = useState<PeriodKind>(period.kind);
  const { data, loading, error, refetch } = useQuery(VatReturnDocument, { variables: { period: period.key } });
  const result = data?.vatReturn;
  const choose = (key: string) => setParams({ periode: key }, { replace: true });
  const exportReleve = () =>
    void downloadFile(
      `/api/v1/comptabilite/tva/releve-deductions?periode=${encodeURIComponent(period.key)}`,
      `releve-deductions-${period.key}.xml`,
    ).catch(notifyError);

  return (
    <>
      <div className="page-header vat-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            {t('vat.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('vat.subtitle')}</Typography.Text>
        </div>
        <Space wrap className="vat-toolbar">
          <Segmented<PeriodKind>
            aria-label={t('vat.period.label')}
            value={kind}
            options={[
              { value: 'MONTH', label: t('vat.period.month') },
              { value: 'QUARTER', label: t('vat.period.quarter') },
            ]}
            onChange={(k) => {
              setKind(k);
              choose(periodKey(k, period.day));
            }}
          />
          <DatePicker
            aria-label={t('vat.period.label')}
            picker={kind === 'MONTH' ? 'month' : 'quarter'}
            value={period.day}
            allowClear={false}
            format={kind === 'MONTH' ? 'MM/YYYY' : `[T]Q YYYY`}
            onChange={(d) => d && choose(periodKey(kind, d))}
          />
          <Button type="primary" onClick={exportReleve} disabled={!result?.vatSubject} title={t('vat.export.hint')} data-testid="vat-export">
            {t('vat.export')}
          </Button>
        </Space>
      </div>
      {error && !result ? (
        <Alert
          type="warning"
          showIcon
          title={t('vat.error')}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {t('vat.retry')}
            </Button>
          }
        />
      ) : loading && !result ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : result && !result.vatSubject ? (
        <Alert type="info" showIcon title={t('vat.notSubject.title')} description={t('vat.notSubject.body')} data-testid="vat-not-subject" />
      ) : result ? (
        <VatReturnView result={result} />
      ) : null}
    </>
  );
}
