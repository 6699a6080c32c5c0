import { CheckOutlined } from '@ant-design/icons';
import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ThemeMessagesId } from './messages';
import type { ThemeAction } from './theme-reducer';
import { BG_IMAGES, BG_PRESETS, type ChromeColour, CUSTOM_COLOUR_DEFAULT, PRIMARY_PRESETS, THEME_CHOICES, toHex } from './theme-settings';
import { useThemeSettings } from './ThemeSettingsProvider';

interface SwatchProps {
  label: string;
  pressed: boolean;
  onClick(): void;
  style?: CSSProperties;
  className?: string;
}

/** A toggle button showing a colour; the check mark says "chosen" without relying on colour alone. */
function Swatch({ label, pressed, onClick, style, className = '' }: SwatchProps) {
  return (
    <button
      type="button"
      className={`theme-swatch ${className}`}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      style={style}
      onClick={onClick}
    >
      {pressed ? <CheckOutlined className="theme-swatch-check" aria-hidden /> : null}
    </button>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="theme-panel-section">
      <h3 className="theme-panel-label" id={id}>
        {title}
      </h3>
      <div className="theme-swatches" role="group" aria-labelledby={id}>
        {children}
      </div>
    </section>
  );
}

/**
 * The browser's own colour picker: labelled, keyboard-ready, and free. antd's ColorPicker cost the sign-in
 * route ~8 KB gzipped once the bundler merged its chunks (docs/DECISIONS.md). The choice applies when the
 * picker closes ('change'), not on every step of a drag ('input'), since each one re-themes the app.
 */
function CustomPicker({ label, value, onPick }: { label: string; value: string; onPick(hex: string): void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    const commit = () => input && onPick(input.value);
    input?.addEventListener('change', commit);
    return () => input?.removeEventListener('change', commit);
  }, [onPick]);
  return <input ref={ref} key={value} type="color" className="theme-colour-input" aria-label={label} title={label} defaultValue={value} />;
}

const rgb = (channels: string) => `rgb(${channels})`;

export function ThemeColorsTab() {
  const intl = useIntl();
  const { settings, set } = useThemeSettings();
  const t = (key: ThemeMessagesId, n?: number) => intl.formatMessage({ id: key }, { n });
  const primary = rgb(settings.colorPrimaryRgb);
  const preview: Record<ChromeColour, CSSProperties | undefined> = {
    light: { background: '#ffffff' },
    dark: { background: '#1f2937' },
    color: { background: primary },
    gradient: { background: `linear-gradient(135deg, ${primary}, #000000)` },
    transparent: undefined,
  };
  const presetPrimary = (PRIMARY_PRESETS as readonly string[]).includes(settings.colorPrimaryRgb);
  const presetBackground = BG_PRESETS.some(([body]) => body === settings.bodyBg1);

  const chromeGroup = (title: ThemeMessagesId, type: 'menuColour' | 'headerColour', current: ChromeColour) => (
    <Group title={t(title)}>
      {THEME_CHOICES.dataMenuStyles.map((colour) => (
        <Swatch
          key={colour}
          label={t(`theme.option.${colour}`)}
          pressed={current === colour}
          style={preview[colour]}
          className={colour === 'transparent' ? 'theme-swatch-transparent' : ''}
          onClick={() => set({ type, value: colour } as ThemeAction)}
        />
      ))}
    </Group>
  );

  return (
    <>
      {chromeGroup('theme.group.menuColour', 'menuColour', settings.dataMenuStyles)}
      {chromeGroup('theme.group.headerColour', 'headerColour', settings.dataHeaderStyles)}
      <Group title={t('theme.group.primary')}>
        {PRIMARY_PRESETS.map((channels, index) => (
          <Swatch
            key={channels}
            label={t('theme.primary.preset', index + 1)}
            pressed={settings.colorPrimaryRgb === channels}
            style={{ background: rgb(channels) }}
            onClick={() => set({ type: 'primaryPreset', index })}
          />
        ))}
        <CustomPicker
          label={t('theme.primary.custom')}
          value={presetPrimary ? CUSTOM_COLOUR_DEFAULT : settings.colorPrimary}
          onPick={(value) => set({ type: 'primaryCustom', value })}
        />
      </Group>
      <Group title={t('theme.group.background')}>
        {BG_PRESETS.map(([body, second], index) => (
          <Swatch
            key={body}
            label={t('theme.background.preset', index + 1)}
            pressed={settings.bodyBg1 === body}
            style={{ background: `linear-gradient(135deg, ${rgb(body)} 50%, ${rgb(second)} 50%)` }}
            onClick={() => set({ type: 'bgPreset', index })}
          />
        ))}
        <CustomPicker
          label={t('theme.background.custom')}
          value={settings.bodyBg1 && !presetBackground ? toHex(settings.bodyBg1) : CUSTOM_COLOUR_DEFAULT}
          onPick={(value) => set({ type: 'bgCustom', value })}
        />
      </Group>
      <Group title={t('theme.group.bgImage')}>
        {BG_IMAGES.map((image, index) => (
          <Swatch
            key={image}
            label={t('theme.bgImage.item', index + 1)}
            pressed={settings.bgImg === image}
            className="theme-swatch-image"
            style={{ backgroundImage: `url(/theme/${image}.svg)` }}
            onClick={() => set({ type: 'bgImage', value: image })}
          />
        ))}
      </Group>
    </>
  );
}
