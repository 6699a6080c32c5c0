import { normalizePhone } from '@chantiers/schema';

describe('normalizePhone', () => {
  it('gives a Moroccan number its national 10 digits, however it was typed', () => {
    for (const typed of [
      '+212 6 63 45 67 89',
      '+212663456789',
      '00212 663-45-67-89',
      '+212 (0)6 63 45 67 89',
      '06 63 45 67 89',
      '06.63.45.67.89',
      ' 0663456789 ',
    ])
      expect(normalizePhone(typed)).toBe('0663456789');
    expect(normalizePhone('+212 5 22 33 44 55')).toBe('0522334455');
  });

  it('keeps a foreign number international, and leaves what is not a number for the field to judge', () => {
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('0033 6 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('abc')).toBe('abc');
  });
});
