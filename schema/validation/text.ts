/**
 * Text no field may hold: NUL (PostgreSQL refuses it in text columns, so it would fail the statement) and a lone
 * UTF-16 surrogate (it is not a character: stored as U+FFFD, it would read back other than it was sent).
 */
// No lookbehind: the schemas also run in older Safari.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE = 'validation.text.unsafe';

export function isUnsafeText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/**
 * The path ('input.name', 'ids.0') of the first string in `value`, at any depth, that holds unsafe text; null when
 * there is none. Object keys count too: they become field names in error messages.
 */
export function unsafeTextPath(value: unknown): string[] | null {
  // Iterative, with links to parents rather than copied paths: a hostile body may nest deeper than the call stack.
  interface Node {
    value: unknown;
    key?: string;
    parent?: Node;
  }
  const pathOf = (node: Node): string[] => {
    const path: string[] = [];
    for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) path.push(n.key);
    return path.reverse();
  };
  const pending: Node[] = [{ value }];
  while (pending.length) {
    const node = pending.pop()!;
    if (typeof node.value === 'string') {
      if (isUnsafeText(node.value)) return pathOf(node);
      continue;
    }
    if (!node.value || typeof node.value !== 'object') continue;
    const entries = Object.entries(node.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i];
      const child = { value: inner, key, parent: node };
      if (isUnsafeText(key)) return pathOf(child);
      pending.push(child);
    }
  }
  return null;
}
