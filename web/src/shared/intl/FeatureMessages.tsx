import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createIntl, RawIntlProvider, useIntl } from 'react-intl';
import { intlCache } from './intl-cache';

type Messages = Record<string, string>;

/** Arabic tables already loaded, by their French table (a module constant, so one entry per feature). */
const arabic = new WeakMap<Messages, Messages>();

/**
 * Adds a feature's own messages to the current language for the screens below: they come with the feature's chunk,
 * not with everything behind sign-in (the dashboard's JavaScript budget pays only for what it shows). Arabic, longer
 * and asked for less often, loads on demand: the feature waits for it rather than showing French for a moment.
 */
export function FeatureMessages({ fr, en, ar, children }: { fr: Messages; en: Messages; ar: () => Promise<Messages>; children: ReactNode }) {
  const base = useIntl();
  const wantsArabic = base.locale.startsWith('ar');
  const loader = useRef(ar);
  loader.current = ar;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!wantsArabic || arabic.has(fr)) return undefined;
    let live = true;
    void loader.current().then((table) => {
      arabic.set(fr, table);
      if (live) setLoaded((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [wantsArabic, fr]);
  const own = wantsArabic ? arabic.get(fr) : base.locale.startsWith('en') ? en : fr;
  const intl = useMemo(
    () =>
      own
        ? createIntl(
            {
              locale: base.locale,
              defaultLocale: 'fr',
              messages: { ...(base.messages as Messages), ...own },
              onError: () => undefined,
            },
            intlCache,
          )
        : null,
    [base, own],
  );
  if (!intl) return null;
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
