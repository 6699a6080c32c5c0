import type { Action, ReserveStatus } from '@chantiers/schema';

/** What can be done to a réserve, in the order its buttons show. */
export type ReserveAction = 'lift' | 'validate' | 'refuse' | 'edit' | 'delete';

/** antd's tag colours of each status, the pins' too (punch-list.css). */
export const STATUS_COLORS: Record<ReserveStatus, string> = { OPEN: 'orange', LIFTED: 'blue', VALIDATED: 'green', REFUSED: 'red' };

/**
 * The actions a réserve offers, by its status (ouverte → levée → validée, or refusée → levée again) and by what the
 * api lets the user do: lifting and changing it (`reserves.write`), the check (`reserves.review`), the delete (the
 * Admin Société). A validated réserve is closed: only the delete is left.
 */
export function reserveActions(status: ReserveStatus, can: (action: Action) => boolean): ReserveAction[] {
  const actions: ReserveAction[] = [];
  if ((status === 'OPEN' || status === 'REFUSED') && can('reserves.write')) actions.push('lift');
  if (status === 'LIFTED' && can('reserves.review')) actions.push('validate', 'refuse');
  if (status !== 'VALIDATED' && can('reserves.write')) actions.push('edit');
  if (can('reserves.delete')) actions.push('delete');
  return actions;
}

/** Where a finger touched the sheet, as the api places a pin: 0 to 1 from the page's top-left corner, 5 decimals. */
export function pinAt(rect: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number) {
  if (!rect.width || !rect.height) return null;
  const part = (offset: number, size: number) => Math.round(Math.min(1, Math.max(0, offset / size)) * 100_000) / 100_000;
  return { x: part(clientX - rect.left, rect.width), y: part(clientY - rect.top, rect.height) };
}

/** The réserves pinned on one sheet (a version's page), by number. */
export function sheetPins<R extends { number: number; page: number; version: { number: number } }>(
  reserves: readonly R[],
  version: number,
  page: number,
): R[] {
  return reserves.filter((r) => r.version.number === version && r.page === page).sort((a, b) => a.number - b.number);
}

/** The version and page a viewer shows: the address's when the plan has them, else the one in force and its first page. */
export function sheetOf<V extends { number: number; pageCount: number }>(
  plan: { currentVersion: V; versions: readonly V[] },
  search: URLSearchParams,
): { version: V; page: number; missing: boolean } {
  const asked = search.get('version');
  const found = asked ? plan.versions.find((v) => String(v.number) === asked) : undefined;
  const version = found ?? plan.currentVersion;
  const page = Number(search.get('page'));
  return { version, page: Number.isInteger(page) && page >= 1 && page <= version.pageCount ? page : 1, missing: !!asked && !found };
}

/** A PDF's pages are drawn by pdf.js; an image is shown as it is. */
export const isPdf = (contentType: string) => contentType === 'application/pdf';
