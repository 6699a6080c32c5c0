import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { type ThemeAction, themeReducer } from './theme-reducer';
import {
  BG_PRESETS,
  DEFAULT_THEME_SETTINGS,
  PRIMARY_PRESETS,
  readThemeSettings,
  THEME_STORAGE_KEY,
  type ThemeSettings,
  writeThemeSettings,
} from './theme-settings';
import { ThemeSettingsProvider, useThemeSettings } from './ThemeSettingsProvider';

const run = (...actions: ThemeAction[]) => actions.reduce(themeReducer, DEFAULT_THEME_SETTINGS);
const stored = () => JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null') as Partial<ThemeSettings> | null;

describe('defaults (SPEC §4, §9)', () => {
  it('are a light, vertical, left-to-right French theme in the first primary preset', () => {
    expect(DEFAULT_THEME_SETTINGS).toMatchObject({
      lang: 'fr',
      dir: 'ltr',
      dataNavLayout: 'vertical',
      datathememode: 'light',
      dataNavStyle: 'menu-click',
      dataVerticalStyle: 'default',
      dataPageStyle: 'regular',
      dataWidth: 'fullwidth',
      dataMenuPosition: 'fixed',
      dataHeaderPosition: 'fixed',
      dataMenuStyles: 'light',
      dataHeaderStyles: 'light',
      colorPrimaryRgb: '58, 88, 146',
      colorPrimary: '#3a5892',
      bodyBg1: '',
      bgImg: '',
      loader: 'disable',
      datatoggled: false,
    });
  });
});

