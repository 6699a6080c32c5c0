import { formatDay, formatQuantity } from './index';

describe('formatQuantity', () => {
  it.each([
    ['0.000', '0'],
    ['12.500', '12,5'],
    ['25.000', '25'],
    ['0.125', '0,125'],
    ['1234.500', '1\u202f234,5'],
    ['99999999999.999', '99\u202f999\u202f999\u202f999,999'],
    ['-8.000', '\u22128'],
    ['-1500.050', '\u22121\u202f500,05'],
    ['007.10', '7,1'],
    ['-0.000', '0'],
  ])('shows %s as %s without floating point', (input, shown) => {
    expect(formatQuantity(input)).toBe(shown);
  });

  it('signs a movement and leaves the thousands together for a form', () => {
    expect(formatQuantity('50.000', { signed: true })).toBe('+50');
    expect(formatQuantity('-8.000', { signed: true })).toBe('\u22128');
    expect(formatQuantity('0.000', { signed: true })).toBe('0');
    expect(formatQuantity('1234.500', { grouped: false })).toBe('1234,5');
  });

  it('keeps digits a float would round', () => {
    expect(formatQuantity('12345678901.001')).toBe('12\u202f345\u202f678\u202f901,001');
  });

  it('shows a dash for no quantity and leaves what it cannot read as it is', () => {
    expect(formatQuantity(null)).toBe('—');
    expect(formatQuantity('')).toBe('—');
    expect(formatQuantity('abc')).toBe('abc');
  });
});

describe('formatDay', () => {
  it('shows a local date as DD/MM/YYYY', () => {
    expect(formatDay('2026-03-07')).toBe('07/03/2026');
    expect(formatDay(null)).toBe('—');
  });
});

describe('a quantity with its unit', () => {
  it.each([
    ['57.000', 'sac', '57\u00a0sacs'],
    ['1.500', 'sac', '1,5\u00a0sac'],
    ['2.000', 'sac', '2\u00a0sacs'],
    ['-8.000', 'palette', '\u22128\u00a0palettes'],
    ['0.000', 'sac', '0\u00a0sac'],
    ['12.000', 'kg', '12\u00a0kg'],
    ['3.000', 'm³', '3\u00a0m³'],
    ['40.000', 'L', '40\u00a0L'],
    ['6.000', 'seau', '6\u00a0seaux'],
    ['900.000', 'unités', '900\u00a0unités'],
    ['5.000', 'u.', '5\u00a0u.'],
    ['10.000', 'rouleau 50 m', '10\u00a0rouleau 50 m'],
  ])('shows %s %s as %s', (quantity, unit, shown) => {
    expect(formatQuantity(quantity, { unit }).replace(/[\u2066-\u2069]/g, '')).toBe(shown);
  });
});
