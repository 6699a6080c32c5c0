import * as z from 'zod/mini';

/** SPEC §5: an announcement is required and at most 255 characters of text (markup not counted). */
export const ANNOUNCEMENT_LIMITS = {
  textMax: 255,
  /** The markup of a 255-character text stays far below this; anything longer is refused before parsing. */
  htmlMax: 20_000,
} as const;

export const SITE_NEWS_TYPES = ['ADD', 'MODIFICATION', 'DELETION', 'EVENT', 'ANNOUNCEMENT'] as const;
export type SiteNewsType = (typeof SITE_NEWS_TYPES)[number];

/**
 * How a changed value of the feed is stored and must be shown: 'money' '45900.00', 'quantity' '-900.000',
 * 'percent' '20' or '35', 'date' '2026-11-23', 'boolean' 'true' / 'false', 'enum' the value ('EN_COURS'), 'relation'
 * the related record's name, 'file' 'file' when there is one (a change says added, replaced or removed),
 * 'number' '12', 'text' as typed. The client formats each in the reader's language.
 */
export const NEWS_VALUE_KINDS = ['text', 'money', 'quantity', 'percent', 'date', 'boolean', 'enum', 'relation', 'file', 'number'] as const;
export type NewsValueKind = (typeof NEWS_VALUE_KINDS)[number];

/** The record kinds the feed names (the audited entity classes), with the screen that lists them. */
export const NEWS_ENTITY_KINDS = ['Site', 'Purchase', 'Revenue', 'ServiceSheet', 'StockMovement', 'PersonnelAssignment', 'ActivityMonth'] as const;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text a reader sees in rich-text HTML: tags dropped, entities decoded, white space collapsed and trimmed.
 * Works in the browser and in the api (no DOM needed).
 */
export function announcementText(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      // A line break between blocks reads as a space; inline tags (<strong>, <a>…) add nothing.
      .replace(/<\/?(p|br|li|ol|ul|h[1-6]|blockquote|pre|div)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
        if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** An image alone is content too: only tags and white space make an announcement empty. */
const hasContent = (html: string) => announcementText(html).length > 0 || /<img\b[^>]*\bsrc\s*=/i.test(html);

export const announcementSchema = z.object({
  content: z.string({ error: 'news.announcement.required' }).check(
    z.maxLength(ANNOUNCEMENT_LIMITS.htmlMax, 'news.announcement.max'),
    z.refine(hasContent, 'news.announcement.required'),
    z.refine((v) => announcementText(v).length <= ANNOUNCEMENT_LIMITS.textMax, 'news.announcement.max'),
  ),
});
export type AnnouncementValues = z.input<typeof announcementSchema>;
export type AnnouncementData = z.output<typeof announcementSchema>;
