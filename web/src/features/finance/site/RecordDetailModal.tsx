import { useQuery } from '@apollo/client/react';
import { Alert, Descriptions, Modal, Skeleton, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { SiteFinancePurchaseDocument, SiteFinanceRevenueDocument } from './site-finance.generated';
import { formatMoney } from '../../../shared/format';
import { rateChoice } from './amounts';
import { formatDay } from '../../../shared/format';
import { InvoiceView } from './InvoiceView';

const when = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/** 'Voir' on a purchase: every field, the computed amounts and the invoice. */
export function PurchaseDetailModal({ id, onClose }: { id: string; onClose(): void }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const { data, error } = useQuery(SiteFinancePurchaseDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const p = data?.purchase;
  return (
    <Modal open onCancel={onClose} footer={null} title={t('finance.site.purchase.detail')} width="min(720px, calc(100vw - 24px))" destroyOnHidden>
      {error && !p ? <Alert type="error" showIcon title={t('finance.site.loadError')} /> : null}
      {!p && !error ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {p ? (
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered className="finance-detail">
          <Descriptions.Item label={t('finance.site.col.supplier')}>{p.supplier.name}</Descriptions.Item>
          <Descriptions.Item label={t('finance.site.col.date')}>{formatDay(p.date)}</Descriptions.Item>
          <Descriptions.Item label={t('finance.site.col.label')}>{p.label}</Descriptions.Item>
          <Descriptions.Item label={t('finance.site.col.reference')}>{p.reference}</Descriptions.Item>
          <Descriptions.Item label={t('finance.site.col.ht')}>{formatMoney(p.amountHT)}</Descriptions.Item>
          <Descriptions.Item label={t('finance.site.field.vatRate')}>{rateChoice(p.vatRate)}&nbsp;%</Descriptions.Item>
          <Descriptions.Item label={t('finance.site.col.vat')}>{formatMoney(p.amountVAT)}</Descriptions.Item>
          <Descriptions.Item label={t('finance.site.col.ttc')}>{formatMoney(p.amountTTC)}</Descriptions.Item>
          <Descriptions.Item label={t('finance.site.col.paid')}>{formatMoney(p.amountPaid)}</Descriptions.Item>
          <Descriptions.Item label={t('finance.site.col.remaining')}>{formatMoney(p.amountRemaining)}</Descriptions.Item>
          {p.vatWithheld !== '0.00' ? (
            <>
              <Descriptions.Item label={t('finance.site.col.vatWithheld')}>{formatMoney(p.vatWithheld)}</Descriptions.Item>
              <Descriptions.Item label={t('finance.site.col.netToPay')}>{formatMoney(p.netToPay)}</Descriptions.Item>
            </>
          ) : null}
          {p.paymentDate || p.paymentMode ? (
            <Descriptions.Item label={t('finance.site.field.payment')} span="filled">
              {[p.paymentDate ? formatDay(p.paymentDate) : null, p.paymentMode ? t(`finance.site.mode.${p.paymentMode}`) : null]
                .filter(Boolean)
                .join(' · ')}
            </Descriptions.Item>
          ) : null}
          {p.payments && p.payments.length > 1 ? (
            <Descriptions.Item label={t('finance.site.payments')} span="filled">
              <ul className="finance-payments" aria-label={t('finance.site.payments')} title={t('finance.site.payments.help')}>
                {p.payments.map((r) => (
                  <li key={r.id}>
                    {[formatDay(r.date), r.mode ? t(`finance.site.mode.${r.mode}`) : null].filter(Boolean).join(' · ')}
                    <span className="finance-payments-amount">{formatMoney(r.amount)}</span>
                  </li>
                ))}
              </ul>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('finance.site.col.status')}>
            <Tag className="finance-tag" color={p.settled ? 'green' : 'orange'}>
              {t(p.settled ? 'finance.site.settled' : 'finance.site.unsettled')}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('finance.site.recorded')}>{when(p.createdAt, intl.locale)}</Descriptions.Item>
          <Descriptions.Item label={t('finance.site.field.invoice')} span="filled">
            <InvoiceView invoice={p.invoice} />
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </Modal>
  );
}

/** 'Voir' on a revenue: every field and the invoice. */
export function RevenueDetailModal({ id, onClose }: { id: string; onClose(): void }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const { data, error } = useQuery(SiteFinanceRevenueDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const r = data?.revenue;
  return (
    <Modal open onCancel={onClose} footer={null} title={t('finance.site.revenue.detail')} width="min(640px, calc(100vw - 24px))" destroyOnHidden>
      {error && !r ? <Alert type="error" showIcon title={t('finance.site.loadError')} /> : null}
      {!r && !error ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {r ? (
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered className="finance-detail">
          <Descriptions.Item label={t('finance.site.col.label')}>{r.label}</Descriptions.Item>
          <Descriptions.Item label={t('finance.site.col.date')}>{formatDay(r.date)}</Descriptions.Item>
          <Descriptions.Item label={t('finance.site.col.reference')}>{r.reference}</Descriptions.Item>
          <Descriptions.Item label={t('finance.site.col.ht')}>{formatMoney(r.amountHT)}</Descriptions.Item>
          <Descriptions.Item label={t('finance.site.col.vat')}>
            {formatMoney(r.amountVAT)} ({rateChoice(r.vatRate)}&nbsp;%)
          </Descriptions.Item>
          <Descriptions.Item label={t('finance.site.col.ttc')}>{formatMoney(r.amount)}</Descriptions.Item>
          <Descriptions.Item label={t('finance.site.recorded')} span="filled">
            {when(r.createdAt, intl.locale)}
          </Descriptions.Item>
          <Descriptions.Item label={t('finance.site.field.invoice')} span="filled">
            <InvoiceView invoice={r.invoice} />
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </Modal>
  );
}
