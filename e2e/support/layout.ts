import type { Page } from 'playwright-core';

/**
 * What a person would see as broken on the screen as it is now, one sentence each (an empty list when none):
 * - the page scrolls sideways;
 * - a text cut by its container (overflow hidden or clip), unless the cut is an ellipsis whose whole text is one
 *   hover away (a `title` on it or on an ancestor, or an antd tooltip trigger);
 * - an amount ('12 345,67 DH') broken over two lines;
 * - a control (button, link, field, tab, a choice of a segmented or radio group) pushed out of the window with no
 *   sideways scroll to bring it back;
 * - a control out of view in a sideways scroll (past its visible edge) with nothing on screen saying there is more:
 *   a scroll is fine when the side the control hides on shows a cue, that is antd's own (a table's shadow on that
 *   edge, `ant-table-fix-end-shadow-show` / `-start-`; the tabs' shadow `ant-tabs-nav-wrap-ping-*` or their '⋯'
 *   button), a fade (a mask or a gradient over the scroll or its parent), an item cut by that edge (at least 12 px of
 *   it on each side: a row of chips or choices that visibly goes on), or a scrollbar that takes room. The browser runs
 *   headless with its scrollbars hidden, as a phone or a Mac shows them only while scrolling: there, only the others;
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

    // Controls out of view: out of the window with no sideways scroll to bring them back, or hidden by a sideways scroll
    // whose edge says nothing of what lies past it.
    const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [role="tab"], [role="switch"], label:has(> input)';
    const controls = Array.from(document.querySelectorAll<HTMLElement>(CONTROLS)).filter(
      (el) => shown(el) && !el.closest('.ant-drawer:not(.ant-drawer-open), .ant-carousel, .Toastify'),
    );
    const label = (el: Element) => `${el.tagName.toLowerCase()} « ${name(el) || el.getAttribute('aria-label') || ''} »`;
    // A sideways scroll: overflowing with overflow auto or scroll, or antd's tab bar (overflow hidden, moved by script).
    const scrolls = (p: HTMLElement): boolean => {
      if (p.matches('.ant-tabs-nav-wrap'))
        return (
          p.scrollWidth > p.clientWidth + 1 ||
          Boolean(p.closest('.ant-tabs-nav')?.querySelector('.ant-tabs-nav-operations:not(.ant-tabs-nav-operations-hidden)'))
        );
      return ['auto', 'scroll'].includes(getComputedStyle(p).overflowX) && p.scrollWidth > p.clientWidth + 1;
    };
    const faded = (el: Element | null): boolean => {
      if (!el) return false;
      const s = getComputedStyle(el);
      const mask = s.maskImage || s.getPropertyValue('-webkit-mask-image');
      if (mask && mask !== 'none') return true;
      return ['::before', '::after'].some((pseudo) => getComputedStyle(el, pseudo).backgroundImage.includes('gradient'));
    };
    const cued = (scroller: HTMLElement, side: 'start' | 'end'): boolean => {
      const left = side === 'start';
      if (scroller.closest(left ? '.ant-table-fix-start-shadow-show, .ant-table-ping-left' : '.ant-table-fix-end-shadow-show, .ant-table-ping-right'))
        return true;
      const nav = scroller.closest('.ant-tabs-nav');
      if (nav?.querySelector(`.ant-tabs-nav-wrap-ping-${left ? 'left' : 'right'}, .ant-tabs-nav-operations:not(.ant-tabs-nav-operations-hidden)`))
        return true;
      if (faded(scroller) || faded(scroller.parentElement)) return true;
      const s = getComputedStyle(scroller);
      if (scroller.offsetHeight - scroller.clientHeight - parseFloat(s.borderTopWidth) - parseFloat(s.borderBottomWidth) > 0) return true;
      const edge = scroller.getBoundingClientRect()[left ? 'left' : 'right'];
      return controls.some((c) => {
        const b = c.getBoundingClientRect();
        return scroller.contains(c) && b.left <= edge - 12 && b.right >= edge + 12;
      });
    };
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      let hiddenBy: HTMLElement | null = null;
      for (let p = el.parentElement; p && p !== document.body && !hiddenBy; p = p.parentElement) {
        if (!scrolls(p)) continue;
        const view = p.getBoundingClientRect();
        if (box.right > view.right + 1 || box.left < view.left - 1) hiddenBy = p;
      }
      if (hiddenBy) {
        const view = hiddenBy.getBoundingClientRect();
        const side = box.left < view.left - 1 ? 'start' : 'end';
        if (!cued(hiddenBy, side))
          problems.push(
            `control out of view with no cue of more: ${label(el)} past the ${side === 'start' ? 'left' : 'right'} edge of ` +
              `<${hiddenBy.tagName.toLowerCase()} class="${hiddenBy.className}"> (${Math.round(box.left)}–${Math.round(box.right)} px in ` +
              `${Math.round(view.left)}–${Math.round(view.right)} px)`,
          );
      } else if (box.right > vw + 1 || box.left < -1)
        problems.push(`control out of view: ${label(el)} at ${Math.round(box.left)}–${Math.round(box.right)} px`);
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
