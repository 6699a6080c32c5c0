import { RATE_KEYS, RATES, type RateKey, rateAt } from '@chantiers/schema';
import { Button, Card, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney, isolated } from '../../../shared/format';
import { RATE_KINDS } from './rate-labels';

/**
 * Every legal rate the screens compute with, each value from its date (schema/accounting/rates.ts): seen, not typed.
 * The ones in force today first; the past ones on demand (a phone would scroll through all of them otherwise).
 */
export function RatesCard() {
  const intl = useIntl();
  const [history, setHistory] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const value = (key: RateKey, v: string) => {
    const kind = RATE_KINDS[key];
    // Exactly as the text has it ('2,75 %', '21,09 %'): a rate is never rounded for display.
    if (kind === 'percent') return isolated(`${v.replace(/\.0+$|(\.\d*?)0+$/, '$1').replace('.', ',')}\u00a0%`);
    if (kind === 'money') return formatMoney(v);
    if (kind === 'days' || kind === 'months' || kind === 'hours') return intl.formatMessage({ id: `books.rates.${kind}` }, { count: Number(v) });
    return v;
  };
  const all = RATE_KEYS.flatMap((key) => RATES[key].map((r, i) => ({ id: `${key}:${i}`, key, ...r })));
  const today = dayjs().format('YYYY-MM-DD');
  const rows = history ? all : all.filter((r) => rateAt(r.key, today)?.from === r.from);
  const past = all.length - rows.length;
  return (
    <Card title={t('books.rates.title')} className="books-card">
      <Typography.Paragraph type="secondary">{t('books.rates.hint')}</Typography.Paragraph>
      <List
        size="small"
        className="books-rates"
        dataSource={rows}
        rowKey="id"
        renderItem={(r) => (
          <List.Item>
            <div className="books-rate">
              <div className="books-rate-head">
                <span className="books-rate-what">{t(`books.rate.${r.key}`)}</span>
                <span className="books-amount books-rate-value">{value(r.key, r.value)}</span>
              </div>
              <Typography.Text type="secondary" className="books-rate-source">
                {t('books.rates.col.from')} {intl.formatDate(`${r.from}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })} · {r.source}
              </Typography.Text>
            </div>
          </List.Item>
        )}
      />
      {history || past > 0 ? (
        <Button type="link" className="books-rates-more" aria-expanded={history} onClick={() => setHistory(!history)}>
          {history ? t('books.rates.hidePast') : intl.formatMessage({ id: 'books.rates.showPast' }, { count: past })}
        </Button>
      ) : null}
    </Card>
  );
}
