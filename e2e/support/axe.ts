import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface ContrastViolation {
  target: string;
  summary: string;
}

/**
 * WCAG AA colour contrast of what the page shows once it is still, checked by axe-core inside the page. Colour
 * transitions (a theme switch, a hovered menu entry) are let finish first: axe would otherwise read the colours
 * half-way and report a contrast no user ever sees for more than a moment.
 */
export async function contrastViolations(page: Page): Promise<ContrastViolation[]> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Evaluated through the DevTools protocol: the app's CSP rightly refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })));
  });
}
