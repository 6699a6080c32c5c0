import { appLocaleOf } from '../intl/locale-tags';

/**
 * A link that opens an address in the phone's or the desk's map (Google Maps' documented search URL, which the
 * Maps app takes over on a phone). No map is embedded: no third-party script, key or cookie on our pages.
 * The map speaks the interface's language (`hl`); SPEC §9's fixed 'en' came from a template (DECISIONS).
 */
export function mapsSearchUrl(parts: readonly (string | null | undefined)[], locale: string): string | null {
  const query = parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
  if (!query) return null;
  const url = new URL('https://www.google.com/maps/search/');
  url.searchParams.set('api', '1');
  url.searchParams.set('query', `${query}, Maroc`);
  url.searchParams.set('hl', appLocaleOf(locale));
  return url.toString();
}
