/** What the session keeps in local storage (SPEC §3: session storage). */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userDetails: 'user_details',
  partner: 'is_partner',
  /** What the user may do, as the api's user context last said (permissions.ts): cleared with the session. */
  permissions: 'user_permissions',
} as const;

export interface StoredUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  photoUrl: string | null;
  role: string;
  type: string;
  status: string;
  companyId: string;
  companyName: string;
  createdAt: string | null;
  updatedAt: string | null;
}

const listeners = new Set<() => void>();

/** Tells whoever reads the session from storage (useCan) that this tab changed it; returns the unsubscribe. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionChanged(): void {
  for (const listener of listeners) listener();
}

/** SPEC §3: shown when nothing is stored or it cannot be read. */
export const FALLBACK_USER: StoredUser = {
  id: '',
  firstName: 'Non',
  lastName: 'Connected',
  email: '',
  phone: null,
  photoUrl: null,
  role: 'USER',
  type: '',
  status: '',
  companyId: '',
  companyName: '',
  createdAt: null,
  updatedAt: null,
};

export function readTokens(): { accessToken: string | null; refreshToken: string | null } {
  return { accessToken: localStorage.getItem(STORAGE_KEYS.accessToken), refreshToken: localStorage.getItem(STORAGE_KEYS.refreshToken) };
}

export function writeSession(accessToken: string, refreshToken: string, user: StoredUser): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.partner, String(user.type === 'PARTNER'));
  sessionChanged();
}

/** SPEC §6: the partner flag, or the stored user's type, chooses the partners' refresh call. */
export function isPartnerSession(): boolean {
  return localStorage.getItem(STORAGE_KEYS.partner) === 'true' || readUser().type === 'PARTNER';
}

/** Where a signed-in user starts: a partner's dashboard, or the company's. */
export function homePath(): string {
  return isPartnerSession() ? '/dashboard-partenaire' : '/dashboard';
}

export function writeUser(user: StoredUser): void {
  localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify(user));
  sessionChanged();
}

export function readUser(): StoredUser {
  const raw = localStorage.getItem(STORAGE_KEYS.userDetails);
  if (!raw) return FALLBACK_USER;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredUser>;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.id !== 'string') throw new Error('not a user record');
    return { ...FALLBACK_USER, ...parsed };
  } catch (err) {
    console.error('Stored user details are unreadable; using the fallback record', err);
    return FALLBACK_USER;
  }
}

export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  sessionChanged();
}
