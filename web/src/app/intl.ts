import { createIntl, type IntlShape } from 'react-intl';
import { setCurrentIntl } from '../shared/intl/current-intl';
import { intlCache as cache } from '../shared/intl/intl-cache';
import { intlTag } from '../shared/intl/locale-tags';
import { frenchMessages, type Locale, type Messages } from './i18n';

function make(locale: Locale, messages: Messages): IntlShape {
  return createIntl({ locale: intlTag(locale), messages, defaultLocale: 'fr', onError: () => undefined }, cache);
}

export function setIntl(locale: Locale, messages: Messages): IntlShape {
  return setCurrentIntl(make(locale, messages));
}

// The app's French from its start, before the locale provider has chosen the language.
setIntl('fr', frenchMessages);

/** The private area widens the app's intl with its own messages; toasts raised outside React use it too. */
export function makeCurrentIntl(intl: IntlShape): IntlShape {
  return setCurrentIntl(intl);
}
