import { theme } from 'antd';

export interface ChartColours {
  /** Axis labels: antd's secondary text, tuned for WCAG AA on cards in both modes. */
  axis: string;
  grid: string;
  revenues: string;
  expenses: string;
  margin: string;
  zero: string;
  tooltipBg: string;
  tooltipText: string;
  tooltipBorder: string;
  tooltipShadow: string;
  cursor: string;
}

/** '#rrggbb', '#rgb' or 'rgb(a)(…)' -> relative luminance; null when the colour cannot be read. */
export function luminanceOf(colour: string): number | null {
  let rgb: number[] | null = null;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const h = hex[1].length === 3 ? hex[1].replace(/./g, (c) => c + c) : hex[1];
    rgb = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  } else {
    const fn = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(colour.trim());
    if (fn) rgb = fn.slice(1, 4).map(Number);
  }
  if (!rgb) return null;
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2]);
}

/**
 * The charts' colours from the current antd theme, so they follow light and dark mode and the background presets:
 * text and grid come from antd's tokens; the series (green, orange, blue: told apart without relying on red and
 * green alone) take darker shades on light cards and lighter ones on dark cards, each at least 3:1 against the
 * card (WCAG 1.4.11).
 */
export function useChartColours(): ChartColours {
  const { token } = theme.useToken();
  const darkCard = (luminanceOf(token.colorBgContainer) ?? 1) < 0.2;
  return {
    axis: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    revenues: darkCard ? '#73d13d' : '#389e0d',
    expenses: darkCard ? '#ffa940' : '#d46b08',
    margin: darkCard ? '#85a5ff' : '#2f54eb',
    zero: token.colorTextQuaternary,
    tooltipBg: token.colorBgElevated,
    tooltipText: token.colorText,
    tooltipBorder: token.colorBorder,
    tooltipShadow: token.boxShadowSecondary,
    cursor: token.colorFillSecondary,
  };
}
