import { amountInWordsArabic } from './amount-in-words-arabic';

/** Each expected sentence was written out by hand, as a Moroccan invoice states the amount, not derived from the code. */
describe('amountInWordsArabic', () => {
  it.each([
    ['0', 'صفر درهم'],
    ['1', 'درهم واحد'],
    ['2', 'درهمان'],
    ['3', 'ثلاثة دراهم'],
    ['10', 'عشرة دراهم'],
    ['11', 'أحد عشر درهما'],
    ['12', 'اثنا عشر درهما'],
    ['15', 'خمسة عشر درهما'],
    ['21', 'واحد وعشرون درهما'],
    ['99', 'تسعة وتسعون درهما'],
    ['100', 'مائة درهم'],
    ['103', 'مائة وثلاثة دراهم'],
    ['200', 'مائتا درهم'],
    ['250', 'مائتان وخمسون درهما'],
    ['1000', 'ألف درهم'],
    ['1200', 'ألف ومائتا درهم'],
    ['2000', 'ألفا درهم'],
    ['2500', 'ألفان وخمسمائة درهم'],
    ['3000', 'ثلاثة آلاف درهم'],
    ['11000', 'أحد عشر ألف درهم'],
    ['15800', 'خمسة عشر ألفا وثمانمائة درهم'],
    ['101000', 'مائة ألف وألف درهم'],
    ['103000', 'مائة وثلاثة آلاف درهم'],
    ['200000', 'مائتا ألف درهم'],
    ['1000000', 'مليون درهم'],
    ['2000000', 'مليونا درهم'],
    ['2500000', 'مليونان وخمسمائة ألف درهم'],
    ['7000000', 'سبعة ملايين درهم'],
    ['1000000000', 'مليار درهم'],
    ['3000000000', 'ثلاثة ملايير درهم'],
  ])('%s dirhams', (amount, words) => {
    expect(amountInWordsArabic(amount)).toBe(words);
  });

  it('says the centimes only when there are some, agreed as the dirhams are', () => {
    expect(amountInWordsArabic('15800.00')).toBe('خمسة عشر ألفا وثمانمائة درهم');
    expect(amountInWordsArabic('45017.70')).toBe('خمسة وأربعون ألفا وسبعة عشر درهما وسبعون سنتيما');
    expect(amountInWordsArabic('1.02')).toBe('درهم واحد وسنتيمان');
    expect(amountInWordsArabic('0.01')).toBe('صفر درهم وسنتيم واحد');
    expect(amountInWordsArabic('0.5')).toBe('صفر درهم وخمسون سنتيما');
    expect(amountInWordsArabic('3.05')).toBe('ثلاثة دراهم وخمسة سنتيمات');
    expect(amountInWordsArabic('1250.11')).toBe('ألف ومائتان وخمسون درهما وأحد عشر سنتيما');
  });

  it('reaches 999 999 999 999,99 and refuses beyond, and anything that is not a decimal amount', () => {
    expect(amountInWordsArabic('999999999999.99')).toBe(
      'تسعمائة وتسعة وتسعون مليارا وتسعمائة وتسعة وتسعون مليونا وتسعمائة وتسعة وتسعون ألفا وتسعمائة وتسعة وتسعون درهما وتسعة وتسعون سنتيما',
    );
    expect(() => amountInWordsArabic('1000000000000')).toThrow(/out of range/);
    for (const bad of ['-1', '1,5', '1.234', '', 'abc']) expect(() => amountInWordsArabic(bad)).toThrow(/Invalid amount/);
  });
});
