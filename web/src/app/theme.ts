import type { ThemeConfig } from 'antd';

/** The first primary preset of SPEC §9 (58, 88, 146); the shell issue makes it customisable. */
export const BRAND_PRIMARY = '#3a5892';

export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    borderRadius: 8,
    fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
