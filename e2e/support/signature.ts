import type { Page } from 'playwright-core';

/** A signature drawn with the finger: a few strokes across the pad. */
export async function drawSignature(page: Page): Promise<void> {
  const box = (await page.locator('canvas.signature-pad').boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1)
    await page.mouse.move(box.x + 20 + i * ((box.width - 40) / 12), box.y + box.height * (0.6 - 0.3 * Math.sin(i / 2)));
  await page.mouse.up();
}
