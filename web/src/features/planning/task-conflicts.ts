import { toApiError } from '../../shared/errors/notify';

export interface TaskConflict {
  kind: string;
  message: string;
}

/** The planning conflicts a refused save names (extensions.conflicts), or null when the refusal is something else. */
export function conflictsOf(err: unknown): TaskConflict[] | null {
  if (toApiError(err).code !== 'CONFLICT') return null;
  const first = (err as { errors?: { extensions?: { conflicts?: unknown } }[] } | null)?.errors?.[0];
  const list = first?.extensions?.conflicts;
  return Array.isArray(list) ? (list as TaskConflict[]).filter((c) => typeof c?.message === 'string') : null;
}
