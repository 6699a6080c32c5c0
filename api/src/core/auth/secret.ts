import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * JWT_SECRET, or one generated on first start and kept (owner-only) in DATA_DIR so sessions survive restarts.
 * Replicas sharing DATA_DIR may start at the same instant: the secret is written whole to a file of its own, then
 * linked into place, which fails if another got there first — so every process ends up reading the same complete
 * secret, never an empty or half-written file.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const draft = path.join(dataDir, `jwt-secret.${process.pid}.${randomBytes(4).toString('hex')}`);
  fs.writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
