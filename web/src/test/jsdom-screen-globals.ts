// What jsdom lacks and the settings screens' libraries read (API tokens, webhooks): react-router's TextEncoder when it loads,
// antd's popovers a ResizeObserver, its table a scrollbar measure (a pseudo-element jsdom does not implement). matchMedia: setup.ts.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
