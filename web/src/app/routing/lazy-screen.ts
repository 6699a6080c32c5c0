import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { loadedScreen, loadScreen } from './loaded-screens';

type Load = () => Promise<{ default: ComponentType }>;

const made = new Map<Load, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per screen module, so two routes of one screen ('/' and '/sign-in') share it and keep its state.
 * A module already here is handed over by a thenable that answers at once: React.lazy then draws the screen in the
 * same pass instead of committing the skeleton first and drawing the screen in another pass (on a slow phone, the
 * reveal of a suspended screen is also held back by up to 300 ms).
 */
export function lazyScreen(load: Load): LazyExoticComponent<ComponentType> {
  let screen = made.get(load);
  if (!screen) {
    screen = lazy(() => {
      const module = loadedScreen(load);
      return module
        ? ({ then: (resolve: (m: { default: ComponentType }) => void) => resolve(module) } as Promise<{ default: ComponentType }>)
        : loadScreen(load);
    });
    made.set(load, screen);
  }
  return screen;
}
