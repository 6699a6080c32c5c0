import { Radio } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ThemeMessagesId } from './messages';
import type { ThemeAction } from './theme-reducer';
import { THEME_CHOICES } from './theme-settings';
import { useThemeSettings } from './ThemeSettingsProvider';

/** Each group: the reducer action that sets it and the settings field it shows. */
const GROUPS = [
  ['mode', 'datathememode'],
  ['dir', 'dir'],
  ['navLayout', 'dataNavLayout'],
  ['navStyle', 'dataNavStyle'],
  ['verticalStyle', 'dataVerticalStyle'],
  ['pageStyle', 'dataPageStyle'],
  ['width', 'dataWidth'],
  ['menuPosition', 'dataMenuPosition'],
  ['headerPosition', 'dataHeaderPosition'],
] as const satisfies readonly (readonly [ThemeAction['type'], keyof typeof THEME_CHOICES])[];

export function ThemeStylesTab() {
  const intl = useIntl();
  const id = useId();
  const { settings, set } = useThemeSettings();
  const t = (key: ThemeMessagesId) => intl.formatMessage({ id: key });
  return (
    <>
      {GROUPS.map(([action, field]) => (
        <section key={action} className="theme-panel-section">
          <h3 className="theme-panel-label" id={`${id}-${action}`}>
            {t(`theme.group.${action}`)}
          </h3>
          <Radio.Group
            className="theme-panel-radios"
            name={`${id}-${action}-radio`}
            aria-labelledby={`${id}-${action}`}
            value={settings[field]}
            // Arabic is written right to left: the direction is a choice for French and English only.
            disabled={field === 'dir' && settings.lang === 'ar'}
            onChange={(e) => set({ type: action, value: e.target.value } as ThemeAction)}
            options={THEME_CHOICES[field].map((value) => ({ value, label: t(`theme.option.${value}`) }))}
          />
        </section>
      ))}
    </>
  );
}
