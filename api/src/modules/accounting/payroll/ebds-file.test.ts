import { ebdsFile, ebdsText } from './ebds-file';
import { FIXTURE_ENTRIES, FIXTURE_MONTH, FIXTURE_WORKERS } from './payroll-fixture';
import { payrollRows } from './payroll-rows';

// The expected records are computed by hand in payroll-fixture.md (section "The e-BDS file").
const company = { affiliateNumber: '1234567', name: 'Bâtir Atlas SARL', address: '12, rue de Fès', city: 'Rabat' };
const file = ebdsFile(FIXTURE_MONTH, company, payrollRows(FIXTURE_MONTH, FIXTURE_WORKERS, FIXTURE_ENTRIES), '2026-06-03');
const lines = file.content.split('\n').slice(0, -1);
const at = (type: string, i = 0) => lines.filter((l) => l.startsWith(type))[i]!;

describe('ebdsFile (the fixture month of payroll-fixture.md)', () => {
  it('writes B00 to B06, 260 characters each, one per line, named after the affiliate and the period', () => {
    expect(file.fileName).toBe('DS_1234567_202605.txt');
    expect(lines.map((l) => l.slice(0, 3))).toEqual(['B00', 'B01', 'B02', 'B02', 'B02', 'B03', 'B04', 'B05', 'B06']);
    expect(lines.every((l) => l.length === 260)).toBe(true);
    expect(at('B00').slice(3, 19)).toBe('00000000000000B0');
  });

  it('heads the declaration with the company, the period and the dates', () => {
    const b01 = at('B01');
    expect(b01.slice(3, 16)).toBe('1234567202605');
    expect(b01.slice(16, 56).trimEnd()).toBe('BATIR ATLAS SARL');
    expect(b01.slice(96, 216).trimEnd()).toBe('12 RUE DE FES');
    expect(b01.slice(216, 236).trimEnd()).toBe('RABAT');
    expect(b01.slice(244, 260)).toBe('2026060320260610');
  });

  it('declares each insured worker on B02, by CNSS number, to the centime', () => {
    const b02 = (i: number) => {
      const l = at('B02', i);
      return {
        number: l.slice(16, 25),
        name: l.slice(25, 85).trimEnd(),
        days: l.slice(111, 113),
        real: l.slice(113, 126),
        capped: l.slice(126, 135),
        ctr: l.slice(137, 156),
      };
    };
    expect(b02(0)).toEqual({
      number: '123456789',
      name: 'ALAMI AHMED',
      days: '26',
      real: '0000000405000',
      capped: '000405000',
      ctr: '0000000000124266815',
    });
    expect(b02(1)).toEqual({
      number: '234567890',
      name: 'BENNANI KARIM',
      days: '22',
      real: '0000000801152',
      capped: '000600000',
      ctr: '0000000000235969064',
    });
    expect(b02(2)).toEqual({
      number: '345678901',
      name: 'DAOUDI YOUSSEF',
      days: '10',
      real: '0000000200000',
      capped: '000200000',
      ctr: '0000000000346078911',
    });
    expect(at('B02').slice(85, 111)).toBe('0'.repeat(26));
  });

  it('adds them up on B03', () => {
    const b03 = at('B03');
    expect(b03.slice(16, 22)).toBe('000003');
    expect(b03.slice(64, 79)).toBe('000000703703580');
    expect(b03.slice(91, 97)).toBe('000058');
    expect(b03.slice(97, 112)).toBe('000000001406152');
    expect(b03.slice(112, 125)).toBe('0000001205000');
    expect(b03.slice(125, 144)).toBe('0000000000706314790');
  });

  it('declares a worker without a CNSS number as an entrant with the CIN, and totals B05 and B06', () => {
    const b04 = at('B04');
    expect(b04.slice(16, 25)).toBe('000000000');
    expect(b04.slice(25, 85).trimEnd()).toBe('CHERKAOUI SAID');
    expect(b04.slice(85, 93)).toBe('C300    ');
    expect(b04.slice(93, 136)).toBe('20' + '0000000234000' + '000234000' + '0000000000000468020');
    expect(at('B05').slice(16, 90)).toBe('000001' + '0'.repeat(15) + '000020' + '000000000234000' + '0000000234000' + '0000000000000468020');
    expect(at('B06').slice(16, 90)).toBe('000004' + '000000703703580' + '000078' + '000000001640152' + '0000001439000' + '0000000000706782810');
  });

  it('writes one empty B04 when nobody enters', () => {
    const rows = payrollRows(FIXTURE_MONTH, FIXTURE_WORKERS.slice(0, 2), FIXTURE_ENTRIES);
    const b04 = ebdsFile(FIXTURE_MONTH, company, rows, '2026-06-03')
      .content.split('\n')
      .find((l) => l.startsWith('B04'))!;
    expect(b04.slice(16, 93).trim()).toBe('');
    expect(b04.slice(93, 136)).toBe('0'.repeat(43));
  });

  it('refuses an affiliate number that does not fit', () => {
    expect(() => ebdsFile(FIXTURE_MONTH, { ...company, affiliateNumber: '12345678' }, [], '2026-06-03')).toThrow(RangeError);
  });

  it('keeps names in upper-case ASCII', () => {
    expect(ebdsText('Saïd  El-Ouâfi')).toBe('SAID EL-OUAFI');
  });
});
