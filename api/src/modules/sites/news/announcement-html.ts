import sanitizeHtml from 'sanitize-html';

/** Images the feed may show: web addresses, or files this api serves. */
const IMAGE_SRC = /^(https?:\/\/[^\s]+|\/api\/v1\/files\/[\w\-/.?=&%]+)$/i;
const LINK_HREF = /^(https?:\/\/|mailto:)[^\s]+$/i;

const QUILL_CLASSES = ['ql-*'];
const DIRECTIONS = new Set(['rtl', 'ltr', 'auto']);
const LIST_KINDS = new Set(['bullet', 'ordered']);

/** Block tags keep `dir` (and a list item its Quill `data-list`) only with a known value. */
const block = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
  const kept: sanitizeHtml.Attributes = {};
  if (attribs.class) kept.class = attribs.class;
  if (DIRECTIONS.has(attribs.dir)) kept.dir = attribs.dir;
  if (tagName === 'li' && LIST_KINDS.has(attribs['data-list'])) kept['data-list'] = attribs['data-list'];
  return { tagName, attribs: kept };
};

/**
 * What the rich-text editor's toolbar (SPEC §9) can produce, and nothing else: bold, italic, underline, strike,
 * blockquote, code block, lists, indent, right-to-left, sizes, headers 1–4, links and images. Scripts, event
 * handlers, style attributes and `javascript:` addresses are removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'pre',
    'code',
    'ol',
    'ul',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'a',
    'img',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt'],
    p: ['dir'],
    li: ['dir', 'data-list'],
    h1: ['dir'],
    h2: ['dir'],
    h3: ['dir'],
    h4: ['dir'],
  },
  allowedClasses: {
    p: QUILL_CLASSES,
    span: QUILL_CLASSES,
    li: QUILL_CLASSES,
    pre: QUILL_CLASSES,
    blockquote: QUILL_CLASSES,
    h1: QUILL_CLASSES,
    h2: QUILL_CLASSES,
    h3: QUILL_CLASSES,
    h4: QUILL_CLASSES,
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  transformTags: {
    p: block,
    li: block,
    h1: block,
    h2: block,
    h3: block,
    h4: block,
    // A link whose address is refused keeps its words as plain text: drawn as a link, it would lead nowhere.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      return LINK_HREF.test(href) ? { tagName, attribs: { href, rel: 'noopener noreferrer', target: '_blank' } } : { tagName: 'span', attribs: {} };
    },
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const src = (attribs.src ?? '').trim();
      const kept: sanitizeHtml.Attributes = IMAGE_SRC.test(src) && !src.includes('..') ? { src } : {};
      if (kept.src && attribs.alt) kept.alt = attribs.alt;
      return { tagName, attribs: kept };
    },
  },
  // An image whose address was refused is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The announcement's HTML with only what the toolbar produces kept. */
export function sanitizeAnnouncement(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
