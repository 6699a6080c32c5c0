import { Table, Tag } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PayrollDeclarationQuery } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/format';
import { RecordCards } from '../../../shared/records/RecordCards';
import { usePhone } from '../../../shared/records/usePhone';

type Declaration = PayrollDeclarationQuery['payrollDeclaration'];
export type PayrollRow = Declaration['rows'][number] & { id: string };
const PAGE_SIZE = 25;
const days = (d: string) => d.replace('.0', '').replace('.', ',');

/** A row's warnings as tags, each saying what is wrong. */
export function Warnings({ row }: { row: PayrollRow }) {
  const intl = useIntl();
  if (!row.warnings.length) return null;
  const values = { days: days(row.days), rate: formatMoney(row.lowestDailyRate), minimum: row.minimumDaily ? formatMoney(row.minimumDaily) : '' };
  return (
    <span className="payroll-warnings">
      {row.warnings.map((w) => (
        <Tag key={w} color={w === 'NO_CNSS_NUMBER' || w === 'NO_MINIMUM_WAGE' ? 'gold' : 'red'}>
          {intl.formatMessage({ id: `payroll.warning.${w}` }, values)}
        </Tag>
      ))}
    </span>
  );
}

/** The month's workers: a table on a desk (with the totals), cards below 576 px. */
export function PayrollList({ declaration, loading }: { declaration: Declaration | undefined; loading: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const phone = usePhone();
  const [page, setPage] = useState(0);
  const rows: PayrollRow[] = (declaration?.rows ?? []).map((r) => ({ ...r, id: r.personnelId }));
  const totals = declaration?.totals;
  const name = (r: PayrollRow) => `${r.lastName} ${r.firstName}`;
  const number = (r: PayrollRow) => r.cnssNumber ?? t('payroll.noNumber');
  if (phone)
    return (
      <RecordCards<PayrollRow>
        items={rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)}
        loading={loading}
        emptyText={t('payroll.empty')}
        paging={{ page, pageSize: PAGE_SIZE, total: rows.length, onChange: setPage }}
        totals={
          totals && rows.length
            ? {
                title: t('payroll.total'),
                figures: [
                  { label: t('payroll.col.base'), value: formatMoney(totals.base) },
                  { label: t('payroll.col.net'), value: formatMoney(totals.netToPay) },
                  { label: t('payroll.col.employee'), value: formatMoney(totals.employeeShare) },
                  { label: t('payroll.col.employer'), value: formatMoney(totals.employerShare) },
                ],
              }
            : null
        }
        custom={(r) => <Warnings row={r} />}
        card={(r) => ({
          title: name(r),
          meta: `${r.cnssNumber ? `${t('payroll.col.cnss')} ${r.cnssNumber}` : t('payroll.noNumber')} · ${days(r.days)} j → ${r.declaredDays} j`,
          figures: [
            { label: t('payroll.col.base'), value: formatMoney(r.base) },
            { label: t('payroll.col.net'), value: <strong>{formatMoney(r.netToPay)}</strong> },
            { label: t('payroll.col.employee'), value: formatMoney(r.employeeShare) },
            { label: t('payroll.col.employer'), value: formatMoney(r.employerShare) },
          ],
        })}
      />
    );
  const money = (key: keyof PayrollRow & keyof NonNullable<typeof totals>, title: string) => ({
    title,
    key,
    align: 'right' as const,
    render: (_: unknown, r: PayrollRow) => formatMoney(r[key] as string),
  });
  return (
    <Table<PayrollRow>
      className="payroll-table"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: t('payroll.empty') }}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      rowClassName={(r) => (r.warnings.some((w) => w !== 'NO_CNSS_NUMBER') ? 'payroll-row-warn' : '')}
      columns={[
        {
          title: t('payroll.col.worker'),
          key: 'name',
          // The warnings under the name: seen without scrolling the wide table sideways.
          render: (_, r) => (
            <div className="payroll-name">
              <strong>{name(r)}</strong>
              <Warnings row={r} />
            </div>
          ),
        },
        {
          title: t('payroll.col.cnss'),
          key: 'cnss',
          render: (_, r) => (r.cnssNumber ? r.cnssNumber : <span className="payroll-muted">{number(r)}</span>),
        },
        { title: t('payroll.col.days'), key: 'days', align: 'right', render: (_, r) => days(r.days) },
        { title: t('payroll.col.declared'), key: 'declared', align: 'right', render: (_, r) => r.declaredDays },
        money('gross', t('payroll.col.gross')),
        money('base', t('payroll.col.base')),
        money('cappedBase', t('payroll.col.capped')),
        money('employeeShare', t('payroll.col.employee')),
        money('employerShare', t('payroll.col.employer')),
        { ...money('netToPay', t('payroll.col.net')), render: (_: unknown, r: PayrollRow) => <strong>{formatMoney(r.netToPay)}</strong> },
      ]}
      summary={() =>
        totals && rows.length ? (
          <Table.Summary.Row className="payroll-total">
            <Table.Summary.Cell index={0} colSpan={3}>
              <strong>{t('payroll.total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {totals.declaredDays}
            </Table.Summary.Cell>
            {(['gross', 'base', 'cappedBase', 'employeeShare', 'employerShare', 'netToPay'] as const).map((k, i) => (
              <Table.Summary.Cell key={k} index={4 + i} align="right">
                <strong>{formatMoney(totals[k])}</strong>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
