import { subtractMoney } from '@chantiers/schema';
import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';
import type { ChangeOrderFieldsFragment } from '../../../gql/graphql';
import { formatDay, formatMoney, formatPercent, formatQuantity } from '../../../shared/format';

/** A decided avenant (or one the user may not write): its object, date and lines with what each changed, read-only. */
export function ChangeOrderDetail({ order, onClose }: { order: ChangeOrderFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <div className="change-order-detail">
      <Alert type={order.status === 'REFUSE' ? 'warning' : 'info'} showIcon title={t(`changeOrders.readOnly.${order.status}`)} />
      <p>
        <strong>{order.label}</strong> · {formatDay(order.issueDate)}
      </p>
      {order.status === 'REFUSE' && order.refusalReason ? <p>{t('changeOrders.reason', { reason: order.refusalReason })}</p> : null}
      <ol className="change-order-detail-lines">
        {order.lines.map((l) => (
          <li key={l.id}>
            <span className="change-line-title">{t(`changeOrders.line.${l.action}`)}</span>
            <span>
              {l.lotTitle} — {l.designation}
            </span>
            {l.action === 'REMOVE' ? null : (
              <span className="change-order-detail-content">
                {t('changeOrders.detail.content', {
                  quantity: formatQuantity(l.quantity, { unit: l.unit }),
                  price: formatMoney(l.unitPriceHT),
                  discount: /^0*(\.0*)?$/.test(l.discountPercent)
                    ? ''
                    : t('changeOrders.detail.discount', { discount: formatPercent(l.discountPercent, { decimals: 2 }) }),
                  vat: formatPercent(l.vatRate),
                })}
              </span>
            )}
            <span className="change-order-detail-delta">
              {t('changeOrders.detail.delta', { amount: formatMoney(subtractMoney(l.totalHT, l.previousHT), { signed: true }) })}
            </span>
          </li>
        ))}
      </ol>
      <p className="change-order-detail-total">
        {t('changeOrders.ht', { amount: formatMoney(order.deltaHT, { signed: true }) })} ·{' '}
        <strong>{t('changeOrders.ttc', { amount: formatMoney(order.deltaTTC, { signed: true }) })}</strong>
      </p>
      <div className="form-actions">
        <Button onClick={onClose}>{t('changeOrders.close')}</Button>
      </div>
    </div>
  );
}
