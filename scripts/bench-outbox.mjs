// Changes made without a network reaching the server (issue 36): on the built app (the embedded database, as `npm start`
// runs it) and the machine's Chromium, a phone's outbox holding 500 changes — 300 stock exits and 200 purchases, each
// with the photo of its invoice (a 1600 px JPEG of ~230 KB, as the phone makes them) — is opened with the network back,
// and timed until the last change is on the server. One line:
//   bench: outbox 500 changes (200 photos) sent in … s (target < 60 s: ok|MISSED), … changes/s; server: … purchases, … movements
// The changes are written into the phone's storage (IndexedDB) as the app keeps them (app/offline/outbox-store.ts),
// before the app opens. Called by scripts/bench.mjs; `node scripts/bench-outbox.mjs` runs it alone.
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO_MANAGER, gql, signInThroughForm, startBuiltApp } from './built-app.mjs';

const TARGET_S = 60;
const MOVES = 300;
const PURCHASES = 200;

/** A photo of an invoice as the phone keeps it: 1600 × 1067 px, ~230 KB of JPEG. */
async function keptPhoto() {
  const width = 1600;
  const height = 1067;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % width;
    const noise = (Math.random() * 24) | 0;
    raw[i] = ((x * 255) / width + noise) & 255;
    raw[i + 1] = (((i / 3 / width) * 255) / height + noise) & 255;
    raw[i + 2] = (128 + noise) & 255;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function outboxBench() {
  const app = await startBuiltApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
  try {
    const token = (await gql(app.base, 'mutation ($input: SignInInput!) { signIn(input: $input) { accessToken } }', { input: DEMO_MANAGER })).signIn
      .accessToken;
    const site = (
      await gql(app.base, 'mutation ($input: SiteInput!) { createSite(input: $input) { id } }', { input: { name: 'Banc hors ligne' } }, token)
    ).createSite.id;
    const supplier = (
      await gql(
        app.base,
        'mutation ($input: SupplierInput!) { createSupplier(input: $input) { id } }',
        { input: { name: 'Banc Matériaux', ice: '001234567000091', email: 'banc@example.ma', phone: '0522123458', address: 'Rabat' } },
        token,
      )
    ).createSupplier.id;
    const product = (
      await gql(
        app.base,
        'mutation ($input: StockProductInput!) { createStockProduct(input: $input) { id } }',
        {
          input: {
            label: 'Banc ciment',
            stockDay: '2026-11-02',
            alertThreshold: '5',
            warningThreshold: '10',
            stock: '100000',
            unit: 'sacs',
            category: 'Liants',
          },
        },
        token,
      )
    ).createStockProduct.id;
    const photo = await keptPhoto();

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${app.base}/sign-in`);
    await signInThroughForm(page);
    await page.goto(`${app.base}/robots.txt`);
    // What a phone kept offline, as the outbox keeps it: oldest first, each with its key, the purchases with their photo.
    await page.evaluate(
      async ({ moves, purchases, site, supplier, product, photo }) => {
        const userId = JSON.parse(localStorage.getItem('user_details')).id;
        const blob = new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });
        const db = await new Promise((resolve, reject) => {
          const open = indexedDB.open('chantiers-outbox');
          open.onupgradeneeded = () => open.result.createObjectStore('changes');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const tx = db.transaction('changes', 'readwrite');
        const store = tx.objectStore('changes');
        const start = Date.now();
        for (let i = 0; i < moves + purchases; i += 1) {
          const key = crypto.randomUUID();
          const base = { key, userId, createdAt: start + i, attempts: 0 };
          if (i % 5 < 3 && i < (moves * 5) / 3) {
            store.put(
              {
                ...base,
                operationName: 'AddStockMovement',
                query:
                  'mutation AddStockMovement($productId: ID!, $input: StockMovementInput!) ' +
                  '{ addStockMovement(productId: $productId, input: $input) { movement { id } } }',
                variables: { productId: product, input: { type: 'SORTIE', quantity: '1', date: null, siteId: site, note: null } },
                label: `Sortie ${i}`,
              },
              key,
            );
          } else {
            const fileRef = crypto.randomUUID();
            store.put(
              {
                ...base,
                operationName: 'SiteFinanceCreatePurchase',
                query:
                  'mutation SiteFinanceCreatePurchase($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { id } }',
                variables: {
                  siteId: site,
                  input: {
                    supplierId: supplier,
                    label: `Achat ${i}`,
                    reference: `FA-${i}`,
                    date: '2026-11-30',
                    amountHT: '10.00',
                    vatRate: '20',
                    invoiceFileId: fileRef,
                  },
                },
                label: `Achat ${i}`,
                files: { [fileRef]: { blob, name: `facture-${i}.jpg`, kind: 'document' } },
              },
              key,
            );
          }
        }
        await new Promise((resolve, reject) => {
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
      },
      { moves: MOVES, purchases: PURCHASES, site, supplier, product, photo: [...photo] },
    );

    // page.evaluate awaits the count (waitForFunction would take the promise itself for a yes).
    const left = () =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const open = indexedDB.open('chantiers-outbox');
            open.onsuccess = () => {
              const count = open.result.transaction('changes').objectStore('changes').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      );
    const before = await left();
    if (before !== MOVES + PURCHASES) throw new Error(`the outbox holds ${before} changes, not ${MOVES + PURCHASES}`);
    const started = Date.now();
    await page.goto(`${app.base}/dashboard`);
    const deadline = Date.now() + 10 * 60_000;
    while ((await left()) > 0) {
      if (Date.now() > deadline) throw new Error('the outbox was not empty after 10 minutes');
      await new Promise((r) => setTimeout(r, 250));
    }
    const seconds = (Date.now() - started) / 1000;
    const counts = await gql(
      app.base,
      'query ($site: ID!, $product: ID!) { purchases(siteId: $site) { total } stockMovements(productId: $product) { total } }',
      { site, product },
      token,
    );
    const verdict = seconds < TARGET_S ? 'ok' : 'MISSED';
    console.log(
      `bench: outbox ${MOVES + PURCHASES} changes (${PURCHASES} photos) sent in ${seconds.toFixed(1)} s (target < ${TARGET_S} s: ${verdict}), ` +
        `${((MOVES + PURCHASES) / seconds).toFixed(1)} changes/s; server: ${counts.purchases.total} purchases, ${counts.stockMovements.total - 1} movements`,
    );
    await context.close();
    return { seconds, ok: seconds < TARGET_S && counts.purchases.total === PURCHASES && counts.stockMovements.total - 1 === MOVES };
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const { ok } = await outboxBench();
  if (!ok) process.exitCode = 1;
}
