import { Table } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { GlobalFinanceQuery } from '../../../gql/graphql';
import { formatMoney, formatPercent } from '../../../shared/format';
import { type FinanceLine, incomeOf, purchasesOf } from './amounts';
import { signClass } from './FinanceKpi';

type SiteLine = GlobalFinanceQuery['globalFinance']['sites'][number];

/**
 * The table's amount columns on the company's basis, HT for a company subject to TVA, else TTC. The margin and its
 * rate come before the TVA due, which a narrow screen scrolls to last.
 */
const amountColumns = (ht: boolean): { key: string; titleId: string; amount: (l: FinanceLine) => string; signed?: boolean }[] => [
  { key: 'revenues', titleId: ht ? 'finance.global.col.revenuesHT' : 'finance.global.col.revenues', amount: (l) => incomeOf(l, ht ? 'HT' : 'TTC') },
  {
    key: 'purchases',
    titleId: ht ? 'finance.global.col.purchasesHT' : 'finance.global.col.purchases',
    amount: (l) => purchasesOf(l, ht ? 'HT' : 'TTC'),
  },
  { key: 'labour', titleId: 'finance.global.col.labour', amount: (l) => l.labour },
  { key: 'subcontracting', titleId: 'finance.global.col.subcontracting', amount: (l) => l.subcontracting },
  { key: 'margin', titleId: 'finance.global.col.margin', amount: (l) => l.margin, signed: true },
];
const vatColumn = { key: 'vatBalance', titleId: 'finance.global.col.vatBalance' };

/** A site's margin rate, coloured by its sign; a dash without revenues (no rate of nothing). */
function MarginRate({ rate }: { rate: string | null | undefined }) {
  if (rate === null || rate === undefined) return <span className="fin-amount">—</span>;
  return <span className={`fin-amount ${signClass(rate)}`}>{formatPercent(rate)}</span>;
}

/** The period's figures site by site, each linked to its finance screen, and the company's total below. */
export function SiteFinanceTable({ sites, totals, ht }: { sites: SiteLine[]; totals: FinanceLine; ht: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const columns = amountColumns(ht);
  return (
    <Table<SiteLine>
      className="fin-table"
      rowKey={(s) => s.site.id}
      dataSource={sites}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: t('finance.global.col.site'),
          key: 'site',
          fixed: 'left',
          width: 160,
          render: (_, s) => (
            <Link className="fin-site-link" to={`/detail-chantier/${s.site.id}/finances`}>
              {s.site.name}
            </Link>
          ),
        },
        ...columns.map((c) => ({
          title: t(c.titleId),
          key: c.key,
          align: 'right' as const,
          render: (_: unknown, s: SiteLine) => (
            <span className={`fin-amount ${c.signed ? signClass(s.margin) : ''}`}>{formatMoney(c.amount(s))}</span>
          ),
        })),
        {
          title: (
            <abbr title={t(ht ? 'finance.global.col.marginPercent.helpHT' : 'finance.global.col.marginPercent.help')}>
              {t('finance.global.col.marginPercent')}
            </abbr>
          ),
          key: 'marginPercent',
          align: 'right' as const,
          render: (_: unknown, s: SiteLine) => <MarginRate rate={s.marginPercent} />,
        },
        ...(ht
          ? [
              {
                title: t(vatColumn.titleId),
                key: vatColumn.key,
                align: 'right' as const,
                render: (_: unknown, s: SiteLine) => <span className="fin-amount">{formatMoney(s.vatBalance)}</span>,
              },
            ]
          : []),
      ]}
      summary={() => (
        <Table.Summary fixed="bottom">
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('finance.global.total')}</Table.Summary.Cell>
            {columns.map((c, i) => (
              <Table.Summary.Cell key={c.key} index={i + 1} align="right">
                <span className={`fin-amount ${c.signed ? signClass(totals.margin) : ''}`}>{formatMoney(c.amount(totals))}</span>
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={columns.length + 1} align="right">
              <MarginRate rate={totals.marginPercent} />
            </Table.Summary.Cell>
            {ht ? (
              <Table.Summary.Cell index={columns.length + 2} align="right">
                <span className="fin-amount">{formatMoney(totals.vatBalance)}</span>
              </Table.Summary.Cell>
            ) : null}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
