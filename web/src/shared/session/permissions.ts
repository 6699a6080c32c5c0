import { type Action, RECORD_SCOPES, type RecordScope } from '@chantiers/schema';
import { readUser, sessionChanged, STORAGE_KEYS, subscribeSession } from './storage';

/**
 * The actions of the api's policy table the signed-in user may do, as its user context said (`permissions`), kept
 * in local storage like the user record: a screen drawn before the api answers (a reload, offline on a site) shows
 * at once what the last answer allowed. Stored with whom they were for, so another account's never apply.
 */
interface StoredPermissions {
  userId: string;
  role: string;
  type: string;
  actions: string[];
  /** The record rules that limit them (ownSites: a USER's own sites). */
  limitedBy: string[];
}

/** What the user may do, and within which record rules. */
export interface Permissions {
  actions: ReadonlySet<Action>;
  limitedBy: ReadonlySet<RecordScope>;
}

const isScope = (name: string): name is RecordScope => (RECORD_SCOPES as readonly string[]).includes(name);

const storedText = () => localStorage.getItem(STORAGE_KEYS.permissions);

/**
 * The snapshot `useSyncExternalStore` compares: the stored permissions and the stored user (whom they must be for),
 * as one string, equal while neither changed.
 */
export function permissionsSnapshot(): string {
  return `${storedText() ?? ''}\n${localStorage.getItem(STORAGE_KEYS.userDetails) ?? ''}`;
}

/** What the stored record says the current user may do; null while unknown (nothing stored, or another user's). */
export function readPermissions(): Permissions | null {
  const raw = storedText();
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredPermissions>;
    const user = readUser();
    // A role or type changed since (a profile's role, an account switch): the api must be asked again.
    if (stored.userId !== user.id || stored.role !== user.role || stored.type !== user.type) return null;
    if (!Array.isArray(stored.actions) || !Array.isArray(stored.limitedBy)) return null;
    // Any name the api gave is kept: `useCan` only asks for names it knows, so checking them against the list of every
    // action would ship that list (it grows with each feature) in the private area's first file for nothing.
    const actions = stored.actions.filter((a): a is Action => typeof a === 'string');
    return { actions: new Set(actions), limitedBy: new Set(stored.limitedBy.filter(isScope)) };
  } catch {
    return null;
  }
}

/** Keeps what the api answered for this user and tells the screens that ask (`useCan`). */
export function writePermissions(
  user: { id: string; role: string; type: string },
  granted: { permissions: readonly string[]; limitedBy: readonly string[] },
): void {
  const stored: StoredPermissions = {
    userId: user.id,
    role: user.role,
    type: user.type,
    actions: [...granted.permissions],
    limitedBy: [...granted.limitedBy],
  };
  const raw = JSON.stringify(stored);
  if (raw === storedText()) return;
  localStorage.setItem(STORAGE_KEYS.permissions, raw);
  sessionChanged();
}

/** For `useSyncExternalStore`: this tab's writes, and another tab's (the storage event). */
export function subscribePermissions(listener: () => void): () => void {
  const unsubscribe = subscribeSession(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_KEYS.permissions || e.key === STORAGE_KEYS.userDetails) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
