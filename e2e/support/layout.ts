import type { Page } from 'playwright-core';

/**
 * What a person would see as broken on the screen as it is now, one sentence each (an empty list when none):
 * - the page scrolls sideways;
 * - a text cut by its container (overflow hidden or clip), unless the cut is an ellipsis whose whole text is one
 *   hover away (a `title` on it or on an ancestor, or an antd tooltip trigger);
 * - an amount ('12 345,67 DH') broken over two lines;
 * - a button or link pushed out of the window with no scrolling container to bring it back;
 * - with `tablesFit` (a desk), a table wider than its card: columns hidden under the sticky actions column, or the
 *   actions themselves past its edge (a sheet of figures with a sticky first column may scroll).
 * Hidden elements (no box, a 1 px box for screen readers, visibility hidden, inside aria-hidden) are not judged.
 */
export async function layoutProblems(page: Page, { tablesFit = false } = {}): Promise<string[]> {
  return page.evaluate((tablesFit) => {
    const problems: string[] = [];
    const doc = document.documentElement;
    const vw = window.innerWidth;
    if (doc.scrollWidth > vw + 1) problems.push(`the page scrolls sideways: ${doc.scrollWidth} px in a ${vw} px window`);

    const shown = (el: Element): boolean => {
      const box = el.getBoundingClientRect();
      // 1 px boxes are the screen readers' text (visually hidden on purpose).
      if (box.width <= 1 || box.height <= 1) return false;
      if (el.closest('[aria-hidden="true"], .ant-select-selection-search, .ant-tabs-nav-operations')) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) !== 0;
    };
    const name = (el: Element): string => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    const explained = (el: Element): boolean => Boolean(el.closest('[title], [aria-describedby], .ant-tooltip-open'));

    // Text cut by its own box.
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (!el.childNodes.length || !Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
      if (!shown(el)) continue;
      const style = getComputedStyle(el);
      const clips = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflow);
      if (!clips || el.scrollWidth <= el.clientWidth + 1) continue;
      if (style.textOverflow === 'ellipsis' && explained(el)) continue;
      problems.push(
        `text cut in <${el.tagName.toLowerCase()} class="${el.className}">: « ${name(el)} » (${el.scrollWidth} px in ${el.clientWidth} px)`,
      );
    }

    // Amounts broken over two lines.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const amount = /^-?\s?[\d\u202f\u00a0 ]+(,\d{2})?\s?(DH|MAD)$/;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      if (!amount.test(text) || !node.parentElement || !shown(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
      if (lines.size > 1) problems.push(`amount on ${lines.size} lines: « ${text} »`);
    }

    // Controls out of the window, with nothing to scroll them back.
    const scrollsX = (el: Element | null): boolean => {
      for (let p = el?.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (['auto', 'scroll'].includes(s.overflowX) && p.scrollWidth > p.clientWidth) return true;
      }
      return false;
    };
    for (const el of Array.from(document.querySelectorAll('button, a[href], input, [role="button"]'))) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      if ((box.right > vw + 1 || box.left < -1) && !scrollsX(el) && !el.closest('.ant-drawer:not(.ant-drawer-open), .ant-carousel, .Toastify')) {
        const label = name(el) || el.getAttribute('aria-label') || '';
        problems.push(`control out of view: ${el.tagName.toLowerCase()} « ${label} » at ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
    }
    // On a desk, a table's columns fit: none hides under the sticky actions column, waiting for a sideways scroll.
    if (tablesFit)
      for (const body of Array.from(document.querySelectorAll('.ant-table-content, .ant-table-body'))) {
        if (!shown(body) || body.scrollWidth <= body.clientWidth + 1) continue;
        const heads = Array.from(body.closest('.ant-table')?.querySelectorAll('th') ?? [])
          .map((th) => th.textContent?.trim())
          .filter(Boolean);
        // A sheet of figures whose first column stays in place (the sites of Finance globale) scrolls as a spreadsheet
        // does; but a row's own buttons stay in view (a sticky actions column), not a sideways scroll away.
        if (body.querySelector('.ant-table-cell-fix-left, .ant-table-cell-fix-start')) {
          const edge = body.getBoundingClientRect().right;
          const away = Array.from(body.querySelectorAll('tbody td:last-child button')).filter(
            (b) => shown(b) && b.getBoundingClientRect().right > edge + 1,
          );
          if (away.length) problems.push(`row actions past the table's edge (${away.length} buttons): ${heads.join(' | ')}`);
          continue;
        }
        problems.push(`table wider than its card (${body.scrollWidth} px in ${body.clientWidth} px): ${heads.join(' | ')}`);
      }
    return problems;
  }, tablesFit);
}
