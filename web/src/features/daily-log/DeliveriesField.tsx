import { DAILY_LOG_LIMITS } from '@chantiers/schema';
import { Checkbox, Input } from 'antd';
import { useField } from 'react-final-form';
import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import type { DailyLogPurchaseFieldsFragment } from '../../gql/graphql';
import { BoundField } from '../../shared/form/BoundField';
import { useShownError } from '../../shared/form/FieldShell';
import { formatMoney } from '../../shared/format';
import { sameContent } from './day-values';

function Purchase({ purchase }: { purchase: DailyLogPurchaseFieldsFragment }) {
  const intl = useIntl();
  return (
    <span className="dailylog-purchase">
      <span className="dailylog-purchase-label">{purchase.label}</span>
      <span className="dailylog-purchase-meta">
        {purchase.supplierName ? <span>{purchase.supplierName}</span> : null}
        <span className="dailylog-amount">{formatMoney(purchase.amountTTC, { locale: intl.locale })}</span>
      </span>
    </span>
  );
}

interface Props {
  siteId: string;
  /** The site's purchases dated that day, which may be ticked as delivered. */
  purchases: readonly DailyLogPurchaseFieldsFragment[];
  /** The purchases the saved log names (one deleted since is no longer among the day's). */
  delivered: readonly DailyLogPurchaseFieldsFragment[];
  readOnly: boolean;
}

/**
 * 'Livraisons': the day's purchases of the site to tick as received (amounts TTC as the app writes money, from the
 * api's decimal strings), a link to record one when there is none, and a note.
 */
export function DeliveriesField({ siteId, purchases, delivered, readOnly }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // A signed log shows what it named; an open one offers the day's purchases (and keeps one it named that is gone).
  const { input, meta } = useField<string[]>('deliveryPurchaseIds', { isEqual: sameContent });
  const error = useShownError()({ ...meta, touched: meta.touched || meta.submitFailed });
  const offered = readOnly ? delivered : [...purchases, ...delivered.filter((d) => !purchases.some((p) => p.id === d.id))];
  return (
    <>
      <fieldset className="dailylog-fieldset">
        <legend className="form-field-label">{t('dailyLog.deliveries.purchases')}</legend>
        {offered.length ? (
          <Checkbox.Group
            className="dailylog-deliveries"
            value={input.value || []}
            onChange={(ids) => input.onChange(ids.map(String))}
            aria-describedby="dailylog-deliveries-help"
          >
            {offered.map((p) => (
              <Checkbox key={p.id} value={p.id} className="dailylog-delivery" onBlur={() => input.onBlur()}>
                <Purchase purchase={p} />
              </Checkbox>
            ))}
          </Checkbox.Group>
        ) : (
          <p className="dailylog-empty">
            {t(readOnly ? 'dailyLog.deliveries.none.signed' : 'dailyLog.deliveries.none')}{' '}
            {readOnly ? null : <Link to={`/detail-chantier/${encodeURIComponent(siteId)}/finances`}>{t('dailyLog.deliveries.record')}</Link>}
          </p>
        )}
        <div className={error ? 'form-field-help' : 'form-field-note'} id="dailylog-deliveries-help" role={error ? 'alert' : undefined}>
          {error}
        </div>
      </fieldset>
      <BoundField<string> name="deliveryNote" label={t('dailyLog.deliveries.note')}>
        {({ onChange, onFocus: _focus, ...control }) => (
          <Input.TextArea
            {...control}
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={DAILY_LOG_LIMITS.deliveryNote}
            placeholder={readOnly ? undefined : t('dailyLog.deliveries.note.placeholder')}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </BoundField>
    </>
  );
}
