import { theme } from 'antd';
import { antdThemeFor } from './antd-theme';
import { applyPublicTokens, publicTokensFor } from './public-tokens';
import { type ThemeAction, themeReducer } from './theme-reducer';
import { DEFAULT_THEME_SETTINGS, PRIMARY_PRESETS, type ThemeSettings } from './theme-settings';

const run = (...actions: ThemeAction[]) => actions.reduce(themeReducer, DEFAULT_THEME_SETTINGS);

/** '#rrggbb', 'rgb(…)' or 'rgba(…)' as comparable numbers. */
function channels(colour: string): number[] {
  if (colour.startsWith('#')) return [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  return colour
    .replace(/[^\d.,]/g, '')
    .split(',')
    .map(Number);
}

const settings: [string, ThemeSettings][] = [
  ['light', run()],
  ['dark', run({ type: 'mode', value: 'dark' })],
  ...PRIMARY_PRESETS.flatMap(
    (_, index) =>
      [
        [`preset ${index}, light`, run({ type: 'primaryPreset', index })],
        [`preset ${index}, dark`, run({ type: 'mode', value: 'dark' }, { type: 'primaryPreset', index })],
      ] as [string, ThemeSettings][],
  ),
  ['a background preset', run({ type: 'bgPreset', index: 1 })],
];

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

describe('publicTokensFor (the public screens, drawn without antd)', () => {
  it.each(settings)('gives the colours antd computes for %s', (_, s) => {
    const antd = theme.getDesignToken(antdThemeFor(s));
    const ours = publicTokensFor(s);
    const same: [string, string][] = [
      ['--ant-color-primary', antd.colorPrimary],
      ['--ant-color-primary-hover', antd.colorPrimaryHover],
      ['--ant-color-primary-active', antd.colorPrimaryActive],
      ['--ant-color-link', antd.colorLink],
      ['--ant-color-text', antd.colorText],
      ['--ant-color-text-secondary', antd.colorTextSecondary],
      ['--ant-color-text-placeholder', antd.colorTextPlaceholder],
      ['--ant-color-bg-container', antd.colorBgContainer],
      ['--ant-color-bg-layout', antd.colorBgLayout],
      ['--ant-color-border', antd.colorBorder],
      ['--ant-color-error', antd.colorError],
      ['--ant-color-error-bg', antd.colorErrorBg],
      ['--ant-color-error-border', antd.colorErrorBorder],
      ['--ant-color-warning', antd.colorWarning],
      ['--ant-color-success', antd.colorSuccess],
    ];
    for (const [name, expected] of same) {
      // The dark algorithm blends some colours; a unit of rounding either way is the same colour on screen.
      const got = channels(ours[name]);
      channels(expected).forEach((c, i) => expect({ name, value: Math.abs(c - got[i]) <= (i < 3 ? 1 : 0.01) }).toEqual({ name, value: true }));
    }
  });

  it('writes the variables on <html> and shows a page held back for dark mode, unless antd has written its own', () => {
    const root = document.createElement('html');
    root.setAttribute('data-theme-pending', '');
    applyPublicTokens(run({ type: 'mode', value: 'dark' }), root);
    expect(root.style.getPropertyValue('--ant-color-bg-container')).toBe('rgb(20, 20, 20)');
    expect(root.style.getPropertyValue('--theme-on-primary')).toBe('#ffffff');
    expect(root).not.toHaveAttribute('data-theme-pending');
    root.style.setProperty('--ant-color-bg-container', '#123456');
    root.setAttribute('data-antd-tokens', '');
    applyPublicTokens(run(), root);
    expect(root.style.getPropertyValue('--ant-color-bg-container')).toBe('#123456');
  });
});
