import { compareDecimal, fromCentimes, retentionOf, subtractMoney } from '@chantiers/schema';
import { wholeCredit } from './credit-rates';

/** A credit's net as the service reads it: all the rest takes back what is still held, a part its share of retention. */
const netOf = (restTTC: string, held: string, rate: string) => (a: string) =>
  subtractMoney(a, compareDecimal(a, restTTC) === 0 ? held : retentionOf(a, rate));
const credit = (left: string, due: string, rate: string, held: string) => wholeCredit(left, due, rate, netOf(left, held, rate));

describe('wholeCredit: a credit note with its amount left empty', () => {
  it('credits all that is left when nothing is paid', () => {
    expect(credit('4740.00', '4266.00', '10.00', '474.00')).toBe('4740.00');
    expect(credit('4740.00', '4740.00', '0.00', '0.00')).toBe('4740.00');
  });

  it('credits only what is still unpaid once part is paid: no refund', () => {
    // 4 740,00 TTC, no retention, 2 000,00 paid: 2 740,00 is left to pay.
    expect(credit('4740.00', '2740.00', '0.00', '0.00')).toBe('2740.00');
    // 10 % held (net 4 266,00), 2 000,00 paid: 2 517,78 TTC less its retention 251,78 is the 2 266,00 due.
    expect(credit('4740.00', '2266.00', '10.00', '474.00')).toBe('2517.78');
  });

  it('leaves a paid invoice to the rule that refuses it', () => {
    expect(credit('4740.00', '0.00', '10.00', '474.00')).toBe('4740.00');
  });

  it("finds the amount whose net is exactly what is due, whatever the rounding of the retention's centimes", () => {
    for (const rate of ['5.50', '7.00', '10.00']) {
      for (let c = 1; c <= 3000; c += 7) {
        const due = fromCentimes(BigInt(c));
        const amount = credit('100000.00', due, rate, '0.00');
        expect(`${rate} ${subtractMoney(amount, retentionOf(amount, rate))}`).toBe(`${rate} ${due}`);
      }
    }
  });
});