describe('themeReducer', () => {
  it.each([
    [{ type: 'dir', value: 'rtl' }, { dir: 'rtl' }],
    [{ type: 'navLayout', value: 'horizontal' }, { dataNavLayout: 'horizontal' }],
    [{ type: 'navStyle', value: 'icon-hover' }, { dataNavStyle: 'icon-hover' }],
    [{ type: 'verticalStyle', value: 'doublemenu' }, { dataVerticalStyle: 'doublemenu' }],
    [{ type: 'pageStyle', value: 'modern' }, { dataPageStyle: 'modern' }],
    [{ type: 'width', value: 'boxed' }, { dataWidth: 'boxed' }],
    [{ type: 'menuPosition', value: 'scrollable' }, { dataMenuPosition: 'scrollable' }],
    [{ type: 'headerPosition', value: 'scrollable' }, { dataHeaderPosition: 'scrollable' }],
    [{ type: 'menuColour', value: 'gradient' }, { dataMenuStyles: 'gradient' }],
    [{ type: 'headerColour', value: 'transparent' }, { dataHeaderStyles: 'transparent' }],
    [{ type: 'lang', value: 'en' }, { lang: 'en' }],
  ] as [ThemeAction, Partial<ThemeSettings>][])('%j sets one field', (action, change) => {
    expect(themeReducer(DEFAULT_THEME_SETTINGS, action)).toEqual({ ...DEFAULT_THEME_SETTINGS, ...change });
  });

  it('Arabic turns the page right to left, keeps it so, and leaving it turns it back', () => {
    const arabic = run({ type: 'lang', value: 'ar' });
    expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(themeReducer(arabic, { type: 'dir', value: 'ltr' })).toMatchObject({ dir: 'rtl' });
    expect(themeReducer(arabic, { type: 'reset' })).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(themeReducer(arabic, { type: 'lang', value: 'fr' })).toMatchObject({ lang: 'fr', dir: 'ltr' });
    // A French reader's own right-to-left choice survives a switch to English.
    expect(run({ type: 'dir', value: 'rtl' }, { type: 'lang', value: 'en' })).toMatchObject({ lang: 'en', dir: 'rtl' });
  });

  it('dark mode darkens light chrome and keeps a chosen colour', () => {
    const next = run({ type: 'menuColour', value: 'color' }, { type: 'mode', value: 'dark' });
    expect(next).toMatchObject({ datathememode: 'dark', dataHeaderStyles: 'dark', dataMenuStyles: 'color' });
  });

  it('light mode clears a dark background and lightens dark chrome', () => {
    const next = run({ type: 'bgPreset', index: 2 }, { type: 'mode', value: 'light' });
    expect(next).toMatchObject({
      datathememode: 'light',
      dataMenuStyles: 'light',
      dataHeaderStyles: 'light',
      bodyBg1: '',
      bodyBg2: '',
      darkBg: '',
      bgImg: '',
      inputBorder: '',
    });
    expect(run({ type: 'bgImage', value: 'bgimg4' }, { type: 'mode', value: 'light' }).bgImg).toBe('');
  });

  it('choosing the current mode changes nothing', () => {
    const dark = run({ type: 'mode', value: 'dark' });
    expect(themeReducer(dark, { type: 'mode', value: 'dark' })).toBe(dark);
  });

  it.each([
    [0, '58, 88, 146', '#3a5892'],
    [1, '92, 144, 163', '#5c90a3'],
    [2, '161, 90, 223', '#a15adf'],
    [3, '78, 172, 76', '#4eac4c'],
    [4, '223, 90, 90', '#df5a5a'],
  ])('primary preset %i is rgb(%s), %s', (index, rgb, hex) => {
    expect(run({ type: 'primaryPreset', index })).toMatchObject({ colorPrimaryRgb: rgb, colorPrimary: hex });
    expect(PRIMARY_PRESETS[index]).toBe(rgb);
  });

  it('takes a custom primary colour from the picker and ignores an unreadable one', () => {
    expect(run({ type: 'primaryCustom', value: '#6259CA' })).toMatchObject({ colorPrimaryRgb: '98, 89, 202', colorPrimary: '#6259ca' });
    expect(run({ type: 'primaryCustom', value: 'teal' })).toBe(DEFAULT_THEME_SETTINGS);
    expect(run({ type: 'primaryPreset', index: 9 })).toBe(DEFAULT_THEME_SETTINGS);
  });

  it.each([
    [0, '20, 30, 96', '43, 52, 111'],
    [1, '8, 78, 115', '32, 95, 128'],
    [2, '90, 37, 135', '106, 58, 146'],
    [3, '24, 101, 51', '46, 116, 71'],
    [4, '120, 66, 20', '133, 84, 43'],
  ])('background preset %i (%s / %s) forces dark mode, dark menu and dark header', (index, body, second) => {
    const next = run({ type: 'headerColour', value: 'gradient' }, { type: 'bgPreset', index });
    expect(next).toMatchObject({
      datathememode: 'dark',
      dataMenuStyles: 'dark',
      dataHeaderStyles: 'dark',
      bodyBg1: body,
      bodyBg2: second,
      darkBg: body,
      bgImg: '',
    });
    expect(BG_PRESETS[index]).toEqual([body, second]);
  });

  it('a custom background gets +14 per channel as its second colour, at most 255, and forces dark', () => {
    expect(run({ type: 'bgCustom', value: '#102030' })).toMatchObject({
      bodyBg1: '16, 32, 48',
      bodyBg2: '30, 46, 62',
      datathememode: 'dark',
      dataMenuStyles: 'dark',
      dataHeaderStyles: 'dark',
    });
    expect(run({ type: 'bgCustom', value: '#f5fa01' }).bodyBg2).toBe('255, 255, 15');
    expect(run({ type: 'bgCustom', value: '#ffffff' }).bodyBg2).toBe('255, 255, 255');
    expect(run({ type: 'bgCustom', value: 'nope' })).toBe(DEFAULT_THEME_SETTINGS);
  });

  it('a background image replaces a background colour (and the reverse), in dark mode', () => {
    const image = run({ type: 'bgPreset', index: 0 }, { type: 'bgImage', value: 'bgimg3' });
    expect(image).toMatchObject({
      bgImg: 'bgimg3',
      bodyBg1: '',
      bodyBg2: '',
      datathememode: 'dark',
      dataMenuStyles: 'dark',
      dataHeaderStyles: 'dark',
    });
    expect(themeReducer(image, { type: 'bgPreset', index: 1 })).toMatchObject({ bgImg: '', bodyBg1: '8, 78, 115' });
  });

  it('toggles the sidebar or sets it', () => {
    const closed = run({ type: 'toggleSidebar' });
    expect(closed.datatoggled).toBe(true);
    expect(themeReducer(closed, { type: 'toggleSidebar' }).datatoggled).toBe(false);
    expect(themeReducer(closed, { type: 'toggleSidebar', value: true }).datatoggled).toBe(true);
  });

  it('reset restores every default but keeps the language', () => {
    const busy = run(
      { type: 'lang', value: 'en' },
      { type: 'bgPreset', index: 3 },
      { type: 'dir', value: 'rtl' },
      { type: 'primaryPreset', index: 4 },
      { type: 'toggleSidebar' },
    );
    expect(themeReducer(busy, { type: 'reset' })).toEqual({ ...DEFAULT_THEME_SETTINGS, lang: 'en' });
  });
});

