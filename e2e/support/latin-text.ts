import type { Page } from 'playwright-core';

/**
 * The French or English left on a screen shown in Arabic: each visible text (and each field's placeholder, each
 * control's accessible label) holding a Latin word in lower case of three letters or more. Names and codes pass (a
 * name starts with a capital, a code is in capitals: Karim Alaoui, ICE, PDF), as do e-mail and web addresses, and
 * what is marked as another language (the language switch's « Français », « English »).
 */
export async function latinSentences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const word = /(^|[^\p{L}@./])(\p{Ll}[\p{Ll}'’-]{2,})(?=$|[^\p{L}@./])/u;
    const shown = (el: Element | null): boolean => {
      if (!el) return false;
      if (el.closest('[aria-hidden="true"], script, style, noscript, [hidden]')) return false;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const foreign = (el: Element) => {
      const lang = el.closest('[lang]')?.getAttribute('lang');
      return Boolean(lang && !lang.startsWith('ar'));
    };
    const check = (text: string | null | undefined, el: Element) => {
      const cleaned = (text ?? '').replace(/\S+@\S+|https?:\/\/\S+|\S+\.(ma|com|fr)\b/g, ' ');
      if (word.test(cleaned) && !foreign(el)) found.add(cleaned.replace(/\s+/g, ' ').trim().slice(0, 100));
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (shown(node.parentElement)) check(node.textContent, node.parentElement!);
    }
    for (const el of Array.from(document.body.querySelectorAll('[placeholder], [aria-label], [title]'))) {
      // antd's icons name themselves after their drawing ('eye-invisible'): the control around them is what is read.
      if (!shown(el) || el.matches('.anticon, .plain-input-reveal, button [role="img"], [role="button"] [role="img"]')) continue;
      check(el.getAttribute('placeholder'), el);
      check(el.getAttribute('aria-label'), el);
      check(el.getAttribute('title'), el);
    }
    return [...found];
  });
}
