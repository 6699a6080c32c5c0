import type { Logger } from 'pino';

const EVERY_MS = 20_000;

/** What a start waits on, by phase: opening the database (a journal replay after a crash), migrations, the demo, the port. */
export type StartupPhase = 'database' | 'services' | 'demo' | 'http';

/**
 * Says at warn, every 20 s, which phase a slow start is in: a silent wait looks like a hang to a user, and a start
 * that never ends must say where it stopped (a CI log showed nothing but a timeout).
 */
export function watchStartup(logger: Logger): { enter(phase: StartupPhase): void; done(): void } {
  const started = Date.now();
  let phase: StartupPhase = 'database';
  const timer = setInterval(() => logger.warn({ phase, seconds: Math.round((Date.now() - started) / 1000) }, 'still starting'), EVERY_MS).unref();
  return {
    enter: (next) => void (phase = next),
    done: () => clearInterval(timer),
  };
}
