import { foldForSearch } from '../../core/text/search';

/**
 * Arabic folded for search (issue 39): the marks a writer may or may not put (short vowels, shadda, sukun, the hamza
 * over or under alif, waw and ya — NFD splits أ إ آ ؤ ئ into their letter and the mark —, the tatweel) are dropped;
 * ى is ي, ة is ه, and the Moroccan and Persian forms of k, g and f are the usual Arabic letters: 'اكادير' finds أكادير,
 * 'الداخله' finds الداخلة. Latin text passes through unchanged.
 */
export function foldArabic(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, '')
    .replace(/ى|ی/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[کڭگ]/g, 'ك')
    .replace(/ڤ/g, 'ف')
    .normalize('NFC');
}

/** A place's names, or a user's search, folded the way a city's search key is: French and Arabic rules both. */
export const foldPlace = (...parts: (string | null | undefined)[]): string => foldArabic(foldForSearch(...parts));
