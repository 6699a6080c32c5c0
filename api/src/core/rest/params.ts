/** A query-string or body value that must be a whole number ≥ 0: the number, or `fallback` when absent or not one. */
export const intOr = (v: unknown, fallback: number): number => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : fallback);

/**
 * A legacy body's whole number, kept for validation: the number, undefined when absent or empty, and -1 for anything
 * else, so that the shared schema refuses it with its own message instead of the value being silently dropped.
 */
export const intField = (v: unknown): number | undefined =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v === undefined || v === null || v === '' ? undefined : -1;

/** A Spring-style page (`{ content, totalElements, totalPages, number, size }`) from a GraphQL page. */
export const springPage = <T>(p: { items: T[]; total: number; page: number; size: number }) => ({
  content: p.items,
  totalElements: p.total,
  totalPages: Math.ceil(p.total / p.size),
  number: p.page,
  size: p.size,
});
