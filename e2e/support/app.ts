import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../api/test/server';

const WEB_DIST = path.join(__dirname, '..', '..', 'web', 'dist');

/** The api from source serving the built web app (npm run build -w web first), with `env` on top (FILES_DRIVER=s3…). */
export async function startApp(env: Record<string, string> = {}): Promise<TestServer> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('web/dist is missing: run `npm run build -w web` before the browser tests');
  return startTestServer({ WEB_DIST, ...env });
}
