import type { AlertProps } from 'antd';
import { lazy, Suspense } from 'react';

// Loaded only when a notice is shown: most visits to the sign-in screen never need it.
const Alert = lazy(() => import('antd/es/alert'));

/** An antd Alert that costs nothing until it appears. */
export function Notice(props: AlertProps) {
  return (
    <Suspense fallback={<div role={props.role ?? 'alert'}>{props.title as string}</div>}>
      <Alert showIcon {...props} />
    </Suspense>
  );
}
