/**
 * Morocco's territorial division, as the app ships it (issue 19, 'Referentials').
 *
 * Source: Décret n° 2-15-40 du 1er joumada I 1436 (20 février 2015) fixant le nombre des régions, leur dénomination,
 * leur chef-lieu et les préfectures et provinces qui les composent (Bulletin officiel n° 6340 du 5 mars 2015): 12 regions,
 * 13 préfectures and 62 provinces, 75 in all. Region and prefecture/province codes are those of ISO 3166-2:MA (regions
 * MA-01…MA-12 in the decree's order, prefectures and provinces three letters, as updated by the ISO 3166 newsletters of
 * 2018). French names as the decree spells them, with their accents; English names are the usual English forms.
 *
 * Cities: each prefecture's or province's chef-lieu (its first city; `seat: false` where we could not confirm which town
 * is the chef-lieu) and a few other major towns whose province is certain. It is not a list of every commune: the site
 * form keeps free text for any other place.
 *
 * Frozen for Migration20261126240000, which loads it: a later correction is a new migration, never an edit here (a fresh
 * database and an upgraded one must hold the same rows). Codes never change once shipped.
 */

export type ProvinceKind = 'PREFECTURE' | 'PROVINCE';

/** A city: its French name, and its English one where it differs from the French without accents. */
export type CityData = string | readonly [fr: string, en: string];

export interface ProvinceData {
  /** ISO 3166-2:MA code without the `MA-` prefix. */
  code: string;
  kind: ProvinceKind;
  fr: string;
  en?: string;
  /** The first city is the chef-lieu, unless `seat` is false (not confirmed). */
  seat?: false;
  cities: readonly CityData[];
}

export interface RegionData {
  /** ISO 3166-2:MA code without the `MA-` prefix: the decree's number. */
  code: string;
  fr: string;
  en: string;
  /** The region's chef-lieu (décret 2-15-40): a city of one of its provinces, by French name. */
  capital: string;
  provinces: readonly ProvinceData[];
}

const P = (code: string, fr: string, cities: readonly CityData[], more: Partial<ProvinceData> = {}): ProvinceData => ({
  code,
  kind: 'PROVINCE',
  fr,
  cities,
  ...more,
});
const PREF = (code: string, fr: string, cities: readonly CityData[], more: Partial<ProvinceData> = {}): ProvinceData => ({
  code,
  kind: 'PREFECTURE',
  fr,
  cities,
  ...more,
});

