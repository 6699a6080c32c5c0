import { ar } from './ar';
import { en } from './en';
import { fr, type MessageId } from './fr';

export { ar, en, fr, type MessageId };
/** French is the default; Arabic is written right to left. */
export type Locale = 'fr' | 'en' | 'ar';
export const LOCALES: readonly Locale[] = ['fr', 'en', 'ar'];
export const sharedMessages = { fr, en, ar } as const;

export function isMessageId(id: string): id is MessageId {
  return id in fr;
}

/** Translates a message id; unknown ids are returned as they are (already a sentence). */
export function translate(id: string, locale: Locale = 'fr'): string {
  return isMessageId(id) ? sharedMessages[locale][id] : id;
}
