import argon2 from 'argon2';

export interface PasswordHashCost {
  /** Memory per hash, in KiB. */
  memoryKib: number;
  /** Passes over that memory. */
  passes: number;
}

/** argon2id at OWASP's recommended setting: 19 MiB, 2 passes. */
export const PRODUCTION_HASH_COST: PasswordHashCost = { memoryKib: 19_456, passes: 2 };

let cost = PRODUCTION_HASH_COST;
/** A hash of nothing in particular: verifying against it when no account matches keeps timings alike. */
let decoy: Promise<string> | undefined;

/**
 * The server's setting (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES), applied by startServer. Only the test
 * suite lowers it, to spend its time on assertions rather than on hashing: each hash carries its own parameters, so
 * any hash verifies whatever the setting, and a production server keeps the default.
 */
export function usePasswordHashCost(next: PasswordHashCost): void {
  if (next.memoryKib === cost.memoryKib && next.passes === cost.passes) return;
  cost = next;
  decoy = undefined;
}

const options = () => ({ type: argon2.argon2id, memoryCost: cost.memoryKib, timeCost: cost.passes, parallelism: 1 }) as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options());
}

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= argon2.hash('decoy-password-for-timing', options());
    await argon2.verify(await decoy, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
