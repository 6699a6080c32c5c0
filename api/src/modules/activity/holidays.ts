/**
 * Moroccan public holidays. The civil ones fall on fixed dates; the religious ones follow the Hijri calendar and the
 * moon sighting: the dates below are the expected ones, which a MANAGER corrects once announced (company overrides).
 */
export interface Holiday {
  day: string;
  name: string;
  kind: 'CIVIL' | 'RELIGIOUS';
}

const CIVIL: { md: string; name: string; since?: number }[] = [
  { md: '01-01', name: 'Nouvel an' },
  { md: '01-11', name: 'Manifeste de l’indépendance' },
  { md: '01-14', name: 'Nouvel an amazigh', since: 2024 },
  { md: '05-01', name: 'Fête du travail' },
  { md: '07-30', name: 'Fête du Trône' },
  { md: '08-14', name: 'Allégeance de Oued Eddahab' },
  { md: '08-20', name: 'Révolution du roi et du peuple' },
  { md: '08-21', name: 'Fête de la jeunesse' },
  { md: '10-31', name: 'Fête de l’unité', since: 2025 },
  { md: '11-06', name: 'Marche verte' },
  { md: '11-18', name: 'Fête de l’indépendance' },
];

/** Expected dates (astronomical calendar); the actual ones may move by a day. */
const RELIGIOUS: Record<number, [string, string][]> = {
  2025: [
    ['2025-03-31', 'Aïd al-Fitr'],
    ['2025-04-01', 'Aïd al-Fitr'],
    ['2025-06-07', 'Aïd al-Adha'],
    ['2025-06-08', 'Aïd al-Adha'],
    ['2025-06-27', 'Nouvel an de l’Hégire'],
    ['2025-09-05', 'Aïd al-Mawlid'],
    ['2025-09-06', 'Aïd al-Mawlid'],
  ],
  2026: [
    ['2026-03-20', 'Aïd al-Fitr'],
    ['2026-03-21', 'Aïd al-Fitr'],
    ['2026-05-27', 'Aïd al-Adha'],
    ['2026-05-28', 'Aïd al-Adha'],
    ['2026-06-16', 'Nouvel an de l’Hégire'],
    ['2026-08-25', 'Aïd al-Mawlid'],
    ['2026-08-26', 'Aïd al-Mawlid'],
  ],
  2027: [
    ['2027-03-10', 'Aïd al-Fitr'],
    ['2027-03-11', 'Aïd al-Fitr'],
    ['2027-05-17', 'Aïd al-Adha'],
    ['2027-05-18', 'Aïd al-Adha'],
    ['2027-06-06', 'Nouvel an de l’Hégire'],
    ['2027-08-15', 'Aïd al-Mawlid'],
    ['2027-08-16', 'Aïd al-Mawlid'],
  ],
  2028: [
    ['2028-02-27', 'Aïd al-Fitr'],
    ['2028-02-28', 'Aïd al-Fitr'],
    ['2028-05-05', 'Aïd al-Adha'],
    ['2028-05-06', 'Aïd al-Adha'],
    ['2028-05-25', 'Nouvel an de l’Hégire'],
    ['2028-08-03', 'Aïd al-Mawlid'],
    ['2028-08-04', 'Aïd al-Mawlid'],
  ],
};

/** The holidays of a year as published by default, before a company's corrections. */
export function defaultHolidays(year: number): Holiday[] {
  const civil = CIVIL.filter((h) => !h.since || year >= h.since).map((h) => ({ day: `${year}-${h.md}`, name: h.name, kind: 'CIVIL' as const }));
  const religious = (RELIGIOUS[year] ?? []).map(([day, name]) => ({ day, name, kind: 'RELIGIOUS' as const }));
  return [...civil, ...religious].sort((a, b) => a.day.localeCompare(b.day));
}
