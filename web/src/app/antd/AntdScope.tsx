import { lazy, type ReactNode, Suspense } from 'react';
import { FullPageSpinner } from '../../layout/FullPageSpinner';

const AntdRoot = lazy(() => import('./AntdRoot'));

/** A public screen drawn with antd components (the error pages): antd and its theme load with it. */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AntdRoot>{children}</AntdRoot>
    </Suspense>
  );
}
