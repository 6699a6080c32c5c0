// `npm run majors`: the direct dependencies (root and workspaces) whose installed major is behind the registry's
// `latest`. Each one must be held in docs/DECISIONS.md's "Dependency holds" section — a line starting with the name
// in backticks, then why — and a hold whose package is current again fails too, so a reason never outlives its
// cause. `npm outdated` under-reports (it stops at the wanted range); this asks the registry's dist-tags itself.
// When the registry cannot be reached it says so in one line and passes: the check is about us, not the network.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['.', 'schema', 'api', 'web'];
const HOLDS_TITLE = '## Dependency holds';

/** The semver major as caret ranges read it: 0.x moves by its minor. */
const major = (version) => {
  const [maj, min] = version
    .replace(/^[^\d]*/, '')
    .split('.')
    .map(Number);
  return maj === 0 ? `0.${min}` : String(maj);
};
const behind = (installed, latest) => {
  const [a, b] = [installed, latest].map((v) =>
    v
      .replace(/^[^\d]*/, '')
      .split('.')
      .map(Number),
  );
  return a[0] < b[0] || (a[0] === 0 && b[0] === 0 && a[1] < b[1]);
};

function directDependencies() {
  const found = new Map();
  for (const ws of WORKSPACES) {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, ws, 'package.json'), 'utf8'));
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
      if (name.startsWith('@chantiers/') || found.has(name)) continue;
      const file = [path.join(root, ws, 'node_modules', name, 'package.json'), path.join(root, 'node_modules', name, 'package.json')].find((f) =>
        fs.existsSync(f),
      );
      if (file) found.set(name, { name, installed: JSON.parse(fs.readFileSync(file, 'utf8')).version });
    }
  }
  return [...found.values()];
}

/** The holds written in DECISIONS: name → the line. `@scope/*` holds every package of the scope. */
export function readHolds(text) {
  const start = text.indexOf(`\n${HOLDS_TITLE}\n`);
  if (start < 0) return new Map();
  const section = text.slice(start + HOLDS_TITLE.length + 2).split(/\n## /)[0];
  const holds = new Map();
  for (const line of section.split('\n')) {
    const m = line.match(/^- `([^`]+)`/);
    if (m) holds.set(m[1], line);
  }
  return holds;
}

const heldBy = (holds, name) => [...holds.keys()].find((h) => h === name || (h.endsWith('/*') && name.startsWith(h.slice(0, -1))));

async function latestOf(registry, name) {
  const res = await fetch(`${registry}${name.replace('/', '%2F')}`, {
    headers: { accept: 'application/vnd.npm.install-v1+json' },
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`${name}: the registry answered ${res.status}`);
  return (await res.json())['dist-tags'].latest;
}

async function main() {
  const registry = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim().replace(/\/?$/, '/');
  const deps = directDependencies();
  const latest = new Map();
  try {
    // A few at a time: the registry is quick, 100 requests at once are not kind to it.
    for (let i = 0; i < deps.length; i += 12) {
      const batch = deps.slice(i, i + 12);
      const answers = await Promise.all(batch.map((d) => latestOf(registry, d.name)));
      batch.forEach((d, j) => latest.set(d.name, answers[j]));
    }
  } catch (error) {
    console.log(`majors: the registry (${registry}) could not be reached (${error.cause?.code ?? error.message}); not checked.`);
    return 0;
  }
  const holds = readHolds(fs.readFileSync(path.join(root, 'docs', 'DECISIONS.md'), 'utf8'));
  const late = deps.filter((d) => behind(d.installed, latest.get(d.name)));
  const unexplained = late.filter((d) => !heldBy(holds, d.name));
  const usedHolds = new Set(late.map((d) => heldBy(holds, d.name)).filter(Boolean));
  const stale = [...holds.keys()].filter((h) => !usedHolds.has(h));
  for (const d of late) {
    const mark = heldBy(holds, d.name) ? 'held' : 'NOT HELD';
    console.log(`  ${mark.padEnd(8)} ${d.name.padEnd(40)} ${major(d.installed).padStart(5)} → ${latest.get(d.name)}`);
  }
  console.log(`majors: ${deps.length} direct dependencies, ${late.length} behind their current major, ${late.length - unexplained.length} held.`);
  const where = `docs/DECISIONS.md under "${HOLDS_TITLE}"`;
  for (const d of unexplained)
    console.log(`majors: ${d.name} ${d.installed} is behind ${latest.get(d.name)}: move it, or hold it in ${where} with why.`);
  for (const h of stale) console.log(`majors: the hold on ${h} in ${where} is stale (current again, or no longer a dependency): remove it.`);
  return unexplained.length || stale.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
