/**
 * The referentials' Arabic names (issue 39): what Migration20261202120000 writes into the `name_ar` columns.
 *
 * Sources and choices:
 * - Regions: the Arabic version of décret n° 2-15-40 du 20 février 2015 (BO n° 6340, Arabic edition), the name without
 *   « جهة » (جهة الدار البيضاء - سطات is the region الدار البيضاء-سطات), hyphens without spaces as in the French names.
 *   The decree's own spellings are kept: كلميم-واد نون but الداخلة-وادي الذهب.
 * - Prefectures and provinces: the same decree, without « عمالة » or « إقليم » (they are the kind, not the name).
 * - Cities: the names the Moroccan administrations write (the communes of the décret n° 2-08-520 and the HCP's
 *   lists: الدار البيضاء، الرباط، فاس، مراكش، طنجة، أكادير، وجدة…); Moroccan spellings where they differ from the
 *   Middle East's (كلميم، خريبكة، أكادير with ك for the Latin « g »), never a Latin letter.
 * - Countries: the short names Moroccan ministries use (المغرب، الجزائر، كوت ديفوار…).
 *
 * Keyed by the codes of morocco.ts and countries.ts (regions and provinces without `MA-`) and, for cities, by their
 * French name as morocco.ts writes it. Frozen for Migration20261202120000: a later correction is a new migration.
 */

/** By ISO 3166-1 alpha-2 code. */
export const COUNTRY_AR: Readonly<Record<string, string>> = {
  MA: 'المغرب',
  DZ: 'الجزائر',
  BE: 'بلجيكا',
  CI: 'كوت ديفوار',
  ES: 'إسبانيا',
  FR: 'فرنسا',
  IT: 'إيطاليا',
  MR: 'موريتانيا',
  PT: 'البرتغال',
  SN: 'السنغال',
  TN: 'تونس',
};

/** By the decree's number (ISO 3166-2:MA without `MA-`). */
export const REGION_AR: Readonly<Record<string, string>> = {
  '01': 'طنجة-تطوان-الحسيمة',
  '02': 'الشرق',
  '03': 'فاس-مكناس',
  '04': 'الرباط-سلا-القنيطرة',
  '05': 'بني ملال-خنيفرة',
  '06': 'الدار البيضاء-سطات',
  '07': 'مراكش-آسفي',
  '08': 'درعة-تافيلالت',
  '09': 'سوس-ماسة',
  '10': 'كلميم-واد نون',
  '11': 'العيون-الساقية الحمراء',
  '12': 'الداخلة-وادي الذهب',
};

/** By ISO 3166-2:MA code without `MA-`, in the decree's order. */
export const PROVINCE_AR: Readonly<Record<string, string>> = {
  // 01 Tanger-Tétouan-Al Hoceïma
  TNG: 'طنجة-أصيلة',
  MDF: 'المضيق-الفنيدق',
  TET: 'تطوان',
  FAH: 'الفحص-أنجرة',
  LAR: 'العرائش',
  HOC: 'الحسيمة',
  CHE: 'شفشاون',
  OUZ: 'وزان',
  // 02 L'Oriental
  OUJ: 'وجدة-أنكاد',
  NAD: 'الناظور',
  DRI: 'الدريوش',
  JRA: 'جرادة',
  BER: 'بركان',
  TAI: 'تاوريرت',
  GUF: 'جرسيف',
  FIG: 'فجيج',
  // 03 Fès-Meknès
  FES: 'فاس',
  MEK: 'مكناس',
  HAJ: 'الحاجب',
  IFR: 'إفران',
  MOU: 'مولاي يعقوب',
  SEF: 'صفرو',
  BOM: 'بولمان',
  TAO: 'تاونات',
  TAZ: 'تازة',
  // 04 Rabat-Salé-Kénitra
  RAB: 'الرباط',
  SAL: 'سلا',
  SKH: 'الصخيرات-تمارة',
  KEN: 'القنيطرة',
  KHE: 'الخميسات',
  SIK: 'سيدي قاسم',
  SIL: 'سيدي سليمان',
  // 05 Béni Mellal-Khénifra
  BEM: 'بني ملال',
  AZI: 'أزيلال',
  FQH: 'الفقيه بن صالح',
  KHN: 'خنيفرة',
  KHO: 'خريبكة',
  // 06 Casablanca-Settat
  CAS: 'الدار البيضاء',
  MOH: 'المحمدية',
  JDI: 'الجديدة',
  NOU: 'النواصر',
  MED: 'مديونة',
  BES: 'بنسليمان',
  BRR: 'برشيد',
  SET: 'سطات',
  SIB: 'سيدي بنور',
  // 07 Marrakech-Safi
  MAR: 'مراكش',
  CHI: 'شيشاوة',
  HAO: 'الحوز',
  KES: 'قلعة السراغنة',
  ESI: 'الصويرة',
  REH: 'الرحامنة',
  SAF: 'آسفي',
  YUS: 'اليوسفية',
  // 08 Drâa-Tafilalet
  ERR: 'الرشيدية',
  OUA: 'ورزازات',
  MID: 'ميدلت',
  TIN: 'تنغير',
  ZAG: 'زاكورة',
  // 09 Souss-Massa
  AGD: 'أكادير إداوتنان',
  INE: 'إنزكان-أيت ملول',
  CHT: 'اشتوكة-أيت باها',
  TAR: 'تارودانت',
  TIZ: 'تيزنيت',
  TAT: 'طاطا',
  // 10 Guelmim-Oued Noun
  GUE: 'كلميم',
  ASZ: 'آسا-الزاك',
  TNT: 'طانطان',
  SIF: 'سيدي إفني',
  // 11 Laâyoune-Sakia El Hamra
  LAA: 'العيون',
  BOD: 'بوجدور',
  TAF: 'طرفاية',
  ESM: 'السمارة',
  // 12 Dakhla-Oued Ed-Dahab
  OUD: 'وادي الذهب',
  AOU: 'أوسرد',
};

