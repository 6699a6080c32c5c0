import { rateChoice, typedAmount, typedDecimal } from './typed';

describe('amounts as typed in a form', () => {
  it.each([
    ['1000', '1000'],
    ['1 000,5', '1000.5'],
    ['0.07', '0.07'],
    ['999999999999.99', '999999999999.99'],
  ])('reads %s as %s', (text, value) => {
    expect(typedAmount(text)).toBe(value);
  });

  it.each(['', 'abc', '-5', '1.234', '1e3', '1234567890123', '1,2,3'])('refuses %p', (text) => {
    expect(typedAmount(text)).toBeNull();
  });

  it('reads quantities at their own scale', () => {
    expect(typedDecimal('1 234,567', 3)).toBe('1234.567');
    expect(typedDecimal('1,2345', 3)).toBeNull();
    expect(typedDecimal(null, 3)).toBeNull();
  });

  it('turns the stored rate into the form choice', () => {
    expect(rateChoice('20.00')).toBe('20');
    expect(rateChoice('7.00')).toBe('7');
    expect(rateChoice('0.00')).toBe('0');
    expect(rateChoice(null)).toBe('20');
  });
});
