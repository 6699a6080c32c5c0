import { Skeleton } from 'antd';
import { type ComponentProps, lazy, Suspense } from 'react';

// recharts (~110 KB gzipped) loads apart: the figures and tables show without waiting for it.
const FinanceChart = lazy(() => import('./FinanceChart'));

/** FinanceChart, loaded on first use; a skeleton of the same height stands in meanwhile. */
export function LazyFinanceChart(props: ComponentProps<typeof FinanceChart>) {
  const height = (props.height ?? 300) + 30;
  return (
    <Suspense fallback={<div className="fin-chart-loading" style={{ height }}><Skeleton active title={false} paragraph={{ rows: 6 }} /></div>}>
      <FinanceChart {...props} />
    </Suspense>
  );
}
