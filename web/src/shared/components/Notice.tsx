import type { AlertProps } from 'antd';
import { lazy, Suspense, useEffect } from 'react';

const loadAlert = () => import('antd/es/alert');
// Not in the route's first download: fetched once the screen is up, before any notice is likely.
const Alert = lazy(loadAlert);

/** Prefetches the notice component after first paint. */
export function usePrefetchNotice(): void {
  useEffect(() => {
    void loadAlert();
  }, []);
}

/** An antd Alert that costs nothing in the first download of a screen. */
export function Notice(props: AlertProps) {
  return (
    <Suspense
      fallback={
        <div role={props.role ?? 'alert'} className="notice-fallback">
          {props.title as string}
        </div>
      }
    >
      <Alert showIcon {...props} />
    </Suspense>
  );
}
