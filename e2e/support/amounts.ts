import type { Page } from 'playwright-core';

/**
 * The amounts ('1 234,50 DH') and percentages ('−0,1 %') a right-to-left screen shows mirrored or unprotected, one
 * sentence each (an empty list when none). Each one in a visible text must be kept left to right as one piece, either
 * by the isolates formatMoney and formatPercent put around it (U+2066 … U+2069) or by its element's own style
 * (direction ltr with an isolating unicode-bidi) when the element holds it alone; and it must read so on the screen:
 * its first digit left of its last, the sign left of them, the unit ('DH', '%') right of them (the browser's own
 * layout, not what the text says).
 */
export async function mirroredAmounts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const AMOUNT = /[+\u2212-]?\d[\d\u202f\u00a0 .,]*?\s?(DH(?![\p{L}])|%)/gu;
    const ISOLATING = ['isolate', 'isolate-override', 'plaintext'];
    const shown = (el: Element | null): el is HTMLElement => {
      if (!el || el.closest('[aria-hidden="true"], script, style, noscript, [hidden]')) return false;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const rectOf = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      const el = node.parentElement;
      if (!/DH|%/.test(text) || !shown(el)) continue;
      const style = getComputedStyle(el);
      const ownIsolate = style.direction === 'ltr' && ISOLATING.includes(style.unicodeBidi);
      const bare = text.replace(/[\u2066-\u2069]/g, '').trim();
      for (const match of text.matchAll(AMOUNT)) {
        const amount = match[0];
        const start = match.index;
        const end = start + amount.length;
        const said = `« ${amount.replace(/\s/g, ' ')} » in <${el.tagName.toLowerCase()} class="${el.className}">`;
        const isolatedInText = /[\u2066\u2068]/.test(text[start - 1] ?? '') && text[end] === '\u2069';
        const isolatedByStyle = ownIsolate && bare === amount.trim();
        if (!isolatedInText && !isolatedByStyle) problems.push(`amount not isolated: ${said}`);
        // On the screen: digits left to right, then the unit (compared on one line; an amount on two lines is
        // layoutProblems' to report).
        const digits = [...amount].flatMap((c, i) => (/\d/.test(c) ? [start + i] : []));
        const first = rectOf(node, digits[0]);
        const last = rectOf(node, digits[digits.length - 1]);
        const unit = rectOf(node, start + amount.length - match[1].length);
        const sign = /\d/.test(amount[0]) ? null : rectOf(node, start);
        const oneLine = [first, last, sign ?? first].every((r) => Math.abs(r.top - unit.top) < 2);
        const inOrder = first.left <= last.left && last.right <= unit.left + 1 && (!sign || sign.right <= first.left + 1);
        if (oneLine && !inOrder) problems.push(`amount mirrored on screen: ${said}`);
      }
    }
    return problems;
  });
}
