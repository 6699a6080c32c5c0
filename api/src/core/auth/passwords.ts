import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A hash of nothing in particular: verifying against it when no account matches keeps timings alike. */
let decoy: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= argon2.hash('decoy-password-for-timing', OPTIONS);
    await argon2.verify(await decoy, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
