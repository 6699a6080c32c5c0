// The installed app's icons (web/public/icons/*.png), drawn from web/public/favicon.svg: run again after changing
// the logo (`node scripts/icons.mjs`). The PNGs are committed: they are sources of the web app, not build output.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public');
const svg = fs.readFileSync(path.join(web, 'favicon.svg'));
const BRAND = '#3a5892';

/** The logo as drawn, at `size` px (its rounded corners transparent). */
const plain = (size) =>
  sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 });

/**
 * Full-bleed on the brand's blue, the logo at 80 %: what Android's masks (circle, squircle) and iOS's rounded corners
 * may cut stays inside the safe zone (the inner 80 % circle).
 */
async function bleed(size) {
  const inner = Math.round(size * 0.8);
  const logo = await sharp(svg, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: logo, left: offset, top: offset }])
    .flatten({ background: BRAND })
    .png({ compressionLevel: 9 });
}

const out = (name) => path.join(web, 'icons', name);
fs.mkdirSync(path.join(web, 'icons'), { recursive: true });
await plain(192).toFile(out('icon-192.png'));
await plain(512).toFile(out('icon-512.png'));
await (await bleed(512)).toFile(out('maskable-512.png'));
await (await bleed(180)).toFile(out('apple-touch-icon.png'));
console.log('icons written to web/public/icons');
