import { bodyColour } from './base-theme';
import { channels, type ThemeSettings } from './theme-settings';

/**
 * The colour arithmetic of the theme, without antd: antd-theme.ts builds antd's theme from it, and
 * public-tokens.ts the CSS variables of the public screens, which load no antd at all.
 */
export type Rgb = number[];
export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];
/** antd's dark container colour; a dark menu on a light page is slate instead. */
export const DARK_SURFACE: Rgb = [20, 20, 20];
export const SLATE: Rgb = [31, 41, 55];
export const ELEVATED_DARK: Rgb = [31, 31, 31];

const linear = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = (c: Rgb) => 0.2126 * linear(c[0]) + 0.7152 * linear(c[1]) + 0.0722 * linear(c[2]);

/** WCAG contrast ratio of two opaque colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
}

export const mix = (c: Rgb, to: Rgb, t: number): Rgb => c.map((v, i) => Math.round(v + (to[i] - v) * t));
export const css = (c: Rgb) => `rgb(${c.join(', ')})`;

/** The first shade of `c` towards `to` that meets WCAG AA (4.5:1) against `other` once `shown` as antd paints it. */
export function shadeFor(c: Rgb, other: Rgb, to: Rgb, shown = (x: Rgb) => x): Rgb {
  for (let t = 0; t < 1; t += 0.05) {
    const shade = mix(c, to, t);
    if (contrast(shown(shade), other) >= 4.5) return shade;
  }
  return to;
}

export const isDark = (s: ThemeSettings) => s.datathememode === 'dark';
export const hasBackground = (s: ThemeSettings) => !!(s.bodyBg1 || s.bgImg);
export const bodyRgb = (s: ThemeSettings): Rgb => channels(bodyColour(s).slice(4, -1));

/** The colours both themes share: what the primary colour, links, text and cards look like for the settings. */
export function themeColours(s: ThemeSettings) {
  const dark = isDark(s);
  const primary = channels(s.colorPrimaryRgb);
  // antd's dark algorithm shows a seed colour 15 % of the way to its dark background.
  const shown = (c: Rgb) => (dark ? mix(c, DARK_SURFACE, 0.15) : c);
  // Cards take a background's second colour, darkened towards the first where even the lightest link antd
  // can show would not read on it (the green preset).
  const card = s.bodyBg2 ? shadeFor(channels(s.bodyBg2), shown(WHITE), channels(s.bodyBg1)) : undefined;
  // The lightest surface text sits on: cards, or antd's elevated grey in plain dark mode.
  const surface = card ?? (dark ? ELEVATED_DARK : WHITE);
  const onPrimary = contrast(WHITE, shown(primary)) >= 4.5 ? '#ffffff' : '#000000';
  const link = shadeFor(primary, surface, dark ? WHITE : BLACK, shown);
  // antd's 45 % greys miss WCAG AA (4.5:1); on a coloured background even 65 % does.
  const quiet = dark ? (hasBackground(s) ? 'rgba(255, 255, 255, 0.85)' : 'rgba(255, 255, 255, 0.65)') : 'rgba(0, 0, 0, 0.62)';
  return { dark, primary, shown, card, onPrimary, link, quiet };
}
