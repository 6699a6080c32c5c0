import type { AuthInfo } from '../../core/auth/auth-info';
import type { AuthChange, RevocationFeed } from './revocations';

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  auth: AuthInfo;
  /** Epoch ms: the access token's own expiry, or TTL_MS after the check, whichever comes first. */
  until: number;
  /** Set when a change of its session or user arrives. */
  revoked?: boolean;
}

/** What a database check says: the caller and the token's expiry (seconds), or null (refused). */
export type SessionCheck = { auth: AuthInfo; expiresAtSeconds: number } | null;

interface Flight {
  /** The feed's version when the check began: it saw every change announced before. */
  version: number;
  result: Promise<SessionCheck>;
}

/**
 * Who an access token belongs to, remembered for a few seconds so that a signed-in request does not look its
 * session up in the database every time (it was one statement of the sites list's three). Revocation stays
 * immediate, in every process: entries go when PostgreSQL announces a change of their session or user (triggers,
 * core/auth/revocations.ts), an answer is given from memory only after the feed has caught up with every change
 * committed before the request, and nothing is served from memory while the feed is down.
 *
 * Keyed by the token itself: a token found here was verified (signature, expiry, kind) when it was checked.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Database checks under way, one per token: requests that arrive meanwhile share it instead of piling up. */
  private readonly flights = new Map<string, Flight>();

  constructor(private readonly feed: RevocationFeed) {
    feed.onChange((change) => this.forget(change));
  }

  /** The caller of `token`: from memory when that is safe, else from `check` (the database). */
  async resolve(token: string, check: () => Promise<SessionCheck>): Promise<AuthInfo | null> {
    const entry = this.entries.get(token);
    if (entry && entry.until <= Date.now()) this.entries.delete(token);
    const flight = this.flights.get(token);
    if ((entry && entry.until > Date.now()) || flight) {
      if (await this.feed.settle()) {
        // A change that arrived while settling revoked it (an entry replaced by a fresher check is still good).
        if (entry && !entry.revoked && entry.until > Date.now()) return entry.auth;
        // A check that began after every change committed before this request: its answer holds for it too.
        if (flight && this.flights.get(token) === flight && this.feed.version === flight.version) return (await flight.result)?.auth ?? null;
      }
    }
    return this.fly(token, check);
  }

  private async fly(token: string, check: () => Promise<SessionCheck>): Promise<AuthInfo | null> {
    if (!this.feed.live) return (await check())?.auth ?? null;
    const version = this.feed.version;
    const flight: Flight = { version, result: check() };
    this.flights.set(token, flight);
    try {
      const result = await flight.result;
      // Kept only if nothing was announced while the database was read (a revocation may have raced it).
      if (result && this.feed.live && this.feed.version === version) {
        if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(token, { auth: result.auth, until: Math.min(Date.now() + TTL_MS, result.expiresAtSeconds * 1000) });
      }
      return result?.auth ?? null;
    } finally {
      if (this.flights.get(token) === flight) this.flights.delete(token);
    }
  }

  stop(): Promise<void> {
    this.entries.clear();
    return this.feed.stop();
  }

  private forget(change: AuthChange | null): void {
    for (const [token, entry] of this.entries) {
      if (!change || (change.kind === 'session' ? entry.auth.sessionId === change.id : entry.auth.userId === change.id)) {
        entry.revoked = true;
        this.entries.delete(token);
      }
    }
  }
}
