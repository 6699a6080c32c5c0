import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNearViewport } from '../../../shared/components/useNearViewport';
import { formatMoney } from '../../../shared/format';
import { useChartColours } from './chart-colours';
import { chartPoints, type LegendEntry, type MonthLine } from './chart-data';
import { type Basis, signOf } from './amounts';
import './finance-global.css';

// recharts (~110 KB gzipped) loads apart: the figures and tables show without waiting for it.
const FinanceChart = lazy(() => import('./FinanceChart'));

interface Props {
  months: MonthLine[];
  /** HT for a company subject to TVA: revenues and purchases drawn HT. */
  basis: Basis;
  /** The chart's accessible name (its heading's text). */
  title: string;
  /** A line under the chart (what 'Dépenses' adds up). */
  note?: string;
  height?: number;
  /** Loads the drawing only when the chart comes near the screen (below the fold on a phone's dashboard). */
  whenVisible?: boolean;
}

/**
 * The finance chart's figure: legend, a drawing area of fixed height, note and an accessible table, all laid out at
 * once; the recharts drawing arrives later inside its fixed box (after first paint, or when scrolled near with
 * `whenVisible`), so nothing moves when it does.
 */
export function LazyFinanceChart({ months, basis, title, note, height = 300, whenVisible = false }: Props) {
  const intl = useIntl();
  const colours = useChartColours();
  const t = (id: string) => intl.formatMessage({ id });
  const data = useMemo(() => chartPoints(months, intl, basis), [months, intl, basis]);
  const negative = months.some((m) => signOf(m.margin) < 0);
  const legend: LegendEntry[] = [
    {
      key: 'revenues',
      label: t(basis === 'HT' ? 'finance.global.chart.revenuesHT' : 'finance.global.chart.revenues'),
      colour: colours.revenues,
      shape: 'bar',
    },
    { key: 'expenses', label: t('finance.global.chart.expenses'), colour: colours.expenses, shape: 'bar' },
    { key: 'margin', label: t('finance.global.chart.margin'), colour: colours.margin, shape: 'line' },
  ];
  const canvas = useRef<HTMLDivElement>(null);
  const draw = useNearViewport(canvas, whenVisible);
  // Still while it waits to be scrolled to (an animated one would repaint the page all along); moving once loading.
  const placeholder = (loading: boolean) => (
    <div className="fin-chart-loading">
      <Skeleton active={loading} title={false} paragraph={{ rows: Math.max(2, Math.floor(height / 40)) }} />
    </div>
  );

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
      <div className="fin-chart-canvas" style={{ height }} ref={canvas}>
        {draw ? (
          <Suspense fallback={placeholder(true)}>
            <FinanceChart data={data} legend={legend} colours={colours} negative={negative} />
          </Suspense>
        ) : (
          placeholder(false)
        )}
      </div>
      {note ? <figcaption className="fin-chart-note">{note}</figcaption> : null}
      {/* A table ignores a 1 px width: the hidden box is its wrapper, or a phone scrolls sideways by its width. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('finance.global.chart.month')}</th>
              {legend.map((l) => (
                <th key={l.key} scope="col">
                  {l.label}
                </th>
              ))}
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
      </div>
    </figure>
  );
}
