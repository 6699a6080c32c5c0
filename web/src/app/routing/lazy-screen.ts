import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type Load = () => Promise<{ default: ComponentType }>;

const made = new Map<Load, LazyExoticComponent<ComponentType>>();

/** One lazy component per screen module, so two routes of one screen ('/' and '/sign-in') share it and keep its state. */
export function lazyScreen(load: Load): LazyExoticComponent<ComponentType> {
  let screen = made.get(load);
  if (!screen) {
    screen = lazy(load);
    made.set(load, screen);
  }
  return screen;
}
