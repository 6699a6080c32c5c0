import { frCore } from '@chantiers/schema/i18n/fr-core';
import { createIntl, type IntlShape } from 'react-intl';
import { intlCache } from './intl-cache';

// French core words until the app sets its own (app/intl.ts): code outside React may need them before any render.
let current: IntlShape = createIntl({ locale: 'fr', messages: frCore, defaultLocale: 'fr', onError: () => undefined }, intlCache);

/** The app's intl object, usable outside React (Apollo links, session handling, toasts, number formatting). */
export function currentIntl(): IntlShape {
  return current;
}

/** The app sets it when the language or the words change (app/intl.ts). */
export function setCurrentIntl(intl: IntlShape): IntlShape {
  current = intl;
  return intl;
}

/** A message id, or a sentence already translated by the server. */
export function say(idOrText: string | undefined, intl: IntlShape = current): string {
  if (!idOrText) return '';
  return intl.messages[idOrText] !== undefined ? intl.formatMessage({ id: idOrText }) : idOrText;
}
