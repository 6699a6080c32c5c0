import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the data directory: two PGlite on one directory corrupt it. */
export class DataDirInUseError extends Error {}

const LOCK_FILE = 'chantiers.pid';

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // After a reboot the pid may belong to anything: only a node process counts as a holder.
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/**
 * Takes DATA_DIR for this process. A lock left by a process that died (kill -9, power cut) is taken over;
 * one held by a live process refuses the start with a message that says what to do.
 */
export function claimDataDir(dataDir: string): { release(): void } {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return {
        release() {
          try {
            if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (alive(holder)) {
        throw new DataDirInUseError(
          `La base de données embarquée (${dataDir}) est déjà ouverte par un autre processus Chantiers (pid ${holder}). ` +
            'Arrêtez-le, ou lancez celui-ci avec un autre DATA_DIR.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Impossible de verrouiller ${file}.`);
}
