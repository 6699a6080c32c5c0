import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// npm test runs these beside the api suites, on a shared CPU: a screen that takes 1.5 s to appear there is not broken.
// findBy* and waitFor wait up to 10 s (not 1 s); what never appears still fails.
configure({ asyncUtilTimeout: 10_000 });

// antd reads matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom's browser speaks en-US; our users' browsers mostly speak French, and the tests read the French screens.
Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => ['fr-FR', 'fr'] });
Object.defineProperty(window.navigator, 'language', { configurable: true, get: () => 'fr-FR' });

afterEach(() => {
  localStorage.clear();
});
