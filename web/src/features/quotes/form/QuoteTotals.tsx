import { amountInWords } from '@chantiers/schema';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../../shared/format';
import { quotePreview } from './quote-amounts';
import type { LotValues } from './quote-form-values';

/**
 * The quote's totals as the user types, exactly as the api will store them (quote-amounts.ts): HT, one row per TVA
 * rate with its base, the TVA, the TTC and the TTC in words as the quote states it ('Arrêté le présent devis…').
 */
export function QuoteTotals() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { input } = useField<LotValues[]>('lots', { subscription: { value: true } });
  const preview = quotePreview(input.value || []);

  return (
    <div className="quote-totals" aria-label={t('quotes.form.totals')} role="region">
      <div className="quote-totals-rates">
        {preview.vat.length ? (
          <table className="quote-vat-table">
            <caption className="quote-visually-hidden">{t('quotes.form.totals.byRate')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('quotes.form.totals.rate')}</th>
                <th scope="col">{t('quotes.form.totals.base')}</th>
                <th scope="col">{t('quotes.form.totals.vatAmount')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.vat.map((row) => (
                <tr key={row.rate} data-testid={`vat-row-${row.rate}`}>
                  <th scope="row">{t('quotes.form.totals.rateValue', { rate: row.rate })}</th>
                  <td>{formatMoney(row.base)}</td>
                  <td>{formatMoney(row.vat)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="quote-totals-empty">{t('quotes.form.totals.empty')}</p>
        )}
        {preview.pending ? (
          <p className="quote-totals-pending" role="status">
            {t('quotes.form.totals.pending', { count: preview.pending })}
          </p>
        ) : null}
      </div>
      <dl className="quote-totals-figures" aria-live="polite">
        <div>
          <dt>{t('quotes.form.totals.ht')}</dt>
          <dd data-testid="quote-total-ht">{formatMoney(preview.totalHT)}</dd>
        </div>
        <div>
          <dt>{t('quotes.form.totals.vat')}</dt>
          <dd data-testid="quote-total-vat">{formatMoney(preview.totalVAT)}</dd>
        </div>
        <div className="quote-totals-ttc">
          <dt>{t('quotes.form.totals.ttc')}</dt>
          <dd data-testid="quote-total-ttc">{formatMoney(preview.totalTTC)}</dd>
        </div>
      </dl>
      <p className="quote-totals-words">
        <span>{t('quotes.form.totals.words')}</span> <em data-testid="quote-total-words">{amountInWords(preview.totalTTC)}</em>
      </p>
    </div>
  );
}
