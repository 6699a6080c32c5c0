import { en } from './en';
import { fr, type MessageId } from './fr';

export { en, fr, type MessageId };
export type Locale = 'fr' | 'en';
export const sharedMessages = { fr, en } as const;

export function isMessageId(id: string): id is MessageId {
  return id in fr;
}

/** Translates a message id; unknown ids are returned as they are (already a sentence). */
export function translate(id: string, locale: Locale = 'fr'): string {
  return isMessageId(id) ? sharedMessages[locale][id] : id;
}