describe('readThemeSettings', () => {
  it('follows the system’s dark mode until a mode is chosen', () => {
    const media = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...media(query), matches: query === '(prefers-color-scheme: dark)' })) as typeof window.matchMedia;
    try {
      expect(readThemeSettings()).toMatchObject({ datathememode: 'dark', dataMenuStyles: 'dark', dataHeaderStyles: 'dark' });
      // Not stored: the app follows the system until the user picks.
      expect(stored()?.datathememode).toBeUndefined();
      localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ datathememode: 'light' }));
      expect(readThemeSettings().datathememode).toBe('light');
    } finally {
      window.matchMedia = media;
    }
  });

  it('gives the defaults when nothing or garbage is stored', () => {
    expect(readThemeSettings()).toEqual(DEFAULT_THEME_SETTINGS);
    for (const garbage of ['{not json', '42', 'null', '"dark"', '[1,2]', 'true']) {
      localStorage.setItem(THEME_STORAGE_KEY, garbage);
      expect(readThemeSettings()).toEqual(DEFAULT_THEME_SETTINGS);
    }
  });

  it('keeps the readable fields and replaces the unknown ones, one by one', () => {
    localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({
        lang: 'en',
        dir: 'sideways',
        datathememode: 'dark',
        dataWidth: 'boxed',
        dataNavStyle: 42,
        datatoggled: 'yes',
        colorPrimary: '#zzzzzz',
        colorPrimaryRgb: '161, 90, 223',
        bodyBg1: '300, 0, 0',
        bgImg: 'bgimg9',
      }),
    );
    expect(readThemeSettings()).toEqual({
      ...DEFAULT_THEME_SETTINGS,
      lang: 'en',
      datathememode: 'dark',
      dataWidth: 'boxed',
      colorPrimaryRgb: '161, 90, 223',
      colorPrimary: '#a15adf',
    });
  });

  it('derives the rgb form from the hex form when they disagree, and the second background when missing', () => {
    localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ datathememode: 'dark', colorPrimary: '#4EAC4C', colorPrimaryRgb: '1, 2, 3', bodyBg1: '10,20,30' }),
    );
    expect(readThemeSettings()).toMatchObject({
      colorPrimary: '#4eac4c',
      colorPrimaryRgb: '78, 172, 76',
      bodyBg1: '10, 20, 30',
      bodyBg2: '24, 34, 44',
      darkBg: '10, 20, 30',
    });
  });

  it('drops a background stored with light mode (a background exists in dark mode only)', () => {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ datathememode: 'light', bodyBg1: '20, 30, 96', bgImg: 'bgimg1' }));
    expect(readThemeSettings()).toMatchObject({ datathememode: 'light', bodyBg1: '', bgImg: '' });
  });

  it('survives a storage that throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readThemeSettings()).toEqual(DEFAULT_THEME_SETTINGS);
    spy.mockRestore();
  });

  it('reads back what writeThemeSettings stored', () => {
    const settings = run({ type: 'bgPreset', index: 1 }, { type: 'navLayout', value: 'horizontal' }, { type: 'toggleSidebar' });
    writeThemeSettings(settings);
    expect(readThemeSettings()).toEqual(settings);
  });
});

describe('ThemeSettingsProvider', () => {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(ThemeSettingsProvider, null, children);
  const SESSION = { access_token: 'a.b.c', refresh_token: 'd.e.f', user_details: '{"id":1}', is_partner: 'false' };

  it('stores every change and puts it on <html>', () => {
    const { result } = renderHook(() => useThemeSettings(), { wrapper });
    act(() => result.current.set({ type: 'mode', value: 'dark' }));
    act(() => result.current.dispatch({ type: 'dir', value: 'rtl' }));
    expect(result.current.settings).toMatchObject({ datathememode: 'dark', dir: 'rtl' });
    expect(stored()).toMatchObject({ datathememode: 'dark', dir: 'rtl', lang: 'fr' });
    expect(document.documentElement).toHaveAttribute('data-theme-mode', 'dark');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('reset removes the theme settings but leaves the session keys (and the language) in local storage', () => {
    for (const [key, value] of Object.entries(SESSION)) localStorage.setItem(key, value);
    const { result } = renderHook(() => useThemeSettings(), { wrapper });
    act(() => result.current.set({ type: 'bgPreset', index: 0 }));
    act(() => result.current.reset());
    expect(result.current.settings).toEqual(DEFAULT_THEME_SETTINGS);
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY)!)).toEqual({ lang: 'fr' });
    for (const [key, value] of Object.entries(SESSION)) expect(localStorage.getItem(key)).toBe(value);

    act(() => result.current.set({ type: 'lang', value: 'en' }));
    act(() => result.current.reset());
    expect(result.current.settings).toEqual({ ...DEFAULT_THEME_SETTINGS, lang: 'en' });
    expect(stored()).toEqual({ lang: 'en' });
    expect(localStorage.getItem('access_token')).toBe(SESSION.access_token);
  });

  it('starts from what is stored', () => {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ datathememode: 'dark', bgImg: 'bgimg2' }));
    const { result } = renderHook(() => useThemeSettings(), { wrapper });
    expect(result.current.settings).toMatchObject({ datathememode: 'dark', bgImg: 'bgimg2' });
    expect(document.documentElement).toHaveAttribute('data-bg-img', 'bgimg2');
  });

  it('refuses to work without a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useThemeSettings())).toThrow(/ThemeSettingsProvider/);
    jest.mocked(console.error).mockRestore();
  });
});
