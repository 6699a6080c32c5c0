import { registerServiceWorker } from './service-worker';

class FakeWorker extends EventTarget {
  postMessage = jest.fn();
  constructor(public state: ServiceWorkerState = 'installing') {
    super();
  }
  /** The browser moving the worker on. */
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = jest.fn(() => Promise.resolve());
  /** A new version found: the browser installs it. */
  finds(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: object | null = null;
  registration = new FakeRegistration();
  register = jest.fn((): Promise<FakeRegistration> => Promise.resolve(this.registration));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** jsdom's location cannot be redefined (nor its reload replaced): its reload is replaced on its implementation. */
function mockReload(): { reload: jest.Mock; restore(): void } {
  const reload = jest.fn();
  const descriptor = Object.getOwnPropertyDescriptor(window, 'location');
  if (descriptor?.configurable) {
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
    return { reload, restore: () => Object.defineProperty(window, 'location', descriptor) };
  }
  const impl = Object.getOwnPropertySymbols(window.location).find((s) => s.description === 'impl');
  if (!impl) throw new Error('jsdom changed: window.location.reload cannot be replaced');
  const target = (window.location as unknown as Record<symbol, { reload?: () => void }>)[impl];
  target.reload = reload;
  return { reload, restore: () => delete target.reload };
}

let container: FakeContainer;
let location: ReturnType<typeof mockReload>;

function start({ controller = true, waiting = false }: { controller?: boolean; waiting?: boolean } = {}) {
  container.controller = controller ? {} : null;
  if (waiting) container.registration.waiting = new FakeWorker('installed');
  const offerUpdate = jest.fn<void, [() => void]>();
  registerServiceWorker(offerUpdate);
  return offerUpdate;
}

beforeEach(() => {
  container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  location = mockReload();
});

afterEach(() => {
  location.restore();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  jest.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('registers the built service worker for the whole app', async () => {
    start();
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('offers once a new version waiting while a version runs the page', async () => {
    const offerUpdate = start({ controller: true, waiting: true });
    await settle();
    expect(offerUpdate).toHaveBeenCalledTimes(1);
    // Nothing is applied before the user accepts.
    expect(container.registration.waiting?.postMessage).not.toHaveBeenCalled();
  });

  it('tells the waiting worker to take over when the user accepts, and reloads on the change of controller', async () => {
    const offerUpdate = start({ controller: true, waiting: true });
    await settle();
    const waiting = container.registration.waiting!;
    const apply = offerUpdate.mock.calls[0][0];
    apply();
    expect(waiting.postMessage).toHaveBeenCalledTimes(1);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(location.reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on a change of controller the user did not ask for (the first install taking the page)', async () => {
    const offerUpdate = start({ controller: false });
    await settle();
    container.controller = {};
    container.dispatchEvent(new Event('controllerchange'));
    expect(location.reload).not.toHaveBeenCalled();
    expect(offerUpdate).not.toHaveBeenCalled();
  });

  it('does not reload on a change of controller while an offer is still unanswered', async () => {
    const offerUpdate = start({ controller: true, waiting: true });
    await settle();
    expect(offerUpdate).toHaveBeenCalledTimes(1);
    container.dispatchEvent(new Event('controllerchange'));
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('offers nothing at the first install (no version runs the page)', async () => {
    const offerUpdate = start({ controller: false, waiting: true });
    await settle();
    expect(offerUpdate).not.toHaveBeenCalled();
  });

  it('offers nothing when no new version waits', async () => {
    const offerUpdate = start({ controller: true, waiting: false });
    await settle();
    expect(offerUpdate).not.toHaveBeenCalled();
  });

  it('offers a version found later once it is installed, and applying it tells that worker', async () => {
    const offerUpdate = start({ controller: true });
    await settle();
    const found = new FakeWorker('installing');
    container.registration.finds(found);
    expect(offerUpdate).not.toHaveBeenCalled();
    found.becomes('installed');
    expect(offerUpdate).toHaveBeenCalledTimes(1);
    offerUpdate.mock.calls[0][0]();
    expect(found.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('does not offer a version found later before it is installed', async () => {
    const offerUpdate = start({ controller: true });
    await settle();
    const found = new FakeWorker('installing');
    container.registration.finds(found);
    found.becomes('redundant');
    expect(offerUpdate).not.toHaveBeenCalled();
  });

  it('does not offer a version found later when no version runs the page (first install)', async () => {
    const offerUpdate = start({ controller: false });
    await settle();
    const found = new FakeWorker('installing');
    container.registration.finds(found);
    found.becomes('installed');
    expect(offerUpdate).not.toHaveBeenCalled();
  });

  it('throws nothing when the registration fails', async () => {
    const rejected = jest.fn();
    process.on('unhandledRejection', rejected);
    try {
      container.register.mockImplementation(() => Promise.reject(new Error('SecurityError')));
      const offerUpdate = jest.fn();
      expect(() => registerServiceWorker(offerUpdate)).not.toThrow();
      await settle();
      await settle();
      expect(offerUpdate).not.toHaveBeenCalled();
      expect(rejected).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', rejected);
    }
  });

  it('does nothing in a browser without service workers', () => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    expect('serviceWorker' in navigator).toBe(false);
    expect(() => registerServiceWorker(jest.fn())).not.toThrow();
  });

  it('looks for a new version when the app is shown again or the network comes back, online only', async () => {
    start();
    await settle();
    const { update } = container.registration;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(update).toHaveBeenCalledTimes(2);
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('does not look for a new version while the app is hidden, and a failed look throws nothing', async () => {
    start();
    await settle();
    const { update } = container.registration;
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    update.mockImplementation(() => Promise.reject(new Error('offline')));
    const rejected = jest.fn();
    process.on('unhandledRejection', rejected);
    try {
      window.dispatchEvent(new Event('online'));
      await settle();
      expect(update).toHaveBeenCalledTimes(1);
      expect(rejected).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', rejected);
    }
  });
});
