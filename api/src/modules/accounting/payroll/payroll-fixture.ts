/** The hand-computed CNSS month of payroll-fixture.md (May 2026): workers and CRA entries. */
import type { PayrollEntry, PayrollWorker } from './payroll-rows';

export const FIXTURE_MONTH = '2026-05';

export const FIXTURE_WORKERS: PayrollWorker[] = [
  { id: 'w-daoudi', lastName: 'DAOUDI', firstName: 'Youssef', cni: 'D400', cnssNumber: '345678901' },
  { id: 'w-alami', lastName: 'ALAMI', firstName: 'Ahmed', cni: 'A100', cnssNumber: '123456789' },
  { id: 'w-bennani', lastName: 'BENNANI', firstName: 'Karim', cni: 'B200', cnssNumber: '234567890' },
  { id: 'w-cherkaoui', lastName: 'CHERKAOUI', firstName: 'Saïd', cni: 'C300', cnssNumber: null },
];

export interface FixtureEntry extends PayrollEntry {
  /** Which of two sites (the api test creates them). */
  site: 0 | 1;
  mealBonus: string;
}

const day = (d: number) => `2026-05-${String(d).padStart(2, '0')}`;
const entry = (
  personnelId: string,
  d: number,
  value: string,
  dailyRate: string,
  net: string,
  mealBonus: string,
  bonus: string,
  site: 0 | 1 = 0,
): FixtureEntry => ({
  personnelId,
  day: day(d),
  value,
  dailyRate,
  net,
  mealBonus,
  bonus,
  site,
});

export const FIXTURE_ENTRIES: FixtureEntry[] = [
  // ALAMI: 27 days × 150, panier 30.
  ...Array.from({ length: 27 }, (_, i) => entry('w-alami', i + 1, '1', '150.00', '150.00', '30.00', '30.00')),
  // BENNANI: 22 days × 350, panier 50.
  ...Array.from({ length: 22 }, (_, i) => entry('w-bennani', i + 1, '1', '350.00', '350.00', '50.00', '50.00')),
  // CHERKAOUI: 18 days + 3 half days × 120, panier 20; an absence (0) counts nothing.
  ...Array.from({ length: 18 }, (_, i) => entry('w-cherkaoui', i + 1, '1', '120.00', '120.00', '20.00', '20.00')),
  ...[19, 20, 21].map((d) => entry('w-cherkaoui', d, '0.5', '120.00', '60.00', '20.00', '10.00')),
  entry('w-cherkaoui', 22, '0', '120.00', '0.00', '20.00', '0.00'),
  // DAOUDI: 8 days + 4 and 5 May half on each site × 200.
  ...Array.from({ length: 8 }, (_, i) => entry('w-daoudi', i + 11, '1', '200.00', '200.00', '0.00', '0.00')),
  ...[4, 5].flatMap((d) => [0, 1].map((s) => entry('w-daoudi', d, '0.5', '200.00', '100.00', '0.00', '0.00', s as 0 | 1))),
];
