// Which workspaces `npm start` must build: a build output missing, or older than any of its inputs.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The newest file modification time under a file or folder (build outputs and dependencies left out). Folders'
 * own times are not counted: creating `dist` inside a workspace would make it look changed.
 */
export function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    latest = Math.max(latest, newest(path.join(p, entry.name)));
  }
  return latest;
}

// Both the api and the web app compile the shared schema's sources, so a schema change rebuilds them too.
const WORKSPACES = [
  { name: 'schema', output: 'schema/dist/index.js', inputs: ['schema'] },
  { name: 'api', output: 'api/dist/main.js', inputs: ['api/src', 'api/tsconfig.json', 'api/tsconfig.build.json', 'schema'] },
  { name: 'web', output: 'web/dist/index.html', inputs: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'schema'] },
];

/** Names of the workspaces to build, in build order. */
export function staleWorkspaces(root) {
  return WORKSPACES.filter(({ output, inputs }) => {
    const built = path.join(root, output);
    if (!fs.existsSync(built)) return true;
    const at = fs.statSync(built).mtimeMs;
    return inputs.some((input) => newest(path.join(root, input)) > at);
  }).map((w) => w.name);
}
