import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * A control drawn once the screen around it is on screen (a list's date range, its supplier filter): until its code
 * has arrived, `placeholder` holds its place (same size, so nothing moves), and its code is asked for only after that
 * first drawing. A link opened on a phone on a slow network shows the figures and the list without waiting for
 * antd's date picker or select (~50 KB compressed); a later visit, the code being there, draws the control at once.
 */
export function afterPaint<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  placeholder: (props: P) => ReactNode,
): ComponentType<P> {
  let loaded = false;
  const start = () => load().then((m) => ((loaded = true), m));
  const Control = lazy(start);
  return function AfterPaint(props: P) {
    const [ready, setReady] = useState(loaded);
    useEffect(() => {
      if (!ready)
        void start().then(
          () => setReady(true),
          () => undefined,
        );
    }, [ready]);
    const held = placeholder(props);
    return ready ? (
      <Suspense fallback={held}>
        <Control {...props} />
      </Suspense>
    ) : (
      held
    );
  };
}
