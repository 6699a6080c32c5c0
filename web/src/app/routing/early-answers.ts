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

/** How long an answer nobody received waits for its query (a screen that left before it came and is coming back). */
const KEPT_MS = 10_000;

/** An early answer, shared by every query asking it while it is on its way; `received` once one got it. */
export interface HeldAnswer {
  answer: Promise<EarlyResult | null>;
  received(): void;
}

const pending = new Map<string, HeldAnswer>();

/**
 * An answer on its way to a query the entry asked (early-fetch.ts), for the app's client. Every query asking it before
 * it comes shares it (a screen mounted twice while the app starts, a route's prefetch and its screen: the api is asked
 * once, whatever the order of the client's subscriptions); once a query received it, it is forgotten (the next ask is
 * a new one, for the api); an answer nobody received waits a few seconds for its query, then goes.
 */
export function holdEarlyAnswer(name: string, variables: Record<string, unknown>, answer: Promise<EarlyResult | null>): void {
  const key = `${name}:${variablesKey(variables)}`;
  const forget = () => pending.get(key) === held && pending.delete(key);
  const held: HeldAnswer = { answer, received: forget };
  pending.set(key, held);
  void answer.then(() => setTimeout(forget, KEPT_MS));
}

/** The early answer to this query while it is held (null when none was asked, or it came and was received). */
export function earlyAnswerFor(name: string | undefined, variables: Record<string, unknown> | undefined): HeldAnswer | null {
  return pending.get(`${name ?? ''}:${variablesKey(variables ?? {})}`) ?? null;
}
