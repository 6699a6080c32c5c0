import { theme, type ThemeConfig } from 'antd';
import { BASE_TOKEN, bodyColour } from './base-theme';
import { BLACK, bodyRgb, contrast, css, DARK_SURFACE, hasBackground, isDark, mix, type Rgb, shadeFor, SLATE, themeColours, WHITE } from './colours';
import { channels, type ChromeColour, type ThemeSettings } from './theme-settings';

export { contrast } from './colours';

interface Chrome {
  /** CSS background: a colour or a gradient. */
  background: string;
  /** The solid colour menus pop up on. */
  solid: Rgb;
  /** The lightest colour under the text (a gradient's start). */
  lightest: Rgb;
  lightText: boolean;
  tinted: boolean;
}

/** How the header or the menu is painted for one of the five colour choices of SPEC §4. */
function chrome(style: ChromeColour, s: ThemeSettings, gradientTo: string): Chrome {
  const primary = channels(s.colorPrimaryRgb);
  let solid: Rgb;
  switch (style) {
    case 'dark':
      solid = s.bodyBg2 ? channels(s.bodyBg2) : isDark(s) ? DARK_SURFACE : SLATE;
      break;
    case 'color':
      solid = primary;
      break;
    case 'gradient': {
      // Darkened until white reads on its lighter end, so one text colour serves the whole gradient.
      const start = shadeFor(primary, WHITE, BLACK);
      const end = mix(start, BLACK, 0.3);
      return {
        background: `linear-gradient(${gradientTo}, ${css(start)}, ${css(end)})`,
        solid: end,
        lightest: start,
        lightText: true,
        tinted: false,
      };
    }
    case 'transparent':
      return { background: 'transparent', solid: bodyRgb(s), lightest: bodyRgb(s), lightText: isDark(s), tinted: false };
    default:
      solid = WHITE;
  }
  return { background: css(solid), solid, lightest: solid, lightText: contrast(WHITE, solid) >= 4.5, tinted: style === 'light' };
}

const sideChrome = (s: ThemeSettings) => chrome(s.dataMenuStyles, s, 'to bottom');
const headChrome = (s: ThemeSettings) => chrome(s.dataHeaderStyles, s, s.dir === 'rtl' ? 'to left' : 'to right');

/** The `theme` prop of the sidebar's antd Menu. */
export function menuThemeFor(s: ThemeSettings): 'light' | 'dark' {
  return sideChrome(s).lightText ? 'dark' : 'light';
}

/** Whether the header needs light text and icons. */
export function headerIsDark(s: ThemeSettings): boolean {
  return headChrome(s).lightText;
}

function menuTokens(s: ThemeSettings, c: Chrome) {
  const ink = c.lightText ? WHITE : BLACK;
  const primary = channels(s.colorPrimaryRgb);
  // A veil marks hovered and current entries: the usual one (lighter on dark chrome, darker on light) unless it
  // would take the text under 4.5:1, then the other way.
  const veil = (t: number) => {
    const tone = contrast(ink, mix(c.lightest, ink, t)) >= 4.5 ? ink : c.lightText ? BLACK : WHITE;
    return `rgba(${tone.join(', ')}, ${t})`;
  };
  // On white, a tint of the primary colour marks the current entry instead.
  const selectedBg = c.tinted ? mix(primary, WHITE, 0.88) : undefined;
  const items = {
    itemBg: 'transparent',
    subMenuItemBg: 'transparent',
    popupBg: css(c.solid),
    // Entries a little quieter than the text colour, as far as AA allows.
    itemColor: css(shadeFor(mix(ink, c.lightest, 0.12), c.lightest, ink)),
    itemHoverColor: css(ink),
    itemHoverBg: veil(0.1),
    itemSelectedBg: selectedBg ? css(selectedBg) : veil(0.18),
    itemSelectedColor: css(selectedBg ? shadeFor(primary, selectedBg, BLACK) : ink),
    groupTitleColor: css(shadeFor(mix(ink, c.lightest, 0.3), c.lightest, ink)),
  };
  // Only the set the sidebar uses: the other theme keeps antd's colours for menus elsewhere (e.g. a drawer).
  return c.lightText ? Object.fromEntries(Object.entries(items).map(([k, v]) => [`dark${k[0].toUpperCase()}${k.slice(1)}`, v])) : items;
}

/** antd's theme for the settings: algorithm, primary colour, text and page colours, header and menu colours (SPEC §4). */
export function antdThemeFor(s: ThemeSettings): ThemeConfig {
  const { dark, shown, card, onPrimary, link, quiet: colours } = themeColours(s);
  const side = sideChrome(s);
  const head = headChrome(s);
  const container = card && css(card);
  const quiet = dark ? colours : BASE_TOKEN.colorTextDescription;
  return {
    algorithm: dark ? theme.darkAlgorithm : undefined,
    token: {
      ...BASE_TOKEN,
      colorPrimary: s.colorPrimary,
      colorLink: css(link),
      // antd's red (#ff4d4f) gives 3.3:1 on white and its dark shade 4.3:1 on dark cards: danger text misses AA.
      colorError: dark ? '#ff7875' : '#cf1322',
      colorTextDescription: quiet,
      colorTextTertiary: quiet,
      // antd's 25 % placeholder grey (inputs, selects) reads at under 2:1.
      colorTextPlaceholder: quiet,
      ...(hasBackground(s) ? { colorText: 'rgba(255, 255, 255, 0.95)', colorTextSecondary: quiet } : {}),
      colorBgLayout: bodyColour(s),
      ...(container ? { colorBgContainer: container, colorBgElevated: container } : {}),
      ...(s.inputBorder ? { colorBorderSecondary: s.inputBorder } : {}),
    },
    components: {
      Layout: {
        headerBg: head.background,
        headerColor: head.lightText ? '#ffffff' : 'rgba(0, 0, 0, 0.88)',
        siderBg: side.background,
        lightSiderBg: side.background,
        triggerBg: css(side.solid),
        lightTriggerBg: css(side.solid),
        triggerColor: side.lightText ? '#ffffff' : '#000000',
        lightTriggerColor: side.lightText ? '#ffffff' : '#000000',
        // The body (theme.css) paints the background image; the layout lets it through.
        bodyBg: s.bgImg ? 'transparent' : bodyColour(s),
      },
      Menu: menuTokens(s, side),
      // A hovered default button writes in the primary colour, which on dark surfaces misses AA: the readable shade instead.
      Button: {
        primaryColor: onPrimary,
        defaultHoverColor: css(shown(link)),
        defaultHoverBorderColor: css(shown(link)),
        defaultActiveColor: css(shown(link)),
        defaultActiveBorderColor: css(shown(link)),
      },
      Radio: { buttonSolidCheckedColor: onPrimary },
      // antd writes the current tab in the primary colour itself, which several presets cannot carry as text.
      Tabs: { itemSelectedColor: css(shown(link)), itemActiveColor: css(shown(link)), itemHoverColor: css(shown(link)) },
    },
  };
}

/**
 * antd's theme for the header's controls when the header is not as dark as the page (a light header on a dark page, a
 * coloured one on a light page): a plain page of the header's darkness with the same primary colour, so that greys,
 * placeholders and links are made for the header rather than for the page (a dark page's placeholder grey vanished
 * in the search box of a light header).
 */
export function headerThemeFor(s: ThemeSettings): ThemeConfig {
  const datathememode = headerIsDark(s) ? 'dark' : 'light';
  return antdThemeFor({ ...s, datathememode, darkBg: '', bodyBg1: '', bodyBg2: '', bgImg: '', inputBorder: '' });
}