export const MOROCCO_REGIONS: readonly RegionData[] = [
  {
    code: '01',
    fr: 'Tanger-Tétouan-Al Hoceïma',
    en: 'Tangier-Tetouan-Al Hoceima',
    capital: 'Tanger',
    provinces: [
      PREF('TNG', 'Tanger-Assilah', [['Tanger', 'Tangier'], 'Asilah'], { en: 'Tangier-Assilah' }),
      PREF('MDF', "M'diq-Fnideq", ["M'diq", 'Fnideq', 'Martil']),
      P('TET', 'Tétouan', ['Tétouan']),
      P('FAH', 'Fahs-Anjra', ['Ksar Sghir'], { seat: false }),
      P('LAR', 'Larache', ['Larache', 'Ksar El Kébir']),
      P('HOC', 'Al Hoceïma', ['Al Hoceïma', 'Imzouren']),
      P('CHE', 'Chefchaouen', ['Chefchaouen']),
      P('OUZ', 'Ouezzane', ['Ouezzane']),
    ],
  },
  {
    code: '02',
    fr: "L'Oriental",
    en: 'Oriental',
    capital: 'Oujda',
    provinces: [
      PREF('OUJ', 'Oujda-Angad', ['Oujda']),
      P('NAD', 'Nador', ['Nador', 'Beni Ensar', 'Zaïo']),
      P('DRI', 'Driouch', ['Driouch']),
      P('JRA', 'Jerada', ['Jerada']),
      P('BER', 'Berkane', ['Berkane', 'Saïdia', 'Ahfir']),
      P('TAI', 'Taourirt', ['Taourirt', 'El Aïoun Sidi Mellouk']),
      P('GUF', 'Guercif', ['Guercif']),
      P('FIG', 'Figuig', ['Bouarfa', 'Figuig']),
    ],
  },
  {
    code: '03',
    fr: 'Fès-Meknès',
    en: 'Fez-Meknes',
    capital: 'Fès',
    provinces: [
      PREF('FES', 'Fès', [['Fès', 'Fez']], { en: 'Fez' }),
      PREF('MEK', 'Meknès', ['Meknès']),
      P('HAJ', 'El Hajeb', ['El Hajeb']),
      P('IFR', 'Ifrane', ['Ifrane', 'Azrou']),
      P('MOU', 'Moulay Yacoub', ['Moulay Yacoub']),
      P('SEF', 'Sefrou', ['Sefrou']),
      P('BOM', 'Boulemane', ['Boulemane', 'Missour'], { seat: false }),
      P('TAO', 'Taounate', ['Taounate']),
      P('TAZ', 'Taza', ['Taza']),
    ],
  },
  {
    code: '04',
    fr: 'Rabat-Salé-Kénitra',
    en: 'Rabat-Sale-Kenitra',
    capital: 'Rabat',
    provinces: [
      PREF('RAB', 'Rabat', ['Rabat']),
      PREF('SAL', 'Salé', ['Salé']),
      PREF('SKH', 'Skhirate-Témara', ['Témara', 'Skhirate']),
      P('KEN', 'Kénitra', ['Kénitra', 'Souk El Arbaâ']),
      P('KHE', 'Khémisset', ['Khémisset', 'Tiflet']),
      P('SIK', 'Sidi Kacem', ['Sidi Kacem']),
      P('SIL', 'Sidi Slimane', ['Sidi Slimane']),
    ],
  },
  {
    code: '05',
    fr: 'Béni Mellal-Khénifra',
    en: 'Beni Mellal-Khenifra',
    capital: 'Béni Mellal',
    provinces: [
      P('BEM', 'Béni Mellal', ['Béni Mellal', 'Kasba Tadla']),
      P('AZI', 'Azilal', ['Azilal', 'Demnate']),
      P('FQH', 'Fquih Ben Salah', ['Fquih Ben Salah', 'Souk Sebt Oulad Nemma']),
      P('KHN', 'Khénifra', ['Khénifra']),
      P('KHO', 'Khouribga', ['Khouribga', 'Oued Zem']),
    ],
  },
  {
    code: '06',
    fr: 'Casablanca-Settat',
    en: 'Casablanca-Settat',
    capital: 'Casablanca',
    provinces: [
      PREF('CAS', 'Casablanca', ['Casablanca']),
      PREF('MOH', 'Mohammédia', ['Mohammédia']),
      P('JDI', 'El Jadida', ['El Jadida', 'Azemmour']),
      P('NOU', 'Nouaceur', ['Nouaceur', 'Bouskoura', 'Dar Bouazza'], { seat: false }),
      P('MED', 'Médiouna', ['Médiouna', 'Tit Mellil']),
      P('BES', 'Benslimane', ['Benslimane', 'Bouznika']),
      P('BRR', 'Berrechid', ['Berrechid']),
      P('SET', 'Settat', ['Settat']),
      P('SIB', 'Sidi Bennour', ['Sidi Bennour']),
    ],
  },
  {
    code: '07',
    fr: 'Marrakech-Safi',
    en: 'Marrakesh-Safi',
    capital: 'Marrakech',
    provinces: [
      PREF('MAR', 'Marrakech', [['Marrakech', 'Marrakesh']], { en: 'Marrakesh' }),
      P('CHI', 'Chichaoua', ['Chichaoua']),
      P('HAO', 'Al Haouz', ['Tahannaout']),
      P('KES', 'El Kelâa des Sraghna', ['El Kelâa des Sraghna']),
      P('ESI', 'Essaouira', ['Essaouira']),
      P('REH', 'Rehamna', ['Ben Guerir']),
      P('SAF', 'Safi', ['Safi']),
      P('YUS', 'Youssoufia', ['Youssoufia']),
    ],
  },
  {
    code: '08',
    fr: 'Drâa-Tafilalet',
    en: 'Draa-Tafilalet',
    capital: 'Errachidia',
    provinces: [
      P('ERR', 'Errachidia', ['Errachidia', 'Erfoud', 'Rissani', 'Goulmima']),
      P('OUA', 'Ouarzazate', ['Ouarzazate']),
      P('MID', 'Midelt', ['Midelt']),
      P('TIN', 'Tinghir', ['Tinghir', "Kalaat M'Gouna"]),
      P('ZAG', 'Zagora', ['Zagora']),
    ],
  },
  {
    code: '09',
    fr: 'Souss-Massa',
    en: 'Souss-Massa',
    capital: 'Agadir',
    provinces: [
      PREF('AGD', 'Agadir Ida-Outanane', ['Agadir']),
      PREF('INE', 'Inezgane-Aït Melloul', ['Inezgane', 'Aït Melloul']),
      P('CHT', 'Chtouka-Aït Baha', ['Biougra', 'Aït Baha']),
      P('TAR', 'Taroudant', ['Taroudant', 'Oulad Teïma']),
      P('TIZ', 'Tiznit', ['Tiznit']),
      P('TAT', 'Tata', ['Tata']),
    ],
  },
  {
    code: '10',
    fr: 'Guelmim-Oued Noun',
    en: 'Guelmim-Oued Noun',
    capital: 'Guelmim',
    provinces: [
      P('GUE', 'Guelmim', ['Guelmim']),
      P('ASZ', 'Assa-Zag', ['Assa']),
      P('TNT', 'Tan-Tan', ['Tan-Tan']),
      P('SIF', 'Sidi Ifni', ['Sidi Ifni']),
    ],
  },
  {
    code: '11',
    fr: 'Laâyoune-Sakia El Hamra',
    en: 'Laayoune-Sakia El Hamra',
    capital: 'Laâyoune',
    provinces: [
      P('LAA', 'Laâyoune', ['Laâyoune']),
      P('BOD', 'Boujdour', ['Boujdour']),
      P('TAF', 'Tarfaya', ['Tarfaya']),
      P('ESM', 'Es-Semara', ['Smara']),
    ],
  },
  {
    code: '12',
    fr: 'Dakhla-Oued Ed-Dahab',
    en: 'Dakhla-Oued Ed-Dahab',
    capital: 'Dakhla',
    provinces: [P('OUD', 'Oued Ed-Dahab', ['Dakhla']), P('AOU', 'Aousserd', ['Aousserd'])],
  },
];
