import { bodyColour } from './base-theme';
import { BLACK, css, DARK_SURFACE, hasBackground, mix, themeColours, WHITE } from './colours';
import type { ThemeSettings } from './theme-settings';

/** antd's status colours (light, and as its dark algorithm shows them), with the AA-readable reds of antd-theme.ts. */
const STATUS = {
  light: {
    error: ['#cf1322', '#ffe8e6', '#f58d8c'],
    warning: ['#faad14', '#fffbe6', '#ffe58f'],
    success: ['#52c41a', '#f6ffed', '#b7eb8f'],
    info: ['#1677ff', '#e6f4ff', '#91caff'],
  },
  dark: {
    error: ['#dc6966', '#2c1b1c', '#5b3231'],
    warning: ['#d89614', '#2b2111', '#594214'],
    success: ['#49aa19', '#162312', '#274916'],
    info: ['#1668dc', '#111a2c', '#15325b'],
  },
} as const;

/**
 * antd's shades of the five primary presets (theme.getDesignToken with its default and dark algorithms): hover,
 * pressed, and the control outline (focus ring, button shadow). A custom colour gets close mixes instead.
 */
const PRESET_SHADES: Record<string, { light: [string, string, string]; dark: [string, string, string] }> = {
  '58, 88, 146': { light: ['#59729e', '#253a6b', 'rgba(3, 29, 55, 0.23)'], dark: ['#526990', '#2d4066', 'rgba(85, 138, 244, 0.17)'] },
  '92, 144, 163': { light: ['#7fa4b0', '#406b7d', 'rgba(8, 84, 90, 0.17)'], dark: ['#7496a0', '#436571', 'rgba(136, 215, 246, 0.19)'] },
  '161, 90, 223': { light: ['#be83eb', '#7c40b8', 'rgba(172, 5, 255, 0.06)'], dark: ['#ad78d6', '#704298', 'rgba(182, 101, 255, 0.26)'] },
  '78, 172, 76': { light: ['#72b86e', '#348535', 'rgba(26, 112, 12, 0.14)'], dark: ['#69a865', '#3a7738', 'rgba(105, 250, 105, 0.2)'] },
  '223, 90, 90': { light: ['#eb8783', '#b84044', 'rgba(255, 38, 5, 0.06)'], dark: ['#d67c78', '#984242', 'rgba(255, 101, 101, 0.26)'] },
};

/** Hover, pressed and outline shades of the primary colour as antd shows them. */
export function primaryShades(s: ThemeSettings): [string, string, string] {
  const preset = PRESET_SHADES[s.colorPrimaryRgb.replace(/\s+/g, '').split(',').join(', ')];
  if (preset) return s.datathememode === 'dark' ? preset.dark : preset.light;
  const { dark, primary, shown } = themeColours(s);
  const face = shown(primary);
  return [css(mix(face, WHITE, dark ? 0.15 : 0.2)), css(mix(face, BLACK, 0.25)), `rgba(${face.join(', ')}, 0.2)`];
}

/**
 * The `--ant-color-*` variables the public screens read, computed without antd: those screens load no antd, so
 * antd's DocumentTokens never runs there. The values are antd's for the same settings (the same colour rules
 * as antd-theme.ts); hover and pressed shades of the primary colour are close mixes rather than antd's palette.
 */
export function publicTokensFor(s: ThemeSettings): Record<string, string> {
  const { dark, primary, shown, card, link, quiet } = themeColours(s);
  const background = hasBackground(s);
  const face = shown(primary);
  const [hover, pressed] = primaryShades(s);
  const status = dark ? STATUS.dark : STATUS.light;
  const tokens: Record<string, string> = {
    '--ant-color-primary': css(face),
    '--ant-color-primary-hover': hover,
    '--ant-color-primary-active': pressed,
    '--ant-color-link': css(shown(link)),
    '--ant-color-link-hover': css(mix(shown(link), dark ? BLACK : WHITE, 0.3)),
    '--ant-color-text': background ? 'rgba(255, 255, 255, 0.95)' : dark ? 'rgba(255, 255, 255, 0.85)' : 'rgba(0, 0, 0, 0.88)',
    '--ant-color-text-secondary': background ? quiet : dark ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.65)',
    '--ant-color-text-description': quiet,
    '--ant-color-text-placeholder': quiet,
    '--ant-color-icon': quiet,
    '--ant-color-bg-container': card ? css(card) : dark ? css(DARK_SURFACE) : '#ffffff',
    '--ant-color-bg-layout': bodyColour(s),
    '--ant-color-border': dark ? '#424242' : '#d9d9d9',
    '--ant-color-bg-text-hover': dark ? 'rgba(255, 255, 255, 0.12)' : 'rgba(0, 0, 0, 0.06)',
    '--ant-color-fill-quaternary': dark ? 'rgba(255, 255, 255, 0.04)' : 'rgba(0, 0, 0, 0.02)',
    '--ant-color-error-outline': dark ? 'rgba(238, 84, 93, 0.11)' : 'rgba(255, 25, 5, 0.1)',
  };
  for (const [name, [colour, bg, border]] of Object.entries(status)) {
    tokens[`--ant-color-${name}`] = colour;
    tokens[`--ant-color-${name}-bg`] = bg;
    tokens[`--ant-color-${name}-border`] = border;
  }
  return tokens;
}

/** Marks <html> once antd's own DocumentTokens has written the variables: from then on they are antd's. */
export const ANTD_TOKENS_ATTRIBUTE = 'data-antd-tokens';

/** Writes the public screens' variables on <html> unless antd's are there, and shows a dark page held back by theme-boot.js. */
export function applyPublicTokens(s: ThemeSettings, root: HTMLElement = document.documentElement): void {
  if (!root.hasAttribute(ANTD_TOKENS_ATTRIBUTE)) for (const [name, value] of Object.entries(publicTokensFor(s))) root.style.setProperty(name, value);
  // Not colour tokens, so DocumentTokens never writes them: text on primary buttons (antd's Button.primaryColor)
  // and the focus ring and button shadow colour (antd's controlOutline).
  root.style.setProperty('--theme-on-primary', themeColours(s).onPrimary);
  root.style.setProperty('--theme-control-outline', primaryShades(s)[2]);
  root.removeAttribute('data-theme-pending');
}
