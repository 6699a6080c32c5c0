import { THEME_STORAGE_KEY, readThemeSettings } from '../layout/theme/theme-settings';
import { detectLocale, type LocaleSources } from './locale-detect';

const none: LocaleSources = { search: '', cookie: '', stored: undefined, local: null, session: null, browser: [], html: null };

describe('detectLocale (SPEC §9 lookup order)', () => {
  it.each<[string, Partial<LocaleSources>, string, string]>([
    ['the query parameter first', { search: '?lng=en', cookie: 'i18next=fr', stored: 'fr', browser: ['fr-FR'] }, 'en', 'query'],
    ['then the cookie', { search: '?lng=xx', cookie: 'a=1; i18next=en-GB', stored: 'fr' }, 'en', 'cookie'],
    ['then the stored choice', { stored: 'en', session: 'fr', browser: ['fr'] }, 'en', 'localStorage'],
    ["then i18next's own local storage key", { local: 'en-US', session: 'fr' }, 'en', 'localStorage'],
    ['then session storage', { session: 'en', browser: ['fr-FR'] }, 'en', 'sessionStorage'],
    ['then the browser, its first language the app speaks', { browser: ['es-MA', 'en-GB', 'fr'], html: 'fr' }, 'en', 'navigator'],
    ['Arabic as Morocco writes it', { browser: ['ar-MA', 'fr'] }, 'ar', 'navigator'],
    ['Arabic asked in the address', { search: '?lng=ar', stored: 'fr' }, 'ar', 'query'],
    ['then the html tag', { browser: ['es-ES'], html: 'EN' }, 'en', 'htmlTag'],
    ['French when nothing names fr, en or ar', { search: '?lng=de', cookie: 'i18next=%E0%A4%A', browser: ['es'] }, 'fr', 'default'],
  ])('%s', (_name, sources, locale, source) => {
    expect(detectLocale({ ...none, ...sources })).toEqual({ locale, source });
  });
});

describe('readThemeSettings language', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('takes ?lng=en over the stored French, and caches the choice in local storage (the theme kept)', () => {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ lang: 'fr', datathememode: 'dark' }));
    window.history.replaceState(null, '', '/sign-in?lng=en');
    expect(readThemeSettings()).toMatchObject({ lang: 'en', datathememode: 'dark' });
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY)!)).toEqual({ lang: 'en', datathememode: 'dark' });
    window.history.replaceState(null, '', '/sign-in');
    expect(readThemeSettings().lang).toBe('en');
  });

  it('reads the i18next cookie when nothing else is given', () => {
    document.cookie = 'i18next=en';
    expect(readThemeSettings().lang).toBe('en');
  });

  it('follows a French browser with nothing stored, without storing anything of the theme', () => {
    expect(readThemeSettings().lang).toBe('fr');
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY)!)).toEqual({ lang: 'fr' });
  });
});
