import { type ModuleGraph, staticClosure } from './vite-module-graph';

/**
 * Which of the parts the first screens load lazily are drawn as they open (the shell's, the dashboard's, antd's):
 * the bundle budget of /dashboard counts them. The others (features' panels and modals) open on a click.
 */
const FIRST_VIEW_PARTS = [
  /[\\/]layout[\\/]shell[\\/]/,
  /[\\/]features[\\/]dashboard[\\/]/,
  /[\\/]features[\\/]finance[\\/]global[\\/]FinanceChart/,
  /[\\/]app[\\/]/,
  /[\\/]node_modules[\\/]/,
];

/** Source bytes: a file the bundler would make this small joins the kit (an icon is ~1.5 KB, its drawing ~0.6 KB). */
const KIT_FILE_MAX = 3000;

/**
 * The small modules several screens share (icons, hooks, helpers of a few hundred bytes): on their own, the bundler
 * gives each set of sharers its own file, and a screen waits for dozens of them on a phone's six connections. They
 * make one file instead, 'screens-kit'. A module joins only if everything it imports is already in a group every
 * screen runs after (the app, the private area, antd) or joins too, so the kit imports nothing that imports it back
 * and runs in the order its modules were written.
 */
export function assignScreensKit(graph: ModuleGraph, found: Map<string, string>, entry: Set<string>, targets: Set<string>) {
  const loaded = new Set(['app', 'antd', 'antd-ui', 'private']);
  const sharers = new Map<string, string[]>();
  // Used by a screen that does not run after the private area (a public page, a cold link's first queries) or by a
  // part drawn with the first screen: such a module stays where the bundler puts it.
  const keepOut = new Set<string>();
  const firstScreens = new Set([...loaded, 'dashboard', 'dashboard-shared']);
  // The parts the shell and the dashboard draw as they open (not on a click): the dashboard would otherwise download
  // the whole kit for one icon. A part opened on demand (the profile, the notifications) may take the kit along.
  const shellParts = new Set(
    [...found]
      .filter(([, group]) => firstScreens.has(group))
      .flatMap(([id]) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      .filter((id) => FIRST_VIEW_PARTS.some((part) => part.test(id))),
  );
  for (const target of targets) {
    const closure = staticClosure(graph, [target]);
    const isPrivate = !shellParts.has(target) && [...closure].some((id) => found.get(id) === 'private');
    for (const id of closure) {
      if (found.has(id) || entry.has(id) || targets.has(id)) continue;
      if (!isPrivate) keepOut.add(id);
      else sharers.set(id, [...(sharers.get(id) ?? []), target]);
    }
  }
  // The files the bundler would make: one per set of sharers.
  const files = new Map<string, string[]>();
  for (const [id, by] of sharers) {
    if (by.length < 2 || keepOut.has(id) || /\.css$/.test(id)) continue;
    const key = by.join('|');
    files.set(key, [...(files.get(key) ?? []), id]);
  }
  const size = (id: string) => graph.getModuleInfo(id)?.code?.length ?? Infinity;
  const kit = new Set([...files.values()].filter((ids) => ids.reduce((n, id) => n + size(id), 0) <= KIT_FILE_MAX).flat());
  const ready = (dep: string) => kit.has(dep) || loaded.has(found.get(dep) ?? '') || entry.has(dep);
  for (let changed = true; changed;) {
    changed = false;
    for (const id of kit) {
      const info = graph.getModuleInfo(id);
      if (!info || info.dynamicallyImportedIds.length || !info.importedIds.every(ready)) {
        kit.delete(id);
        changed = true;
      }
    }
  }
  for (const id of kit) found.set(id, 'screens-kit');
}
