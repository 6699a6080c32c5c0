const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text as HTML that shows it as typed, for a third-party widget that writes what it is given with innerHTML
 * (frappe-gantt's bar labels): a task titled '<img onerror=…>' is a title, not an element.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
