import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Bar, CartesianGrid, ComposedChart, Line, ReferenceLine, ResponsiveContainer, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../shared/format/money';
import { chartNumber, expensesOf, type FinanceLine, signOf } from './amounts';
import { useChartColours } from './chart-colours';
import { monthDate } from './period';
import './finance-global.css';

export interface MonthLine extends FinanceLine {
  month: string;
}

interface Point {
  label: string;
  /** Numbers for the geometry only. */
  revenues: number;
  expenses: number;
  margin: number;
  /** The exact strings the tooltip shows. */
  shown: { revenues: string; expenses: string; margin: string };
}

interface Props {
  months: MonthLine[];
  /** The chart's accessible name (its heading's text). */
  title: string;
  /** A line under the chart (what 'Dépenses' adds up). */
  note?: string;
  height?: number;
}

/**
 * Recettes against dépenses (achats TTC + main d'oeuvre + sous-traitance) as bars, the margin as a line, one
 * group a month. Amounts become numbers only to be drawn; the tooltip and the table beside show the strings.
 */
export default function FinanceChart({ months, title, note, height = 300 }: Props) {
  const intl = useIntl();
  const colours = useChartColours();
  const t = (id: string) => intl.formatMessage({ id });
  const data = useMemo<Point[]>(
    () =>
      months.map((m) => {
        const expenses = expensesOf(m);
        return {
          label: intl.formatDate(monthDate(m.month), { month: 'short', year: 'numeric' }),
          revenues: chartNumber(m.revenues),
          expenses: chartNumber(expenses),
          margin: chartNumber(m.margin),
          shown: { revenues: m.revenues, expenses, margin: m.margin },
        };
      }),
    [months, intl],
  );
  const compact = useMemo(() => new Intl.NumberFormat(intl.locale, { notation: 'compact', maximumFractionDigits: 1 }), [intl.locale]);
  const negative = months.some((m) => signOf(m.margin) < 0);
  const tick = { fill: colours.axis, fontSize: 12 };
  const legend = [
    { key: 'revenues', label: t('finance.global.chart.revenues'), colour: colours.revenues, shape: 'bar' },
    { key: 'expenses', label: t('finance.global.chart.expenses'), colour: colours.expenses, shape: 'bar' },
    { key: 'margin', label: t('finance.global.chart.margin'), colour: colours.margin, shape: 'line' },
  ];

  const renderTooltip = ({ active, payload }: TooltipContentProps) => {
    const point = active ? (payload?.[0]?.payload as Point | undefined) : undefined;
    if (!point) return null;
    return (
      <div className="fin-chart-tooltip" style={{ background: colours.tooltipBg, color: colours.tooltipText, borderColor: colours.tooltipBorder, boxShadow: colours.tooltipShadow }}>
        <strong>{point.label}</strong>
        {legend.map((l) => (
          <div key={l.key} className="fin-chart-tooltip-row">
            <span className={`fin-chart-key is-${l.shape}`} style={{ background: l.colour }} aria-hidden />
            <span>{l.label}</span>
            <span className="fin-amount">{formatMoney(point.shown[l.key as keyof Point['shown']])}</span>
          </div>
        ))}
      </div>
    );
  };

  return (
    <figure className="fin-chart" aria-label={title}>
      <ul className="fin-chart-legend">
        {legend.map((l) => (
          <li key={l.key}>
            <span className={`fin-chart-key is-${l.shape}`} style={{ background: l.colour }} aria-hidden />
            {l.label}
          </li>
        ))}
      </ul>
      <div className="fin-chart-canvas" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barGap={2} barCategoryGap="22%">
            <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={{ stroke: colours.grid }} minTickGap={8} interval="preserveStartEnd" />
            <YAxis tick={tick} tickLine={false} axisLine={false} width={56} tickFormatter={(v: number) => compact.format(v)} />
            {negative ? <ReferenceLine y={0} stroke={colours.zero} /> : null}
            <Tooltip content={renderTooltip} cursor={{ fill: colours.cursor }} />
            <Bar dataKey="revenues" name={legend[0].label} fill={colours.revenues} radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
            <Bar dataKey="expenses" name={legend[1].label} fill={colours.expenses} radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
            <Line dataKey="margin" name={legend[2].label} type="monotone" stroke={colours.margin} strokeWidth={2.5} dot={{ r: 3, fill: colours.margin, strokeWidth: 0 }} activeDot={{ r: 5 }} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      {note ? <figcaption className="fin-chart-note">{note}</figcaption> : null}
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('finance.global.chart.month')}</th>
            {legend.map((l) => <th key={l.key} scope="col">{l.label}</th>)}
          </tr>
        </thead>
        <tbody>
          {data.map((p) => (
            <tr key={p.label}>
              <th scope="row">{p.label}</th>
              <td>{formatMoney(p.shown.revenues)}</td>
              <td>{formatMoney(p.shown.expenses)}</td>
              <td>{formatMoney(p.shown.margin)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
