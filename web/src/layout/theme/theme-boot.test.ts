import fs from 'node:fs';
import path from 'node:path';
import { themeReducer } from './theme-reducer';
import { DEFAULT_THEME_SETTINGS, readThemeSettings, THEME_STORAGE_KEY } from './theme-settings';
import { applyThemeToDocument } from './ThemeSettingsProvider';

const boot = new Function(fs.readFileSync(path.join(__dirname, '../../../public/theme-boot.js'), 'utf8')) as () => void;
const root = document.documentElement;

function snapshot(): Record<string, string> {
  const attributes = Object.fromEntries(
    [...root.attributes].filter((a) => a.name !== 'style' && a.name !== 'lang' && a.name !== 'data-theme-pending').map((a) => [a.name, a.value]),
  );
  return {
    ...attributes,
    colorScheme: root.style.colorScheme,
    background: root.style.backgroundColor,
    bodyBg: root.style.getPropertyValue('--theme-body-bg'),
  };
}

function clear(): void {
  for (const name of [...root.attributes].map((a) => a.name)) root.removeAttribute(name);
}

/** public/theme-boot.js (before the first paint) and the provider (afterwards) must put the same state on <html>. */
describe('theme-boot.js', () => {
  const stored: [string, string | null][] = [
    ['nothing', null],
    ['garbage', '{oops'],
    ['an array', '[1]'],
    [
      'dark mode, rtl, closed sidebar',
      JSON.stringify(
        themeReducer(themeReducer(themeReducer(DEFAULT_THEME_SETTINGS, { type: 'mode', value: 'dark' }), { type: 'dir', value: 'rtl' }), {
          type: 'toggleSidebar',
        }),
      ),
    ],
    ['a background preset', JSON.stringify(themeReducer(DEFAULT_THEME_SETTINGS, { type: 'bgPreset', index: 3 }))],
    ['a background image', JSON.stringify(themeReducer(DEFAULT_THEME_SETTINGS, { type: 'bgImage', value: 'bgimg5' }))],
    ['a background stored with light mode', JSON.stringify({ datathememode: 'light', bodyBg1: '20, 30, 96', bgImg: 'bgimg1' })],
    [
      'unknown values',
      JSON.stringify({
        datathememode: 'dusk',
        dir: 'up',
        dataWidth: 'boxed',
        dataNavLayout: 'horizontal',
        bgImg: 'x',
        bodyBg1: '999, 1, 1',
        datatoggled: 'yes',
      }),
    ],
  ];

  it.each(stored)('sets what the provider sets for %s', (_, value) => {
    if (value !== null) localStorage.setItem(THEME_STORAGE_KEY, value);
    clear();
    boot();
    const booted = snapshot();
    clear();
    applyThemeToDocument(readThemeSettings());
    expect(booted).toEqual(snapshot());
  });

  it('follows the system’s dark mode when no mode is stored, as the provider does', () => {
    const media = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...media(query), matches: query === '(prefers-color-scheme: dark)' })) as typeof window.matchMedia;
    try {
      clear();
      boot();
      const booted = snapshot();
      expect(root).toHaveAttribute('data-theme-mode', 'dark');
      clear();
      applyThemeToDocument(readThemeSettings());
      expect(booted).toEqual(snapshot());
    } finally {
      window.matchMedia = media;
    }
  });

  it('hides the app of a dark visit until the dark theme is in, and sets the language', () => {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ datathememode: 'dark', lang: 'en' }));
    clear();
    boot();
    expect(root).toHaveAttribute('data-theme-pending');
    expect(root).toHaveAttribute('lang', 'en');
    expect(root.style.getPropertyValue('--theme-body-bg')).toBe('rgb(0, 0, 0)');
    expect(root.style.backgroundColor).toBe('rgb(0, 0, 0)');
    localStorage.clear();
    clear();
    boot();
    expect(root).not.toHaveAttribute('data-theme-pending');
  });

  it('survives a storage that throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    clear();
    expect(boot).not.toThrow();
    expect(root).toHaveAttribute('data-theme-mode', 'light');
    spy.mockRestore();
  });

  it('stays small and ES5 (it runs unbundled, before the first paint)', () => {
    const source = fs.readFileSync(path.join(__dirname, '../../../public/theme-boot.js'), 'utf8');
    expect(source.length).toBeLessThan(4000);
    expect(source).not.toMatch(/\b(const|let|class)\s|=>|`/);
  });
});
