import { createIntlCache } from 'react-intl';

/**
 * One cache of number, date and message formatters for every intl object the app makes (the app's, the private
 * area's, each feature's): building an Intl formatter is slow on a phone, and each new intl object would otherwise
 * build its own again for the same locale.
 */
export const intlCache = createIntlCache();
