import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** JWT_SECRET, or one generated on first start and kept (owner-only) in DATA_DIR so sessions survive restarts. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
