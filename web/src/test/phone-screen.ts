import { PHONE_QUERY } from '../shared/records/usePhone';

/** Runs `test` on a phone's screen (the app's phone media query matches, no other), then gives matchMedia back. */
export async function onPhone(test: () => Promise<void>): Promise<void> {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.includes(PHONE_QUERY.replace(/[()]/g, '')),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  try {
    await test();
  } finally {
    window.matchMedia = matchMedia;
  }
}
