import type { Locale } from '@chantiers/schema';
import { browserLocaleSources, detectLocale, type LocaleSource } from '../../app/locale-detect';
/** The theme settings object of SPEC §3, kept in local storage under THEME_STORAGE_KEY. */
export const THEME_STORAGE_KEY = 'theme_settings';

export type NavLayout = 'vertical' | 'horizontal';
export type ThemeMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
export type NavStyle = 'menu-click' | 'menu-hover' | 'icon-click' | 'icon-hover';
export type VerticalStyle = 'default' | 'closed' | 'icontext' | 'overlay' | 'detached' | 'doublemenu';
export type PageStyle = 'regular' | 'classic' | 'modern';
export type WidthStyle = 'fullwidth' | 'boxed';
export type Position = 'fixed' | 'scrollable';
export type ChromeColour = 'light' | 'dark' | 'color' | 'gradient' | 'transparent';
export type BgImage = 'bgimg1' | 'bgimg2' | 'bgimg3' | 'bgimg4' | 'bgimg5';

export interface ThemeSettings {
  lang: Locale;
  dir: Direction;
  dataNavLayout: NavLayout;
  datathememode: ThemeMode;
  dataHeaderStyles: ChromeColour;
  dataMenuStyles: ChromeColour;
  loader: 'enable' | 'disable';
  dataVerticalStyle: VerticalStyle;
  dataNavStyle: NavStyle;
  /** Sidebar collapsed (true) or open. */
  datatoggled: boolean;
  dataPageStyle: PageStyle;
  dataWidth: WidthStyle;
  dataMenuPosition: Position;
  dataHeaderPosition: Position;
  /** "r, g, b" of the primary colour. */
  colorPrimaryRgb: string;
  /** The primary colour as #rrggbb. */
  colorPrimary: string;
  /** "r, g, b" of a dark background preset or custom background, '' when none. */
  darkBg: string;
  inputBorder: string;
  /** "r, g, b" body background and its second colour (+14 per channel for a custom one), '' when none. */
  bodyBg1: string;
  bodyBg2: string;
  /** One of the 5 background images ('bgimg1'…'bgimg5'), '' when none. */
  bgImg: BgImage | '';
  dataIconOverlay: string;
  dataIconText: string;
}

/** Arabic reads right to left whatever the direction chosen for French or English. */
export const directionFor = (lang: Locale, dir: Direction): Direction => (lang === 'ar' ? 'rtl' : dir);

/** The options of SPEC §4, in display order; the reader and the panel both use them. */
export const THEME_CHOICES = {
  lang: ['fr', 'en', 'ar'],
  dir: ['ltr', 'rtl'],
  dataNavLayout: ['vertical', 'horizontal'],
  datathememode: ['light', 'dark'],
  dataHeaderStyles: ['light', 'dark', 'color', 'gradient', 'transparent'],
  dataMenuStyles: ['light', 'dark', 'color', 'gradient', 'transparent'],
  loader: ['enable', 'disable'],
  dataVerticalStyle: ['default', 'closed', 'icontext', 'overlay', 'detached', 'doublemenu'],
  dataNavStyle: ['menu-click', 'menu-hover', 'icon-click', 'icon-hover'],
  dataPageStyle: ['regular', 'classic', 'modern'],
  dataWidth: ['fullwidth', 'boxed'],
  dataMenuPosition: ['fixed', 'scrollable'],
  dataHeaderPosition: ['fixed', 'scrollable'],
  bgImg: ['', 'bgimg1', 'bgimg2', 'bgimg3', 'bgimg4', 'bgimg5'],
} as const satisfies { [K in keyof ThemeSettings]?: readonly ThemeSettings[K][] };

/** SPEC §9 primary presets ("r, g, b"). */
export const PRIMARY_PRESETS = ['58, 88, 146', '92, 144, 163', '161, 90, 223', '78, 172, 76', '223, 90, 90'] as const;
/** SPEC §9 dark background presets: body colour and its second colour. */
export const BG_PRESETS = [
  ['20, 30, 96', '43, 52, 111'],
  ['8, 78, 115', '32, 95, 128'],
  ['90, 37, 135', '106, 58, 146'],
  ['24, 101, 51', '46, 116, 71'],
  ['120, 66, 20', '133, 84, 43'],
] as const;
export const BG_IMAGES = ['bgimg1', 'bgimg2', 'bgimg3', 'bgimg4', 'bgimg5'] as const;
/** The custom colour pickers start here (SPEC §9). */
export const CUSTOM_COLOUR_DEFAULT = '#6259ca';
/** Input borders on a dark background, as the template sets them. */
export const DARK_INPUT_BORDER = 'rgba(255, 255, 255, 0.1)';

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  lang: 'fr',
  dir: 'ltr',
  dataNavLayout: 'vertical',
  datathememode: 'light',
  dataHeaderStyles: 'light',
  dataMenuStyles: 'light',
  loader: 'disable',
  dataVerticalStyle: 'default',
  dataNavStyle: 'menu-click',
  datatoggled: false,
  dataPageStyle: 'regular',
  dataWidth: 'fullwidth',
  dataMenuPosition: 'fixed',
  dataHeaderPosition: 'fixed',
  colorPrimaryRgb: PRIMARY_PRESETS[0],
  colorPrimary: '#3a5892',
  darkBg: '',
  inputBorder: '',
  bodyBg1: '',
  bodyBg2: '',
  bgImg: '',
  dataIconOverlay: '',
  dataIconText: '',
};

