import type { ComponentType } from 'react';

type Load = () => Promise<{ default: ComponentType }>;

const loaded = new Map<Load, { default: ComponentType }>();
const preloading = new Map<Load, Promise<void>>();

/**
 * Loads a screen's module and keeps it, so that a screen loaded before the app drew it draws at once instead of
 * suspending for the promise of a module already there (lazy-screen.ts). No React here: the entry imports it.
 */
export function loadScreen(load: Load): Promise<{ default: ComponentType }> {
  return load().then((module) => {
    loaded.set(load, module);
    return module;
  });
}

/** The screen's module if it has arrived. */
export function loadedScreen(load: Load): { default: ComponentType } | undefined {
  return loaded.get(load);
}

/** A cold link's screen, loaded by the entry beside the app (preload-screen.ts). */
export function preloadScreen(load: Load): void {
  const settled = loadScreen(load).then(
    () => undefined,
    () => undefined,
  );
  preloading.set(load, settled);
  void settled.then(() => preloading.delete(load));
}

/** Settles when the entry's preload of this screen has (arrived or failed); undefined when none is under way. */
export function screenPreloading(load: Load): Promise<void> | undefined {
  return preloading.get(load);
}
