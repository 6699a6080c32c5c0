import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface NextLogin {
  sub?: string;
  claims?: { email?: string; email_verified?: boolean; given_name?: string; family_name?: string };
  /** The person cancels on the provider's consent screen. */
  deny?: boolean;
}

export interface TestProviders {
  issuers: Record<string, string>;
  /** Who signs in at `slot`'s provider next (and every time after, until changed). */
  next(slot: string, login: NextLogin): Promise<void>;
  /** The api's environment filling the slots. */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

export const CLIENT = { secret: 'test-client-secret-for-the-oidc-suite' };

/** The `oidc-provider` package as real providers on loopback (oidc-provider.test-server.mjs), one per slot, in a child process. */
export async function startTestProviders(slots: string[] = ['google', 'microsoft']): Promise<TestProviders> {
  const settings = { providers: slots.map((slot) => ({ slot, clientId: `chantiers-${slot}`, clientSecret: CLIENT.secret })) };
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'oidc-provider.test-server.mjs'), JSON.stringify(settings)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const issuers = await new Promise<Record<string, string>>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n')) resolve(JSON.parse(line) as Record<string, string>);
    });
    child.on('exit', (code) => reject(new Error(`oidc-provider exited (${code}): ${errors}`)));
  });
  return {
    issuers,
    async next(slot, login) {
      const res = await fetch(`${issuers[slot]}/__next`, { method: 'POST', body: JSON.stringify(login) });
      if (res.status !== 204) throw new Error(`__next: ${res.status}`);
    },
    env() {
      return Object.fromEntries(
        slots.flatMap((slot) => {
          const key = slot.toUpperCase();
          return [
            [`OIDC_${key}_ISSUER`, issuers[slot]],
            [`OIDC_${key}_CLIENT_ID`, `chantiers-${slot}`],
            [`OIDC_${key}_CLIENT_SECRET`, CLIENT.secret],
          ];
        }),
      );
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