const HEX = /^#[0-9a-f]{6}$/i;

/** "r, g, b" for '#rrggbb' (or for 'r,g,b' with any spacing); undefined when unreadable. */
export function toRgb(colour: unknown): string | undefined {
  if (typeof colour !== 'string') return undefined;
  const parts = HEX.test(colour)
    ? [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16))
    : /^\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*$/.test(colour)
      ? colour.split(',').map(Number)
      : [];
  return parts.length === 3 && parts.every((n) => n <= 255) ? parts.join(', ') : undefined;
}

export function channels(rgb: string): number[] {
  return rgb.split(',').map(Number);
}

export function toHex(rgb: string): string {
  return `#${channels(rgb)
    .map((n) => n.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The second background colour of a custom background: +14 per channel, at most 255 (SPEC §9). */
export function plus14(rgb: string): string {
  return channels(rgb)
    .map((n) => Math.min(255, n + 14))
    .join(', ');
}

function choice<K extends keyof typeof THEME_CHOICES>(raw: Record<string, unknown>, key: K): ThemeSettings[K] {
  const value = raw[key];
  return ((THEME_CHOICES[key] as readonly unknown[]).includes(value) ? value : DEFAULT_THEME_SETTINGS[key]) as ThemeSettings[K];
}

function rgbOrNone(value: unknown): string {
  return value === '' ? '' : (toRgb(value) ?? '');
}

/** Any stored value, checked field by field: whatever is missing or unknown takes its default. */
export function normaliseThemeSettings(raw: unknown): ThemeSettings {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const settings = { ...DEFAULT_THEME_SETTINGS };
  for (const key of Object.keys(THEME_CHOICES) as (keyof typeof THEME_CHOICES)[]) (settings as Record<string, unknown>)[key] = choice(r, key);
  if (typeof r.datatoggled === 'boolean') settings.datatoggled = r.datatoggled;
  // The hex form wins when the two disagree: it is what the picker last wrote.
  const primary = toRgb(r.colorPrimary) ?? toRgb(r.colorPrimaryRgb);
  if (primary) Object.assign(settings, { colorPrimaryRgb: primary, colorPrimary: toHex(primary) });
  // A background exists in dark mode only (SPEC §4); a stored light mode wins over a stray one.
  if (settings.datathememode === 'dark') {
    settings.bodyBg1 = rgbOrNone(r.bodyBg1);
    settings.bodyBg2 = settings.bodyBg1 ? (toRgb(r.bodyBg2) ?? plus14(settings.bodyBg1)) : '';
    settings.darkBg = settings.bodyBg1;
  } else settings.bgImg = '';
  for (const key of ['inputBorder', 'dataIconOverlay', 'dataIconText'] as const) {
    const value = r[key];
    if (typeof value === 'string' && value.length < 64) settings[key] = value;
  }
  return settings;
}

function readStored(): Record<string, unknown> {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}');
    return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// A language found outside local storage (the address, a cookie, the browser) is cached there, as SPEC §9 says.
const CACHED_SOURCES = new Set<LocaleSource>(['query', 'cookie', 'sessionStorage', 'navigator']);

const systemPrefersDark = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;

/** The stored settings, the language looked up in SPEC §9's order (the stored choice is its third source). */
export function readThemeSettings(): ThemeSettings {
  const stored = readStored();
  const settings = normaliseThemeSettings(stored);
  // No mode chosen yet: the system's, not stored, so the app follows it until the user picks one (as theme-boot.js).
  if (stored.datathememode === undefined && systemPrefersDark()) {
    settings.datathememode = 'dark';
    if (settings.dataMenuStyles === 'light') settings.dataMenuStyles = 'dark';
    if (settings.dataHeaderStyles === 'light') settings.dataHeaderStyles = 'dark';
  }
  const { locale, source } = detectLocale(browserLocaleSources(stored.lang));
  settings.lang = locale;
  settings.dir = directionFor(locale, settings.dir);
  if (CACHED_SOURCES.has(source) && stored.lang !== locale) {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ ...stored, lang: locale }));
    } catch {
      // Storage disabled: detected again next visit.
    }
  }
  return settings;
}

export function writeThemeSettings(settings: ThemeSettings): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or disabled (private mode): the theme still applies for this visit.
  }
}

/** Reset (SPEC §4) removes the theme settings; the language survives it (else a browser in English would win over a French choice). */
export function clearThemeSettings(lang: ThemeSettings['lang']): void {
  try {
    localStorage.removeItem(THEME_STORAGE_KEY);
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ lang }));
  } catch {
    // As above.
  }
}
