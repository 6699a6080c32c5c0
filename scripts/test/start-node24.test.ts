import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { json, npmStart } from './app-process';
import { nodeBinary } from './node-runtime';

/**
 * The README's `npm start` on Node.js 24, the LTS a company installs today, whatever this machine's own Node is:
 * a first start that seeds the demo, a sign-in and a write, kill -9, and a second start that finds the write.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-node24-'));
const port = () => String(5500 + Math.floor(Math.random() * 800));
const MANAGER = { email: 'admin@demo.chantiers.ma', password: 'Demo@2026' };

/** The executables of a process group's members (Linux's /proc): the start script and the api it spawned. */
function groupExecutables(pgid: number): string[] {
  const found = new Set<string>();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid) found.add(fs.readlinkSync(`/proc/${pid}/exe`));
    } catch {
      // The process ended while we looked.
    }
  }
  return [...found];
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm start on Node.js 24', () => {
  let node: string;

  beforeAll(() => {
    node = nodeBinary(24);
    expect(execFileSync(node, ['--version'], { encoding: 'utf8' })).toMatch(/^v24\./);
  });

  it('starts, seeds the demo, signs in and writes; after kill -9 it starts again with the write kept', async () => {
    const first = npmStart({ PORT: port(), DATA_DIR: dataDir }, node);
    try {
      await first.ready();
      expect(groupExecutables(first.child.pid!)).toEqual([fs.realpathSync(node)]);
      const session = await json(first.base, '/api/v1/auth/authenticate', MANAGER);
      expect(session.status).toBe(200);
      const created = await json(
        first.base,
        '/graphql',
        { query: 'mutation ($input: SiteInput!) { createSite(input: $input) { id } }', variables: { input: { name: 'Sur Node 24' } } },
        session.body.access_token,
      );
      expect(created.body.data?.createSite.id).toBeTruthy();
    } finally {
      await first.stop('SIGKILL');
    }
    const again = npmStart({ PORT: port(), DATA_DIR: dataDir }, node);
    try {
      await again.ready();
      expect(again.output()).not.toContain('Building');
      const session = await json(again.base, '/api/v1/auth/authenticate', MANAGER);
      const sites = await json(
        again.base,
        '/graphql',
        { query: '{ sites(first: 5, filter: { search: "Sur Node 24" }) { totalCount } }' },
        session.body.access_token,
      );
      expect(sites.body.data.sites.totalCount).toBe(1);
    } finally {
      expect(await again.stop()).toBe(0);
    }
  });
});
