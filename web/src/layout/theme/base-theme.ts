import type { ThemeSettings } from './theme-settings';

/** Page colours without a background choice; public/theme-boot.js paints the same before React starts. */
export const LIGHT_BODY = 'rgb(243, 245, 249)';
export const DARK_BODY = 'rgb(0, 0, 0)';

/** The page colour (behind a background image, the colour shown while it loads). */
export function bodyColour(s: ThemeSettings): string {
  return s.bodyBg1 ? `rgb(${s.bodyBg1})` : s.datathememode === 'dark' ? DARK_BODY : LIGHT_BODY;
}

export const BASE_TOKEN = {
  borderRadius: 8,
  fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  // antd's 45 % greys give ~3.4:1 on white; 62 % meets WCAG AA (4.5:1) for secondary text.
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  // antd's #ff4d4f gives 3.3:1 on white: field errors and danger buttons would miss AA.
  colorError: '#cf1322',
};
