import { createIntl, type IntlShape } from 'react-intl';
import { intlCache as cache } from '../shared/intl/intl-cache';
import { frenchMessages, type Locale, type Messages } from './i18n';

let current: IntlShape = make('fr', frenchMessages);

function make(locale: Locale, messages: Messages): IntlShape {
  return createIntl({ locale, messages, defaultLocale: 'fr', onError: () => undefined }, cache);
}

/** The app's intl object, usable outside React (Apollo links, session handling). */
export function currentIntl(): IntlShape {
  return current;
}

export function setIntl(locale: Locale, messages: Messages): IntlShape {
  current = make(locale, messages);
  return current;
}

/** A message id, or a sentence already translated by the server. */
export function say(idOrText: string | undefined, intl: IntlShape = current): string {
  if (!idOrText) return '';
  return intl.messages[idOrText] !== undefined ? intl.formatMessage({ id: idOrText }) : idOrText;
}

/** The private area widens the app's intl with its own messages; toasts raised outside React use it too. */
export function makeCurrentIntl(intl: IntlShape): IntlShape {
  current = intl;
  return intl;
}
