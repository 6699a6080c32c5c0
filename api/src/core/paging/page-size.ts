/** The page size to use: `pageSizeDefault` when none was asked, else the asked size bounded to 1…`pageSizeMax`. */
export function pageSizeOf(asked: number | null | undefined, limits: { pageSizeDefault: number; pageSizeMax: number }): number {
  const n = asked == null || Number.isNaN(asked) ? limits.pageSizeDefault : Math.trunc(asked);
  return Math.min(limits.pageSizeMax, Math.max(1, n));
}
