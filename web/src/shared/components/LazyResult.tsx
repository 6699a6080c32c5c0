import type { ResultProps } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';

// antd's Result draws its 403/404/500 pictures inline (~10 KB compressed): a screen shows one only when something went
// wrong or is done, so it comes then, not with every page a link opens.
const Result = lazy(() => import('antd/es/result'));

/** antd's Result, loaded when first shown (`fallback` meanwhile: nothing unless given). */
export function LazyResult({ fallback = null, ...props }: ResultProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Result {...props} />
    </Suspense>
  );
}
