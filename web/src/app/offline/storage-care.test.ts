import { careForStorage, needsHomeScreenHint, QUOTA_WARNING_SHARE } from './storage-care';

/** A StorageManager as a browser gives it, with the answers the test chooses. */
function fakeStorage({ persisted = false, usage = 0, quota = 1_000 }: { persisted?: boolean; usage?: number; quota?: number } = {}) {
  return {
    persisted: jest.fn(() => Promise.resolve(persisted)),
    persist: jest.fn(() => Promise.resolve(true)),
    estimate: jest.fn(() => Promise.resolve({ usage, quota })),
    getDirectory: jest.fn(),
  };
}
const asManager = (fake: object) => fake as unknown as StorageManager;

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

function fakeNavigator(fields: { userAgent: string; platform: string; maxTouchPoints: number; standalone?: boolean }) {
  return fields as unknown as Navigator;
}

describe('careForStorage', () => {
  it('asks the browser to keep the storage when it is not kept yet', async () => {
    const storage = fakeStorage({ persisted: false });
    await careForStorage(asManager(storage));
    expect(storage.persisted).toHaveBeenCalledTimes(1);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when the storage is already kept', async () => {
    const storage = fakeStorage({ persisted: true });
    await careForStorage(asManager(storage));
    expect(storage.persisted).toHaveBeenCalledTimes(1);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('returns the share in use when it reaches the warning share', async () => {
    expect(QUOTA_WARNING_SHARE).toBe(0.8);
    await expect(careForStorage(asManager(fakeStorage({ usage: 800, quota: 1_000 })))).resolves.toBe(0.8);
    await expect(careForStorage(asManager(fakeStorage({ usage: 950, quota: 1_000 })))).resolves.toBe(0.95);
    await expect(careForStorage(asManager(fakeStorage({ persisted: true, usage: 1_000, quota: 1_000 })))).resolves.toBe(1);
  });

  it('returns null below the warning share', async () => {
    await expect(careForStorage(asManager(fakeStorage({ usage: 799, quota: 1_000 })))).resolves.toBeNull();
    await expect(careForStorage(asManager(fakeStorage({ usage: 0, quota: 1_000 })))).resolves.toBeNull();
  });

  it('returns null when the quota is 0 or unknown', async () => {
    await expect(careForStorage(asManager(fakeStorage({ usage: 500, quota: 0 })))).resolves.toBeNull();
    const storage = { ...fakeStorage(), estimate: jest.fn(() => Promise.resolve({ usage: 500 })) };
    await expect(careForStorage(asManager(storage))).resolves.toBeNull();
  });

  it('returns null when the estimate fails', async () => {
    const storage = { ...fakeStorage({ persisted: true }), estimate: jest.fn(() => Promise.reject(new Error('SecurityError'))) };
    await expect(careForStorage(asManager(storage))).resolves.toBeNull();
    expect(storage.estimate).toHaveBeenCalledTimes(1);
  });

  it('estimates without persisted/persist (older browsers)', async () => {
    const storage = { estimate: jest.fn(() => Promise.resolve({ usage: 90, quota: 100 })) };
    await expect(careForStorage(asManager(storage))).resolves.toBe(0.9);
  });

  it('returns null without a StorageManager or its estimate', async () => {
    await expect(careForStorage(asManager({}))).resolves.toBeNull();
    // jsdom has no navigator.storage: the default parameter.
    await expect(careForStorage()).resolves.toBeNull();
  });
});

describe('needsHomeScreenHint', () => {
  it('is true in an iPhone’s Safari', () => {
    expect(needsHomeScreenHint(fakeNavigator({ userAgent: IPHONE_SAFARI, platform: 'iPhone', maxTouchPoints: 5 }), false)).toBe(true);
  });

  it('is false in an iPhone opened from the home screen (navigator.standalone)', () => {
    expect(needsHomeScreenHint(fakeNavigator({ userAgent: IPHONE_SAFARI, platform: 'iPhone', maxTouchPoints: 5, standalone: true }), false)).toBe(
      false,
    );
  });

  it('is true in an iPad’s Safari, which says it is a Mac with a touch screen', () => {
    expect(needsHomeScreenHint(fakeNavigator({ userAgent: IPAD_AS_MAC, platform: 'MacIntel', maxTouchPoints: 5 }), false)).toBe(true);
  });

  it('is false in Chrome on Android', () => {
    expect(needsHomeScreenHint(fakeNavigator({ userAgent: ANDROID_CHROME, platform: 'Linux armv8l', maxTouchPoints: 5 }), false)).toBe(false);
  });

  it('is false on a desktop Mac (no touch screen)', () => {
    expect(needsHomeScreenHint(fakeNavigator({ userAgent: IPAD_AS_MAC, platform: 'MacIntel', maxTouchPoints: 0 }), false)).toBe(false);
  });

  it('is false when the app runs in standalone display mode', () => {
    expect(needsHomeScreenHint(fakeNavigator({ userAgent: IPHONE_SAFARI, platform: 'iPhone', maxTouchPoints: 5 }), true)).toBe(false);
    expect(needsHomeScreenHint(fakeNavigator({ userAgent: IPAD_AS_MAC, platform: 'MacIntel', maxTouchPoints: 5 }), true)).toBe(false);
  });

  it('reads the display mode from matchMedia by default', () => {
    const nav = fakeNavigator({ userAgent: IPHONE_SAFARI, platform: 'iPhone', maxTouchPoints: 5 });
    const matchMedia = jest.spyOn(window, 'matchMedia');
    try {
      matchMedia.mockImplementation((query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList);
      expect(needsHomeScreenHint(nav)).toBe(false);
      matchMedia.mockImplementation(() => ({ matches: false }) as MediaQueryList);
      expect(needsHomeScreenHint(nav)).toBe(true);
    } finally {
      matchMedia.mockRestore();
    }
  });
});
