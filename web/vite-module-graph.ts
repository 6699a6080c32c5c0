import path from 'node:path';

/** The bundler's module graph, as the chunk groups read it (vite-bundle.ts). */
export type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; exports: readonly string[]; code: string | null } | null;
};

/**
 * Re-exporting index modules ("barrels"): importing one names a few of its exports, not all of its modules. A
 * closure that walked into them would take every antd component (or every shared schema) along.
 */
const BARRELS = [
  /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/,
  /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/](icons[\\/])?index\.js$/,
  /[\\/]schema[\\/]index\.ts$/,
];
const isBarrel = (id: string) => BARRELS.some((b) => b.test(id));

/**
 * The same graph, each module's info read once: the bundler hands it across from native code on every call (its source
 * text included), and the groups walk the graph once per lazy screen. Closures and barrels' members are kept too.
 */
export function memoized(graph: ModuleGraph): ModuleGraph {
  const infos = new Map<string, ReturnType<ModuleGraph['getModuleInfo']>>();
  return {
    getModuleInfo(id) {
      if (!infos.has(id)) infos.set(id, graph.getModuleInfo(id));
      return infos.get(id)!;
    },
  };
}

const closures = new WeakMap<ModuleGraph, Map<string, Set<string>>>();
const barrelCache = new WeakMap<ModuleGraph, Map<string, Map<string, string[]>>>();
const namesCache = new WeakMap<ModuleGraph, Map<string, Set<string>>>();

/** The names a module imports from anywhere (import { a, b as c } …; import X … is `default`). */
function importedNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const [, clause] of code.matchAll(/import\s+(?!type\b)([^'";]+?)\s+from\s*['"]/g)) {
    const named = /\{([^}]*)\}/.exec(clause)?.[1];
    for (const part of named?.split(',') ?? []) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
    if (/^\s*[\w$]+\s*(,|$)/.test(clause)) names.add('default');
  }
  return names;
}

/** The modules of a barrel that provide `names` (following `export { x as y } from` and `export * from`). */
function barrelMembers(graph: ModuleGraph, barrel: string, names: Set<string>): string[] {
  let byBarrel = barrelCache.get(graph);
  if (!byBarrel) barrelCache.set(graph, (byBarrel = new Map()));
  let byNames = byBarrel.get(barrel);
  if (!byNames) byBarrel.set(barrel, (byNames = new Map()));
  const key = [...names].sort().join(',');
  let members = byNames.get(key);
  if (!members) byNames.set(key, (members = readBarrelMembers(graph, barrel, names)));
  return members;
}

function readBarrelMembers(graph: ModuleGraph, barrel: string, names: Set<string>): string[] {
  const info = graph.getModuleInfo(barrel);
  if (!info?.code) return [];
  const children = info.importedIds;
  const childFor = (spec: string) => {
    const target = path.join(path.dirname(barrel), spec);
    return children.find((c) => c === target || c.startsWith(`${target}.`) || c.startsWith(`${target}${path.sep}index.`));
  };
  const found = new Set<string>();
  for (const [, list, spec] of info.code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const exported = list.split(',').map((p) =>
      p
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    );
    const child = childFor(spec);
    if (child && exported.some((e) => names.has(e))) found.add(child);
  }
  for (const [, spec] of info.code.matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)) {
    const child = childFor(spec);
    if (!child) continue;
    if (isBarrel(child)) for (const member of barrelMembers(graph, child, names)) found.add(member);
    else if (graph.getModuleInfo(child)?.exports.some((e) => names.has(e))) found.add(child);
  }
  return [...found];
}

/** Every module `roots` import statically, directly or not (the roots included), through barrels by name. */
export function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  let byRoots = closures.get(graph);
  if (!byRoots) closures.set(graph, (byRoots = new Map()));
  const key = roots.join('\n');
  let closure = byRoots.get(key);
  if (!closure) byRoots.set(key, (closure = walkClosure(graph, roots)));
  return closure;
}

function walkClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  while (todo.length) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    const deps = info.importedIds.filter((d) => !isBarrel(d));
    const barrels = info.importedIds.filter(isBarrel);
    if (barrels.length) {
      let byId = namesCache.get(graph);
      if (!byId) namesCache.set(graph, (byId = new Map()));
      let names = byId.get(id);
      if (!names) byId.set(id, (names = importedNames(info.code ?? '')));
      for (const barrel of barrels) deps.push(...barrelMembers(graph, barrel, names));
    }
    todo.push(...deps);
  }
  return seen;
}

/** Every module loaded lazily (screens, their parts) anywhere under `root`. */
export function lazyTargets(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const targets = new Set<string>();
  const todo = [root];
  while (todo.length) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    for (const d of info.dynamicallyImportedIds) targets.add(d);
    todo.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return targets;
}
