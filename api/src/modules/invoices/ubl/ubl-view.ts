import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { UBL_NS } from './ubl-namespaces';

const select = xpath.useNamespaces({ cac: UBL_NS.cac, cbc: UBL_NS.cbc });
const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;

/** A UBL file read for the rules: texts and amounts by XPath from the root (Invoice or CreditNote alike). */
export class UblView {
  private constructor(private readonly root: Node) {}

  /** Null when the text is not well-formed XML: the rules cannot read it (the schema check says why). */
  static parse(xml: string): UblView | null {
    let failed = false;
    try {
      const doc = new DOMParser({ onError: () => void (failed = true) }).parseFromString(xml, 'text/xml');
      const root = doc.documentElement as unknown as Node | null;
      return failed || !root ? null : new UblView(root);
    } catch {
      // xmldom throws on fatal errors (an unclosed tag) where it only reports lesser ones.
      return null;
    }
  }

  get isCreditNote(): boolean {
    return (this.root as unknown as Element).localName === 'CreditNote';
  }

  nodes(path: string, from: Node = this.root): Node[] {
    const found = select(path, from);
    return Array.isArray(found) ? (found as Node[]) : [];
  }

  /** The trimmed text of the first match, or '' when there is none. */
  text(path: string, from: Node = this.root): string {
    return (this.nodes(path, from)[0]?.textContent ?? '').trim();
  }

  /** A decimal string, or null when absent or not a number (a rule on it then fails, it does not throw). */
  amount(path: string, from: Node = this.root): string | null {
    const value = this.text(path, from);
    return DECIMAL.test(value) ? value : null;
  }
}
