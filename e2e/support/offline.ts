import type { Page } from 'playwright-core';
import sharp from 'sharp';

// The offline browser tests' helpers (e2e/offline.e2e.test.ts, issue 36).

/** Waits until what the phone keeps passes `ok` (30 s at most, then says what it holds), and returns it. */
export async function keptUntil(page: Page, ok: (kept: string) => boolean): Promise<string> {
  // The worker fetches every file of the build (about 400 with Arabic's): a loaded CI machine took over 30 s once.
  const deadline = Date.now() + 90_000;
  for (;;) {
    const kept = await keptAnswers(page);
    if (ok(kept)) return kept;
    if (Date.now() > deadline) throw new Error(`the phone's kept answers never passed the check: ${kept.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The service worker holds every file of the app and answers this page (waitForFunction does not await promises). */
export async function installed(page: Page): Promise<void> {
  // The worker fetches every file of the build (about 400 with Arabic's): a loaded CI machine took over 30 s once.
  const deadline = Date.now() + 90_000;
  while (
    !(await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated' && navigator.serviceWorker.controller !== null,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('the service worker was not installed within 90 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What the phone's storage keeps for offline starts (app/offline/persisted-cache.ts), as text. */
export function keptAnswers(page: Page): Promise<string> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would make an empty one, without the app's store.
    if (!(await indexedDB.databases()).some((db) => db.name === 'chantiers-offline')) return '';
    return new Promise<string>((resolve, reject) => {
      const open = indexedDB.open('chantiers-offline');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('answers')) return resolve('');
        const all = db.transaction('answers').objectStore('answers').getAll();
        all.onsuccess = () => resolve(JSON.stringify(all.result));
        all.onerror = () => reject(all.error);
      };
    });
  });
}

/** A phone camera's photo of an invoice: 3000 × 2000 px, 2 MB, noisy as a real one. */
export async function invoicePhoto(): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const noise = (Math.random() * 24) | 0;
      raw[i] = ((x * 255) / width + noise) & 255;
      raw[i + 1] = ((y * 255) / height + noise) & 255;
      raw[i + 2] = (128 + noise) & 255;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** When the phone last finished keeping the day's data (app/offline/day-data), 0 before it ever did. */
export const dayDataAt = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('day_data_'));
    return key ? ((JSON.parse(localStorage.getItem(key)!) as { at: number | null }).at ?? 0) : 0;
  });

/** Waits until the phone has kept the day's data after `after` (60 s at most). */
export async function dayDataAfter(page: Page, after: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((await dayDataAt(page)) <= after) {
    if (Date.now() > deadline) throw new Error("the phone never kept the day's data");
    await new Promise((r) => setTimeout(r, 250));
  }
}
