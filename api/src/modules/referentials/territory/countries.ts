/**
 * The countries offered (issue 19): Morocco first, then, in French alphabetical order, the countries Moroccan building
 * companies most often deal with (neighbours, West Africa, the European suppliers and partners). Deliberately short:
 * a country is added by a migration when someone needs it. Codes are ISO 3166-1 alpha-2; names are the usual French
 * and English short names. Frozen for Migration20261126240000 (see morocco.ts).
 */
export const COUNTRIES: readonly { code: string; fr: string; en: string }[] = [
  { code: 'MA', fr: 'Maroc', en: 'Morocco' },
  { code: 'DZ', fr: 'Algérie', en: 'Algeria' },
  { code: 'BE', fr: 'Belgique', en: 'Belgium' },
  { code: 'CI', fr: "Côte d'Ivoire", en: "Côte d'Ivoire" },
  { code: 'ES', fr: 'Espagne', en: 'Spain' },
  { code: 'FR', fr: 'France', en: 'France' },
  { code: 'IT', fr: 'Italie', en: 'Italy' },
  { code: 'MR', fr: 'Mauritanie', en: 'Mauritania' },
  { code: 'PT', fr: 'Portugal', en: 'Portugal' },
  { code: 'SN', fr: 'Sénégal', en: 'Senegal' },
  { code: 'TN', fr: 'Tunisie', en: 'Tunisia' },
];
