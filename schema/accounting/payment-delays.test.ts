import { subtractMoney, sumMoney } from '../money/rules';
import { DELAY_FIXTURES, type DelayFixture, FIXTURE_AS_OF } from './payment-delays.fixture';
import {
  addMonths,
  computeDelay,
  declarationPeriod,
  declarationRows,
  type DelayDocument,
  delayTotals,
  keyRateFor,
  legalDueDate,
  monthsLate,
  penaltyRate,
} from './payment-delays';

export const fixtureDocument = (f: DelayFixture): DelayDocument => ({
  id: f.reference,
  side: f.side,
  reference: f.reference,
  party: f.side === 'ISSUED' ? 'Client' : 'Fournisseur',
  issueDate: f.issueDate,
  dueDate: f.dueDate,
  amount: subtractMoney(f.ttc, f.retention ?? '0', f.credited ?? '0'),
  payments: f.payments,
});

describe('law 69-21 payment delays', () => {
  it('counts calendar months, a started month in full, 31/01 + 1 month being 28/02', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(monthsLate('2026-01-31', '2026-01-31')).toBe(0);
    expect(monthsLate('2026-01-31', '2026-02-01')).toBe(1);
    expect(monthsLate('2026-01-31', '2026-02-28')).toBe(1);
    expect(monthsLate('2026-01-31', '2026-03-01')).toBe(2);
    expect(monthsLate('2026-03-06', '2026-04-06')).toBe(1);
    expect(monthsLate('2026-03-06', '2026-04-07')).toBe(2);
  });

  it('takes 60 days when no date was agreed and caps an agreed date at 120 days', () => {
    expect(legalDueDate('2026-01-10', null)).toEqual({ dueDate: '2026-03-11', capped: false });
    expect(legalDueDate('2026-01-20', '2026-05-20')).toEqual({ dueDate: '2026-05-20', capped: false });
    expect(legalDueDate('2026-01-20', '2026-05-21')).toEqual({ dueDate: '2026-05-20', capped: true });
  });

  it("applies the key rate of the month in which the delay began (DGI's June and December 2024 communiqués)", () => {
    expect(keyRateFor('2024-05-30')).toBe('3.00');
    expect(keyRateFor('2024-05-31')).toBe('2.75');
    expect(keyRateFor('2024-11-29')).toBe('2.75');
    expect(keyRateFor('2024-11-30')).toBe('2.50');
    expect(keyRateFor('2025-03-11')).toBe('2.25');
    expect(penaltyRate('2026-03-06', 0)).toBe('0.00');
    expect(penaltyRate('2026-03-06', 1)).toBe('2.25');
    expect(penaltyRate('2026-03-06', 4)).toBe('4.80');
  });

  it.each(DELAY_FIXTURES.map((f) => [f.reference, f] as const))('matches the hand computation of %s to the centime', (_, f) => {
    const row = computeDelay(fixtureDocument(f), FIXTURE_AS_OF);
    expect({ dueDate: row.dueDate, monthsLate: row.monthsLate, unpaid: row.unpaid, penalty: row.penalty }).toEqual({
      dueDate: f.expected.dueDate,
      monthsLate: f.expected.monthsLate,
      unpaid: f.expected.unpaid,
      penalty: f.expected.penalty,
    });
    if (row.late) expect(row.keyRate).toBe(f.expected.keyRate);
  });

  it('totals 10 031,03 DH owed on the invoices received and 19 471,08 DH on those issued (the fixture table)', () => {
    const rows = DELAY_FIXTURES.map((f) => computeDelay(fixtureDocument(f), FIXTURE_AS_OF));
    expect(delayTotals(rows)).toEqual({ owed: '10031.03', owedTo: '19471.08', lateReceived: 20, lateIssued: 22 });
  });

  it('declares in each quarter only the penalty that arose in it, so the quarters add up to the year', () => {
    const docs = DELAY_FIXTURES.map(fixtureDocument);
    const year = declarationPeriod(2026, null);
    const quarters = [1, 2, 3, 4].map((q) => declarationPeriod(2026, q));
    expect(quarters[1]).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    const sum = (rows: ReturnType<typeof declarationRows>) => sumMoney(rows.map((r) => r.periodPenalty));
    const byQuarter = quarters.map((p) => sum(declarationRows(docs, p.from, p.to)));
    expect(sumMoney(byQuarter)).toBe(sum(declarationRows(docs, year.from, year.to)));
    // F09 (owed 40 000,00 since 31/10/2025): Q1 2026 carries its part paid 28/02 (1 920,00) and the rest's growth
    // from 5 months at 31/03 (5,65 % = 2 260,00) less its 2 months at 31/12/2025 (3,10 % = 1 240,00 on 80 000,00 unpaid = 2 480,00).
    const q1 = declarationRows([fixtureDocument(DELAY_FIXTURES.find((f) => f.reference === 'F09')!)], quarters[0].from, quarters[0].to);
    expect(q1[0].paidLateInPeriod).toBe('40000.00');
    // To 31/03/2026: 1 240,00 (paid 15/12) + 1 920,00 + 2 260,00 = 5 420,00; to 31/12/2025: 1 240,00 + 2 480,00 = 3 720,00.
    expect(q1[0].periodPenalty).toBe('1700.00');
  });
});
