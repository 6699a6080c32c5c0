// Latency and throughput measurement shared by the sites bench: sequential samples in alternating order, and
// autocannon runs that also read the server process's CPU time.
const autocannon = require('autocannon');

export const WARMUP = 20;
export const SAMPLES = 200;
export const CONNECTIONS = 50;
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);

/** A server process the bench can ask for its CPU time (milliseconds used so far). */
export interface Measured {
  cpuMs(): Promise<number>;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
export const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);

export interface Latency {
  p50: number;
  p95: number;
}

/**
 * WARMUP then SAMPLES sequential requests for each case, the cases taking turns (in alternating order) so
 * that drift, JIT and the other processes on the machine weigh on all of them alike.
 */
export async function latencies(cases: Record<string, () => Promise<number>>): Promise<Record<string, Latency>> {
  const names = Object.keys(cases);
  for (let i = 0; i < WARMUP; i++) for (const n of names) await cases[n]();
  const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let i = 0; i < SAMPLES; i++) {
    const order = i % 2 ? [...names].reverse() : names;
    for (const n of order) times[n].push(await cases[n]());
  }
  return Object.fromEntries(
    names.map((n) => {
      const s = times[n].sort((x, y) => x - y);
      return [n, { p50: percentile(s, 50), p95: percentile(s, 95) }];
    }),
  );
}

export interface Throughput {
  rps: number;
  /** The server process's CPU time per answered request, in ms (its pg/PostgreSQL share excluded). */
  cpuPerRequest: number;
  p50: number;
  p99: number;
  /** Mean latency, ms. */
  mean: number;
  bad: number;
}

export async function cannon(server: Measured, opts: Record<string, unknown>, duration: number): Promise<Throughput> {
  const cpuBefore = await server.cpuMs();
  const r = await autocannon({
    connections: CONNECTIONS,
    duration,
    timeout: 10,
    // The app answers GraphQL errors with a 200: a body that is not a sites page counts as a mismatch.
    verifyBody: (body: string) => body.startsWith('{"data":{"sites":'),
    ...opts,
  });
  const cpu = (await server.cpuMs()) - cpuBefore;
  return {
    rps: r.requests.average,
    cpuPerRequest: cpu / Math.max(1, r.requests.total),
    p50: r.latency.p50,
    p99: r.latency.p99,
    mean: r.latency.average,
    bad: r.errors + r.timeouts + r.non2xx + r.mismatches,
  };
}

/** 2 s to warm, then DURATION_S measured. */
export async function throughput(server: Measured, opts: Record<string, unknown>): Promise<Throughput> {
  await cannon(server, opts, 2);
  return cannon(server, opts, DURATION_S);
}
