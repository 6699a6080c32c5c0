import { isolated } from './numbers';

/** '2026-03-07' -> '07/03/2026' in both languages (the app's one date convention), without a time zone in between. */
export function formatDay(day: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return match ? isolated(`${match[3]}/${match[2]}/${match[1]}`) : (day ?? '—');
}
