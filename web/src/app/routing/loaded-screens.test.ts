import { loadedScreen, preloadScreen, screenPreloading } from './loaded-screens';

const Screen = () => null;

describe('a cold link’s screen preloaded by the entry', () => {
  it('is under way until it has arrived, then kept', async () => {
    let arrive: (m: { default: typeof Screen }) => void = () => undefined;
    const load = () => new Promise<{ default: typeof Screen }>((resolve) => (arrive = resolve));
    preloadScreen(load);
    const pending = screenPreloading(load);
    expect(pending).toBeDefined();
    expect(loadedScreen(load)).toBeUndefined();
    arrive({ default: Screen });
    await pending;
    expect(loadedScreen(load)?.default).toBe(Screen);
    await Promise.resolve();
    expect(screenPreloading(load)).toBeUndefined();
  });

  it('stops waiting when the download fails, so the route can say so', async () => {
    const load = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    preloadScreen(load);
    await expect(screenPreloading(load)).resolves.toBeUndefined();
    await Promise.resolve();
    expect(screenPreloading(load)).toBeUndefined();
    expect(loadedScreen(load)).toBeUndefined();
  });

  it('is not under way for a screen nobody preloaded', () => {
    expect(screenPreloading(() => Promise.resolve({ default: Screen }))).toBeUndefined();
  });
});
