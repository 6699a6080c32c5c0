import { useQuery } from '@apollo/client/react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Segmented, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { downloadFile } from '../../../shared/download/download-file';
import { notifyError } from '../../../shared/errors/notify';
import { formatDay, formatMoney } from '../../../shared/format';
import { FeatureMessages } from '../../../shared/intl/FeatureMessages';
import { DeclarationDownload } from './DeclarationDownload';
import { paymentDelaysMessages } from './messages';
import { paymentDelaysMessagesEn } from './messages.en';
import { PaymentDelaysDocument } from './payment-delays.generated';
import { PaymentDelaysList } from './PaymentDelaysList';
import './payment-delays.css';

const SIDES = ['all', 'ISSUED', 'RECEIVED'] as const;
const SIDE_WORDS: Record<string, string> = { ISSUED: 'EMISES', RECEIVED: 'RECUES' };

function Kpi({ label, help, amount, count }: { label: string; help: string; amount: string; count: number }) {
  const intl = useIntl();
  return (
    <Card className="pd-kpi">
      <div className="pd-kpi-label">{label}</div>
      <div className="pd-kpi-amount fin-amount">{formatMoney(amount)}</div>
      <Typography.Text type="secondary">{intl.formatMessage({ id: 'paymentDelays.lateCount' }, { count })}</Typography.Text>
      <p className="pd-note">{help}</p>
    </Card>
  );
}

function PaymentDelaysScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const side = (SIDES as readonly string[]).includes(params.get('sens') ?? '') ? (params.get('sens') as (typeof SIDES)[number]) : 'all';
  const lateOnly = params.get('retard') === '1';
  const lateId = useId();
  const filter = { side: side === 'all' ? null : side, lateOnly };
  const { data, loading, error, refetch } = useQuery(PaymentDelaysDocument, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  const list = data?.paymentDelays;
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const exportList = () =>
    void downloadFile(
      `/api/v1/comptabilite/delais-paiement/export?format=xlsx${side === 'all' ? '' : `&sens=${SIDE_WORDS[side]}`}${lateOnly ? '&retard=true' : ''}`,
      'delais-paiement.xlsx',
    ).catch(notifyError);

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            {t('paymentDelays.title')}
          </Typography.Title>
          {list ? <Typography.Text type="secondary">{t('paymentDelays.subtitle', { asOf: formatDay(list.asOf) })}</Typography.Text> : null}
        </div>
        <DeclarationDownload />
      </div>
      {list ? (
        <div className="pd-kpis">
          <Kpi label={t('paymentDelays.owed')} help={t('paymentDelays.owed.help')} amount={list.totals.owed} count={list.totals.lateReceived} />
          <Kpi label={t('paymentDelays.owedTo')} help={t('paymentDelays.owedTo.help')} amount={list.totals.owedTo} count={list.totals.lateIssued} />
        </div>
      ) : null}
      <Card>
        <div className="pd-toolbar">
          <Segmented
            aria-label={t('paymentDelays.side')}
            value={side}
            onChange={(v) => set('sens', v === 'all' ? null : String(v))}
            options={SIDES.map((s) => ({ value: s, label: t(s === 'all' ? 'paymentDelays.side.all' : `paymentDelays.side.${s}`) }))}
          />
          <span className="pd-late">
            <Switch id={lateId} checked={lateOnly} onChange={(on) => set('retard', on ? '1' : null)} />
            <label htmlFor={lateId}>{t('paymentDelays.lateOnly')}</label>
          </span>
          <Button icon={<DownloadOutlined />} onClick={exportList}>
            {t('paymentDelays.export')}
          </Button>
        </div>
        {error && !list ? (
          <Result
            status="warning"
            title={t('paymentDelays.error')}
            extra={
              <Button type="primary" onClick={() => void refetch()}>
                {t('paymentDelays.retry')}
              </Button>
            }
          />
        ) : (
          <PaymentDelaysList rows={list?.rows ?? []} loading={loading && !list} />
        )}
      </Card>
    </>
  );
}

/** `/comptabilite/delais-paiement` (issue 38, law 69-21): who reads the books sees every invoice's delay and penalty. */
export default function PaymentDelaysPage() {
  return (
    <FeatureMessages
      fr={paymentDelaysMessages}
      en={paymentDelaysMessagesEn}
      ar={() => import('./messages.ar').then((m) => m.paymentDelaysMessagesAr)}
    >
      <PaymentDelaysScreen />
    </FeatureMessages>
  );
}
