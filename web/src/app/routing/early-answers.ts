/** What the api answered a query, as the http link gives it to Apollo. */
export interface EarlyResult {
  data?: Record<string, unknown> | null;
  errors?: readonly unknown[];
}

/** The queries' parameters, keys sorted at every level, so that two spellings of one query meet. */
export function variablesKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(variablesKey).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${variablesKey((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

const pending = new Map<string, Promise<EarlyResult | null>>();

/**
 * An answer on its way to a query the entry asked (early-fetch.ts), for the app's client to take; with `forMs`, given
 * up after that long if nobody took it (an answer put back must not serve a query asked much later).
 */
export function holdEarlyAnswer(name: string, variables: Record<string, unknown>, answer: Promise<EarlyResult | null>, forMs?: number): void {
  const key = `${name}:${variablesKey(variables)}`;
  pending.set(key, answer);
  if (forMs !== undefined) setTimeout(() => pending.get(key) === answer && pending.delete(key), forMs);
}

/** The early answer to this query, once (null when none was asked or it did not come back whole). */
export function takeEarlyAnswer(name: string | undefined, variables: Record<string, unknown> | undefined): Promise<EarlyResult | null> | null {
  const key = `${name ?? ''}:${variablesKey(variables ?? {})}`;
  const answer = pending.get(key) ?? null;
  pending.delete(key);
  return answer;
}
