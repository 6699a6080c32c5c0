import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney, isolated, MINUS } from '../../../shared/format';
import type { ChartColours } from './chart-colours';
import type { ChartPoint, LegendEntry } from './chart-data';
import './finance-global.css';

interface Props {
  data: ChartPoint[];
  legend: LegendEntry[];
  colours: ChartColours;
  /** A margin below zero draws the zero line. */
  negative: boolean;
}

/**
 * The drawing of the finance chart (recharts, ~110 KB gzipped, loaded apart by LazyFinanceChart, which lays out
 * the figure, its legend and table around it): recettes and dépenses as bars, the margin as a line, one group a
 * month. Amounts become numbers only to be drawn; the tooltip shows the strings.
 */
export default function FinanceChart({ data, legend, colours, negative }: Props) {
  const intl = useIntl();
  const compact = useMemo(() => new Intl.NumberFormat(intl.locale, { notation: 'compact', maximumFractionDigits: 1 }), [intl.locale]);
  const tick = { fill: colours.axis, fontSize: 12 };

  const renderTooltip = ({ active, payload }: TooltipContentProps) => {
    const point = active ? (payload?.[0]?.payload as ChartPoint | undefined) : undefined;
    if (!point) return null;
    return (
      <div
        className="fin-chart-tooltip"
        style={{ background: colours.tooltipBg, color: colours.tooltipText, borderColor: colours.tooltipBorder, boxShadow: colours.tooltipShadow }}
      >
        <strong>{point.label}</strong>
        {legend.map((l) => (
          <div key={l.key} className="fin-chart-tooltip-row">
            <span className={`fin-chart-key is-${l.shape}`} style={{ background: l.colour }} aria-hidden />
            <span>{l.label}</span>
            <span className="fin-amount">{formatMoney(point.shown[l.key])}</span>
          </div>
        ))}
      </div>
    );
  };

  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barGap={2} barCategoryGap="22%">
        <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={{ stroke: colours.grid }} minTickGap={8} interval="preserveStartEnd" />
        <YAxis
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={56}
          tickFormatter={(v: number) => isolated(compact.format(v).replace('-', MINUS))}
        />
        {negative ? <ReferenceLine y={0} stroke={colours.zero} /> : null}
        <Tooltip content={renderTooltip} cursor={{ fill: colours.cursor }} />
        <Bar dataKey="revenues" name={legend[0].label} fill={colours.revenues} radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
        <Bar dataKey="expenses" name={legend[1].label} fill={colours.expenses} radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
        <Line
          dataKey="margin"
          name={legend[2].label}
          type="linear"
          stroke={colours.margin}
          strokeWidth={2.5}
          dot={{ r: 3, fill: colours.margin, strokeWidth: 0 }}
          activeDot={{ r: 5 }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
