/**
 * Moroccan public holidays. The civil ones fall on fixed dates; the religious ones follow the Hijri calendar and the
 * moon sighting: the computed dates are the expected ones, which a MANAGER corrects once announced (company overrides).
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

/**
 * The religious feasts by their Hijri date, computed with the platform's ICU calendars (no table to type in each year).
 * The tabular calendar ('islamic-civil') is the one that falls where Morocco's announced days did: 14 of the 16 dates
 * of 2025–2028 once typed in by hand; the other two were Umm al-Qura's, a day before Morocco's usual sighting.
 */
const FEASTS: { month: number; day: number; name: string; days: number }[] = [
  { month: 10, day: 1, name: 'Aïd al-Fitr', days: 2 },
  { month: 12, day: 10, name: 'Aïd al-Adha', days: 2 },
  { month: 1, day: 1, name: 'Nouvel an de l’Hégire', days: 1 },
  { month: 3, day: 12, name: 'Aïd al-Mawlid', days: 2 },
];
const HIJRI = new Intl.DateTimeFormat('en-u-ca-islamic-civil', { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
const DAY_MS = 86_400_000;

/** A year's religious days, computed once per process (about a millisecond of ICU formatting a year). */
const religiousByYear = new Map<number, readonly Holiday[]>();

/** The religious holidays whose days fall in `year` (a feast that starts on 31 December lends its second day). */
function religiousHolidays(year: number): Holiday[] {
  let days = religiousByYear.get(year);
  if (!days) religiousByYear.set(year, (days = computeReligious(year)));
  return days.map((h) => ({ ...h }));
}

function computeReligious(year: number): Holiday[] {
  const found: Holiday[] = [];
  for (let t = Date.UTC(year - 1, 11, 31); t < Date.UTC(year + 1, 0, 1); t += DAY_MS) {
    const parts = HIJRI.formatToParts(new Date(t));
    const month = Number(parts.find((p) => p.type === 'month')?.value);
    const day = Number(parts.find((p) => p.type === 'day')?.value);
    const feast = FEASTS.find((f) => f.month === month && f.day === day);
    if (!feast) continue;
    for (let i = 0; i < feast.days; i++) {
      const date = new Date(t + i * DAY_MS).toISOString().slice(0, 10);
      if (date.startsWith(`${year}-`)) found.push({ day: date, name: feast.name, kind: 'RELIGIOUS' });
    }
  }
  return found;
}

/** The holidays of a year as published by default, before a company's corrections. */
export function defaultHolidays(year: number): Holiday[] {
  const civil = CIVIL.filter((h) => !h.since || year >= h.since).map((h) => ({ day: `${year}-${h.md}`, name: h.name, kind: 'CIVIL' as const }));
  return [...civil, ...religiousHolidays(year)].sort((a, b) => a.day.localeCompare(b.day));
}
