import type { Locale } from '@chantiers/schema';

/** Where a language may come from, in SPEC §9's lookup order (i18next's default detector and its key names). */
export interface LocaleSources {
  /** `?lng=en` */
  search: string;
  /** `document.cookie`, read for `i18next=…` */
  cookie: string;
  /** The app's own stored choice (the `lang` of the theme settings, SPEC §3), then i18next's `i18nextLng`. */
  stored: unknown;
  local: string | null;
  session: string | null;
  /** navigator.languages, most preferred first. */
  browser: readonly string[];
  /** The `lang` of <html> as the page shipped it. */
  html: string | null;
}

export type LocaleSource = 'query' | 'cookie' | 'localStorage' | 'sessionStorage' | 'navigator' | 'htmlTag' | 'default';

/** 'en-GB' → 'en', 'FR' → 'fr', 'ar-MA' → 'ar'; a language the app has no words for (es…) → null, so the next source is asked. */
export function supportedLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return base === 'fr' || base === 'en' || base === 'ar' ? base : null;
}

function cookieValue(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * SPEC §9: query parameter, cookie, local storage, session storage, browser language, html tag; French when none
 * names a language the app speaks. Returns where it was found, so a choice found elsewhere than in local storage
 * gets cached there.
 */
export function detectLocale(src: LocaleSources): { locale: Locale; source: LocaleSource } {
  const candidates: [LocaleSource, unknown][] = [
    ['query', new URLSearchParams(src.search).get('lng')],
    ['cookie', cookieValue(src.cookie, 'i18next')],
    ['localStorage', src.stored],
    ['localStorage', src.local],
    ['sessionStorage', src.session],
    ...src.browser.map((l): [LocaleSource, unknown] => ['navigator', l]),
    ['htmlTag', src.html],
  ];
  for (const [source, value] of candidates) {
    const locale = supportedLocale(value);
    if (locale) return { locale, source };
  }
  return { locale: 'fr', source: 'default' };
}

const safely = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

/** The browser's sources; storage or cookies may be disabled (private modes), which counts as empty. */
export function browserLocaleSources(stored: unknown): LocaleSources {
  return {
    search: safely(() => window.location.search, ''),
    cookie: safely(() => document.cookie, ''),
    stored,
    local: safely(() => localStorage.getItem('i18nextLng'), null),
    session: safely(() => sessionStorage.getItem('i18nextLng'), null),
    browser: safely(() => (navigator.languages?.length ? navigator.languages : [navigator.language]), []),
    // index.html ships lang="fr"; theme-boot.js may have set the stored 'en' already, which is the same answer.
    html: safely(() => document.documentElement.getAttribute('lang'), null),
  };
}
