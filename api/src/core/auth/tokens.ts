import { createHash, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { type Role, SESSION } from '@chantiers/schema';

export interface AccessClaims {
  sub: string;
  cid: string;
  sid: string;
  role: Role;
  typ: 'access';
}

export interface RefreshClaims {
  sub: string;
  sid: string;
  jti: string;
  typ: 'refresh';
}

const ISSUER = 'chantiers';

/** Signs and reads the two JWTs. Both carry `exp`, which the web client reads to decide when to refresh. */
export class TokenService {
  /** A KeyObject once: given a string, jsonwebtoken tries (and fails) to parse it as a public key on every verify. */
  private readonly secret: KeyObject;

  constructor(secret: string) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  signAccess(claims: Omit<AccessClaims, 'typ'>): string {
    return jwt.sign({ ...claims, typ: 'access' }, this.secret, { algorithm: 'HS256', expiresIn: SESSION.accessTokenTtlSeconds, issuer: ISSUER });
  }

  signRefresh(claims: Omit<RefreshClaims, 'typ'>): string {
    return jwt.sign({ ...claims, typ: 'refresh' }, this.secret, { algorithm: 'HS256', expiresIn: SESSION.refreshTokenTtlSeconds, issuer: ISSUER });
  }

  /** The claims, or null for a token that is malformed, forged, expired, without expiry or of the other kind. */
  verify<T extends AccessClaims | RefreshClaims>(token: string, typ: T['typ']): T | null {
    try {
      const claims = jwt.verify(token, this.secret, { algorithms: ['HS256'], issuer: ISSUER }) as jwt.JwtPayload;
      // jsonwebtoken accepts a token without `exp` as never expiring; we never sign one, so it is not ours.
      if (typeof claims.exp !== 'number') return null;
      return claims.typ === typ ? (claims as unknown as T) : null;
    } catch {
      return null;
    }
  }
}

/** A random single-use token for e-mailed links, and the hash that is stored in its place. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
