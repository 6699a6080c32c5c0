import { type ReactNode, useMemo } from 'react';
import { createIntl, RawIntlProvider, useIntl } from 'react-intl';
import { intlCache } from './intl-cache';

type Messages = Record<string, string>;

/**
 * Adds a feature's own messages to the current language for the screens below: they come with the feature's chunk,
 * not with everything behind sign-in (the dashboard's JavaScript budget pays only for what it shows).
 */
export function FeatureMessages({ fr, en, children }: { fr: Messages; en: Messages; children: ReactNode }) {
  const base = useIntl();
  const own = base.locale.startsWith('en') ? en : fr;
  const intl = useMemo(
    () =>
      createIntl(
        {
          locale: base.locale,
          defaultLocale: 'fr',
          messages: { ...(base.messages as Messages), ...own },
          onError: () => undefined,
        },
        intlCache,
      ),
    [base, own],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
