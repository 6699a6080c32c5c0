import { mapsSearchUrl } from './maps-link';

describe('mapsSearchUrl', () => {
  it('searches the address, postal code and city in Morocco, in the interface language', () => {
    const url = new URL(mapsSearchUrl(['12, rue Ibn Batouta', '20250', 'Casablanca'], 'fr')!);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('12, rue Ibn Batouta, 20250, Casablanca, Maroc');
    expect(url.searchParams.get('hl')).toBe('fr');
    expect(new URL(mapsSearchUrl(['Fès'], 'en-GB')!).searchParams.get('hl')).toBe('en');
  });

  it('gives no link when nothing locates the site, and encodes what it is given', () => {
    expect(mapsSearchUrl([null, ' ', undefined], 'fr')).toBeNull();
    expect(mapsSearchUrl(['Lot 5 & 6 #B'], 'fr')).toContain('query=Lot+5+%26+6+%23B%2C+Maroc');
  });
});
