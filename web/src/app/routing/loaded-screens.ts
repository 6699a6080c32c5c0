import type { ComponentType } from 'react';

type Load = () => Promise<{ default: ComponentType }>;

const loaded = new Map<Load, { default: ComponentType }>();

/**
 * Loads a screen's module and keeps it, so that a screen preloaded before the app drew it (a cold link) draws at
 * once instead of suspending for the promise of a module already there (lazy-screen.ts). No React here: the entry
 * imports it.
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
