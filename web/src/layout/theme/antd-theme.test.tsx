import { render } from '@testing-library/react';
import { ConfigProvider, Layout, theme } from 'antd';
import { antdThemeFor, contrast, headerIsDark, headerThemeFor, menuThemeFor } from './antd-theme';
import { type ThemeAction, themeReducer } from './theme-reducer';
import { BG_PRESETS, type ChromeColour, DEFAULT_THEME_SETTINGS, PRIMARY_PRESETS } from './theme-settings';

const run = (...actions: ThemeAction[]) => actions.reduce(themeReducer, DEFAULT_THEME_SETTINGS);

/** "rgb(…)", "rgba(…)" or "#rrggbb" over an opaque backdrop, as the eye sees it. */
function paint(colour: string, backdrop: number[] = [255, 255, 255]): number[] {
  if (colour.startsWith('#')) return [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const [r, g, b, a = 1] = colour
    .replace(/[^\d.,]/g, '')
    .split(',')
    .map(Number);
  return [r, g, b].map((c, i) => c * a + backdrop[i] * (1 - a));
}

describe('antdThemeFor', () => {
  it('uses the default algorithm in light mode and the dark one in dark mode, with the primary colour', () => {
    expect(antdThemeFor(DEFAULT_THEME_SETTINGS)).toMatchObject({ algorithm: undefined, token: { colorPrimary: '#3a5892' } });
    const dark = antdThemeFor(run({ type: 'mode', value: 'dark' }, { type: 'primaryPreset', index: 2 }));
    expect(dark.algorithm).toBe(theme.darkAlgorithm);
    expect(dark.token?.colorPrimary).toBe('#a15adf');
  });

  it('paints header and sidebar for each colour choice', () => {
    const paintFor = (colour: ChromeColour) =>
      antdThemeFor(run({ type: 'menuColour', value: colour }, { type: 'headerColour', value: colour })).components?.Layout;
    expect(paintFor('light')).toMatchObject({ headerBg: 'rgb(255, 255, 255)', siderBg: 'rgb(255, 255, 255)' });
    expect(paintFor('dark')).toMatchObject({ headerBg: 'rgb(31, 41, 55)', siderBg: 'rgb(31, 41, 55)' });
    expect(paintFor('color')).toMatchObject({ headerBg: 'rgb(58, 88, 146)', siderBg: 'rgb(58, 88, 146)' });
    expect(paintFor('gradient')?.headerBg).toMatch(/^linear-gradient\(to right, rgb\(58, 88, 146\), rgb\(\d+, \d+, \d+\)\)$/);
    expect(paintFor('gradient')?.siderBg).toMatch(/^linear-gradient\(to bottom, /);
    expect(paintFor('transparent')).toMatchObject({ headerBg: 'transparent', siderBg: 'transparent' });
  });

  it('turns a horizontal gradient around in right-to-left', () => {
    const rtl = antdThemeFor(run({ type: 'headerColour', value: 'gradient' }, { type: 'dir', value: 'rtl' }));
    expect(rtl.components?.Layout?.headerBg).toMatch(/^linear-gradient\(to left, /);
  });

  it('lays a background preset on the page, its second colour on containers and dark chrome', () => {
    const config = antdThemeFor(run({ type: 'bgPreset', index: 0 }));
    expect(config.token).toMatchObject({ colorBgLayout: 'rgb(20, 30, 96)', colorBgContainer: 'rgb(43, 52, 111)' });
    expect(config.components?.Layout).toMatchObject({ bodyBg: 'rgb(20, 30, 96)', headerBg: 'rgb(43, 52, 111)', siderBg: 'rgb(43, 52, 111)' });
  });

  it('lets a background image through the layout', () => {
    expect(antdThemeFor(run({ type: 'bgImage', value: 'bgimg1' })).components?.Layout?.bodyBg).toBe('transparent');
  });

  it('tells the shell which menu theme and header text to use', () => {
    expect(menuThemeFor(DEFAULT_THEME_SETTINGS)).toBe('light');
    expect(headerIsDark(DEFAULT_THEME_SETTINGS)).toBe(false);
    expect(menuThemeFor(run({ type: 'menuColour', value: 'dark' }))).toBe('dark');
    expect(menuThemeFor(run({ type: 'menuColour', value: 'gradient' }))).toBe('dark');
    expect(headerIsDark(run({ type: 'headerColour', value: 'color' }))).toBe(true);
    // White text misses AA on the green preset: its colour header takes dark text.
    expect(headerIsDark(run({ type: 'primaryPreset', index: 3 }, { type: 'headerColour', value: 'color' }))).toBe(false);
    expect(menuThemeFor(run({ type: 'menuColour', value: 'transparent' }))).toBe('light');
    expect(menuThemeFor(run({ type: 'mode', value: 'dark' }, { type: 'menuColour', value: 'transparent' }))).toBe('dark');
    expect(headerIsDark(run({ type: 'bgPreset', index: 4 }))).toBe(true);
  });

  it("gives a header of the other darkness the greys and text of its own darkness, not the page's", () => {
    // A light header over a dark background: the page writes white, the header's search box must not.
    const darkPage = run({ type: 'bgPreset', index: 0 }, { type: 'primaryPreset', index: 2 }, { type: 'headerColour', value: 'light' });
    expect(antdThemeFor(darkPage).token).toMatchObject({ colorText: 'rgba(255, 255, 255, 0.95)', colorBgContainer: 'rgb(43, 52, 111)' });
    const onLight = headerThemeFor(darkPage);
    expect(onLight.algorithm).toBeUndefined();
    expect(onLight.token).toMatchObject({ colorPrimary: '#a15adf', colorTextPlaceholder: 'rgba(0, 0, 0, 0.62)' });
    expect(onLight.token).not.toHaveProperty('colorText');
    expect(onLight.token).not.toHaveProperty('colorBgContainer');
    // A coloured header over a light page.
    const onColour = headerThemeFor(run({ type: 'headerColour', value: 'color' }));
    expect(onColour.algorithm).toBe(theme.darkAlgorithm);
    expect(onColour.token?.colorTextPlaceholder).toBe('rgba(255, 255, 255, 0.65)');
  });

  it('renders a gradient header through antd (a CSS background string is accepted)', () => {
    const config = antdThemeFor(run({ type: 'headerColour', value: 'gradient' }));
    render(
      <ConfigProvider theme={config}>
        <Layout>
          <Layout.Header>header</Layout.Header>
        </Layout>
      </ConfigProvider>,
    );
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain(String(config.components?.Layout?.headerBg));
  });
});

describe('WCAG AA contrast (4.5:1) of the resolved antd tokens', () => {
  const variants = [
    ['light', run()],
    ['dark', run({ type: 'mode', value: 'dark' })],
    ['image', run({ type: 'bgImage', value: 'bgimg2' })],
    ...BG_PRESETS.map((_, index) => [`preset ${index + 1}`, run({ type: 'bgPreset', index })] as const),
  ] as const;

  it.each(variants)('text and secondary text on the page and on containers (%s)', (_, settings) => {
    const token = theme.getDesignToken(antdThemeFor(settings));
    for (const bg of [token.colorBgContainer, token.colorBgLayout, token.colorBgElevated]) {
      const backdrop = paint(bg);
      for (const text of [token.colorText, token.colorTextSecondary, token.colorTextDescription, token.colorTextTertiary, token.colorLink]) {
        expect(contrast(paint(text, backdrop), backdrop)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it.each(PRIMARY_PRESETS.map((rgb, index) => [rgb, index]))('primary button text and menu entries on primary %s', (_, index) => {
    for (const mode of ['light', 'dark'] as const) {
      const settings = run({ type: 'mode', value: mode }, { type: 'primaryPreset', index }, { type: 'menuColour', value: 'light' });
      const config = antdThemeFor(settings);
      const token = theme.getDesignToken(config);
      const button = config.components?.Button?.primaryColor as string;
      expect(contrast(paint(button), paint(token.colorPrimary))).toBeGreaterThanOrEqual(4.5);
      const menu = config.components?.Menu as Record<string, string>;
      expect(contrast(paint(menu.itemSelectedColor), paint(menu.itemSelectedBg))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(paint(token.colorLink, paint(token.colorBgContainer)), paint(token.colorBgContainer))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(paint(config.components?.Tabs?.itemSelectedColor as string), paint(token.colorBgElevated))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(['light', 'dark', 'color', 'gradient', 'transparent'] as const)('menu entries, hovered and current, on a %s sidebar', (colour) => {
    const backgrounds = [[], ...BG_PRESETS.map((_, index) => [{ type: 'bgPreset', index }]), [{ type: 'mode', value: 'dark' }]] as ThemeAction[][];
    for (const index of PRIMARY_PRESETS.keys()) {
      for (const background of backgrounds) {
        const settings = run(...background, { type: 'primaryPreset', index }, { type: 'menuColour', value: colour });
        const config = antdThemeFor(settings);
        const menu = config.components?.Menu as Record<string, string>;
        const key = (name: string) => (menuThemeFor(settings) === 'dark' ? `dark${name[0].toUpperCase()}${name.slice(1)}` : name);
        // The lightest colour under the text: the gradient's start, the page for a transparent menu, else the menu's own.
        const layout = config.components?.Layout?.siderBg as string;
        const under = layout.startsWith('linear-gradient')
          ? paint(layout.match(/rgb\([^)]+\)/)![0])
          : layout === 'transparent'
            ? paint(config.token?.colorBgLayout as string)
            : paint(layout);
        expect(contrast(paint(menu[key('itemColor')], under), under)).toBeGreaterThanOrEqual(4.5);
        for (const [bg, fg] of [
          ['itemHoverBg', 'itemHoverColor'],
          ['itemSelectedBg', 'itemSelectedColor'],
        ]) {
          const backdrop = paint(menu[key(bg)], under);
          expect(contrast(paint(menu[key(fg)], backdrop), backdrop)).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});
