import type { ThemeConfig } from 'antd';

/** The first primary preset of SPEC §9 (58, 88, 146); the shell issue makes it customisable. */
export const BRAND_PRIMARY = '#3a5892';

export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    borderRadius: 8,
    // antd's 45 % greys give ~3.4:1 on white; 62 % meets WCAG AA (4.5:1) for secondary text.
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
