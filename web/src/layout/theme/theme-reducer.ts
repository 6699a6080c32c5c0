import {
  BG_PRESETS,
  type BgImage,
  type ChromeColour,
  DARK_INPUT_BORDER,
  DEFAULT_THEME_SETTINGS,
  directionFor,
  plus14,
  PRIMARY_PRESETS,
  type ThemeMode,
  type ThemeSettings,
  toHex,
  toRgb,
} from './theme-settings';

/** Actions that set one field as they are: the action's type → the field. */
export const FIELD_ACTIONS = {
  dir: 'dir',
  navLayout: 'dataNavLayout',
  navStyle: 'dataNavStyle',
  verticalStyle: 'dataVerticalStyle',
  pageStyle: 'dataPageStyle',
  width: 'dataWidth',
  menuPosition: 'dataMenuPosition',
  headerPosition: 'dataHeaderPosition',
  menuColour: 'dataMenuStyles',
  headerColour: 'dataHeaderStyles',
  lang: 'lang',
} as const satisfies Record<string, keyof ThemeSettings>;

type FieldActions = typeof FIELD_ACTIONS;
export type FieldAction = { [T in keyof FieldActions]: { type: T; value: ThemeSettings[FieldActions[T]] } }[keyof FieldActions];

/** One action per option of SPEC §4, plus the language (it shares the stored object). */
export type ThemeAction =
  | FieldAction
  | { type: 'mode'; value: ThemeMode }
  /** index 0…4 of PRIMARY_PRESETS. */
  | { type: 'primaryPreset'; index: number }
  /** '#rrggbb' from the picker. */
  | { type: 'primaryCustom'; value: string }
  /** index 0…4 of BG_PRESETS. */
  | { type: 'bgPreset'; index: number }
  /** '#rrggbb' from the picker. */
  | { type: 'bgCustom'; value: string }
  | { type: 'bgImage'; value: BgImage }
  /** Without a value the sidebar flips. */
  | { type: 'toggleSidebar'; value?: boolean }
  | { type: 'reset' };

const isFieldAction = (action: ThemeAction): action is FieldAction => action.type in FIELD_ACTIONS;

/** A coloured background only reads with light text, so it brings dark mode and dark chrome along (SPEC §4). */
function darkBackground(state: ThemeSettings, bodyBg1: string, bodyBg2: string, bgImg: ThemeSettings['bgImg']): ThemeSettings {
  return {
    ...state,
    datathememode: 'dark',
    dataMenuStyles: 'dark',
    dataHeaderStyles: 'dark',
    darkBg: bodyBg1,
    bodyBg1,
    bodyBg2,
    bgImg,
    inputBorder: DARK_INPUT_BORDER,
  };
}

/** Light chrome turns dark with the mode and back, so the header's toggle alone darkens the whole screen. */
function withMode(state: ThemeSettings, mode: ThemeMode): ThemeSettings {
  const [from, to]: ChromeColour[] = mode === 'dark' ? ['light', 'dark'] : ['dark', 'light'];
  const swap = (colour: ChromeColour) => (colour === from ? to : colour);
  const next = { ...state, datathememode: mode, dataMenuStyles: swap(state.dataMenuStyles), dataHeaderStyles: swap(state.dataHeaderStyles) };
  // Light mode and a dark background exclude each other.
  return mode === 'light' ? { ...next, darkBg: '', bodyBg1: '', bodyBg2: '', bgImg: '', inputBorder: '' } : next;
}

function withPrimary(state: ThemeSettings, rgb: string | undefined): ThemeSettings {
  return rgb ? { ...state, colorPrimaryRgb: rgb, colorPrimary: toHex(rgb) } : state;
}

export function themeReducer(state: ThemeSettings, action: ThemeAction): ThemeSettings {
  // Into Arabic the page turns right to left, and back out of it left to right.
  if (action.type === 'lang') {
    const dir = action.value === 'ar' ? 'rtl' : state.lang === 'ar' ? 'ltr' : state.dir;
    return { ...state, lang: action.value, dir };
  }
  if (isFieldAction(action))
    return { ...state, [FIELD_ACTIONS[action.type]]: action.value, dir: directionFor(state.lang, action.type === 'dir' ? action.value : state.dir) };
  switch (action.type) {
    case 'mode':
      return action.value === state.datathememode ? state : withMode(state, action.value);
    case 'primaryPreset':
      return withPrimary(state, PRIMARY_PRESETS[action.index]);
    case 'primaryCustom':
      return withPrimary(state, toRgb(action.value));
    case 'bgPreset': {
      const preset = BG_PRESETS[action.index];
      return preset ? darkBackground(state, preset[0], preset[1], '') : state;
    }
    case 'bgCustom': {
      const rgb = toRgb(action.value);
      return rgb ? darkBackground(state, rgb, plus14(rgb), '') : state;
    }
    case 'bgImage':
      return darkBackground(state, '', '', action.value);
    case 'toggleSidebar':
      return { ...state, datatoggled: action.value ?? !state.datatoggled };
    case 'reset':
      return { ...DEFAULT_THEME_SETTINGS, lang: state.lang, dir: directionFor(state.lang, DEFAULT_THEME_SETTINGS.dir) };
  }
}