/** By the French name morocco.ts gives the city, region by region. */
export const CITY_AR: Readonly<Record<string, string>> = {
  // 01
  Tanger: 'طنجة',
  Asilah: 'أصيلة',
  "M'diq": 'المضيق',
  Fnideq: 'الفنيدق',
  Martil: 'مرتيل',
  Tétouan: 'تطوان',
  'Ksar Sghir': 'القصر الصغير',
  Larache: 'العرائش',
  'Ksar El Kébir': 'القصر الكبير',
  'Al Hoceïma': 'الحسيمة',
  Imzouren: 'إمزورن',
  Chefchaouen: 'شفشاون',
  Ouezzane: 'وزان',
  // 02
  Oujda: 'وجدة',
  Nador: 'الناظور',
  'Beni Ensar': 'بني انصار',
  Zaïo: 'زايو',
  Driouch: 'الدريوش',
  Jerada: 'جرادة',
  Berkane: 'بركان',
  Saïdia: 'السعيدية',
  Ahfir: 'أحفير',
  Taourirt: 'تاوريرت',
  'El Aïoun Sidi Mellouk': 'العيون سيدي ملوك',
  Guercif: 'جرسيف',
  Bouarfa: 'بوعرفة',
  Figuig: 'فجيج',
  // 03
  Fès: 'فاس',
  Meknès: 'مكناس',
  'El Hajeb': 'الحاجب',
  Ifrane: 'إفران',
  Azrou: 'أزرو',
  'Moulay Yacoub': 'مولاي يعقوب',
  Sefrou: 'صفرو',
  Boulemane: 'بولمان',
  Missour: 'ميسور',
  Taounate: 'تاونات',
  Taza: 'تازة',
  // 04
  Rabat: 'الرباط',
  Salé: 'سلا',
  Témara: 'تمارة',
  Skhirate: 'الصخيرات',
  Kénitra: 'القنيطرة',
  'Souk El Arbaâ': 'سوق الأربعاء',
  Khémisset: 'الخميسات',
  Tiflet: 'تيفلت',
  'Sidi Kacem': 'سيدي قاسم',
  'Sidi Slimane': 'سيدي سليمان',
  // 05
  'Béni Mellal': 'بني ملال',
  'Kasba Tadla': 'قصبة تادلة',
  Azilal: 'أزيلال',
  Demnate: 'دمنات',
  'Fquih Ben Salah': 'الفقيه بن صالح',
  'Souk Sebt Oulad Nemma': 'سوق السبت أولاد النمة',
  Khénifra: 'خنيفرة',
  Khouribga: 'خريبكة',
  'Oued Zem': 'وادي زم',
  // 06
  Casablanca: 'الدار البيضاء',
  Mohammédia: 'المحمدية',
  'El Jadida': 'الجديدة',
  Azemmour: 'أزمور',
  Nouaceur: 'النواصر',
  Bouskoura: 'بوسكورة',
  'Dar Bouazza': 'دار بوعزة',
  Médiouna: 'مديونة',
  'Tit Mellil': 'تيط مليل',
  Benslimane: 'بنسليمان',
  Bouznika: 'بوزنيقة',
  Berrechid: 'برشيد',
  Settat: 'سطات',
  'Sidi Bennour': 'سيدي بنور',
  // 07
  Marrakech: 'مراكش',
  Chichaoua: 'شيشاوة',
  Tahannaout: 'تحناوت',
  'El Kelâa des Sraghna': 'قلعة السراغنة',
  Essaouira: 'الصويرة',
  'Ben Guerir': 'ابن جرير',
  Safi: 'آسفي',
  Youssoufia: 'اليوسفية',
  // 08
  Errachidia: 'الرشيدية',
  Erfoud: 'أرفود',
  Rissani: 'الريصاني',
  Goulmima: 'كلميمة',
  Ouarzazate: 'ورزازات',
  Midelt: 'ميدلت',
  Tinghir: 'تنغير',
  "Kalaat M'Gouna": 'قلعة مكونة',
  Zagora: 'زاكورة',
  // 09
  Agadir: 'أكادير',
  Inezgane: 'إنزكان',
  'Aït Melloul': 'أيت ملول',
  Biougra: 'بيوكرى',
  'Aït Baha': 'أيت باها',
  Taroudant: 'تارودانت',
  'Oulad Teïma': 'أولاد تايمة',
  Tiznit: 'تيزنيت',
  Tata: 'طاطا',
  // 10
  Guelmim: 'كلميم',
  Assa: 'آسا',
  'Tan-Tan': 'طانطان',
  'Sidi Ifni': 'سيدي إفني',
  // 11
  Laâyoune: 'العيون',
  Boujdour: 'بوجدور',
  Tarfaya: 'طرفاية',
  Smara: 'السمارة',
  // 12
  Dakhla: 'الداخلة',
  Aousserd: 'أوسرد',
};
