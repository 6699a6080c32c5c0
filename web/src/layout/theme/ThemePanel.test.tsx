import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import AntdRoot from '../../app/antd/AntdRoot';
import { AppProviders } from '../../app/AppProviders';
import { useLocale } from '../../shared/intl/locale-context';
import { DEFAULT_THEME_SETTINGS, THEME_STORAGE_KEY, type ThemeSettings } from './theme-settings';
import ThemePanel from './ThemePanel';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// AntdRoot takes antd's locale tables from their ES build; jest takes the CommonJS ones.
jest.mock('antd/es/locale/fr_FR', () => jest.requireActual('antd/lib/locale/fr_FR'));
jest.mock('antd/es/locale/en_US', () => jest.requireActual('antd/lib/locale/en_US'));

// jsdom has no ResizeObserver (antd's Tabs watch their size) and no pseudo-element styles; antd asks for them when measuring the scroll bar.
const computedStyle = window.getComputedStyle.bind(window);
beforeEach(() => jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element)));
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const stored = () => JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null') as ThemeSettings | null;
const html = document.documentElement;

function LanguageProbe() {
  const { locale, changeLocale } = useLocale();
  return (
    <button type="button" onClick={() => changeLocale(locale === 'fr' ? 'en' : 'fr')}>
      lang:{locale}
    </button>
  );
}

async function openPanel(onClose = jest.fn()) {
  render(
    <AppProviders>
      <AntdRoot>
        <LanguageProbe />
        <ThemePanel open onClose={onClose} />
      </AntdRoot>
    </AppProviders>,
  );
  return screen.findByRole('dialog', { name: 'Personnaliser le thème' });
}

const group = (panel: HTMLElement, name: string) => within(panel).getByRole('radiogroup', { name });

describe('ThemePanel', () => {
  it('shows the two tabs of SPEC §2 and a Reset button, every control named', async () => {
    const panel = await openPanel();
    expect(within(panel).getByRole('tab', { name: 'Styles du thème' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByRole('tab', { name: 'Couleurs du thème' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Réinitialiser' })).toBeInTheDocument();
    for (const name of [
      'Mode de couleur',
      "Sens d'écriture",
      'Disposition de la navigation',
      'Style de navigation',
      'Style du menu vertical',
      'Style de page',
      'Largeur',
      'Position du menu',
      "Position de l'en-tête",
    ]) {
      expect(group(panel, name)).toBeInTheDocument();
    }
    expect(within(group(panel, 'Mode de couleur')).getByRole('radio', { name: 'Clair' })).toBeChecked();
    fireEvent.click(within(panel).getByRole('tab', { name: 'Couleurs du thème' }));
    const buttons = within(panel).getAllByRole('button');
    expect(buttons.length).toBeGreaterThanOrEqual(27);
    for (const button of buttons) expect(button).toHaveAccessibleName();
    expect(within(panel).getByRole('group', { name: 'Couleur principale' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Couleur principale 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switching to dark mode and choosing a primary preset updates the settings, the page and local storage', async () => {
    const panel = await openPanel();
    fireEvent.click(within(group(panel, 'Mode de couleur')).getByRole('radio', { name: 'Sombre' }));
    expect(stored()).toMatchObject({ datathememode: 'dark', dataHeaderStyles: 'dark', dataMenuStyles: 'dark' });
    expect(html).toHaveAttribute('data-theme-mode', 'dark');
    await waitFor(() => expect(html.style.getPropertyValue('--ant-color-bg-container')).toBe('#141414'));

    fireEvent.click(within(panel).getByRole('tab', { name: 'Couleurs du thème' }));
    const third = within(panel).getByRole('button', { name: 'Couleur principale 3' });
    fireEvent.click(third);
    expect(third).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('button', { name: 'Couleur principale 1' })).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toMatchObject({ colorPrimary: '#a15adf', colorPrimaryRgb: '161, 90, 223', datathememode: 'dark' });
  });

  it('a background preset forces dark mode, and an image is applied to the page', async () => {
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('tab', { name: 'Couleurs du thème' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Arrière-plan sombre 2' }));
    expect(stored()).toMatchObject({ datathememode: 'dark', bodyBg1: '8, 78, 115', bodyBg2: '32, 95, 128' });
    expect(html.style.getPropertyValue('--theme-body-bg')).toBe('rgb(8, 78, 115)');
    fireEvent.click(within(panel).getByRole('button', { name: "Image d'arrière-plan 4" }));
    expect(html).toHaveAttribute('data-bg-img', 'bgimg4');
    expect(stored()).toMatchObject({ bgImg: 'bgimg4', bodyBg1: '' });
  });

  it('takes custom colours from the colour inputs (a custom background forces dark mode too)', async () => {
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('tab', { name: 'Couleurs du thème' }));
    const primary = within(panel).getByLabelText('Couleur principale personnalisée');
    expect(primary).toHaveValue('#6259ca');
    fireEvent.change(primary, { target: { value: '#123456' } });
    expect(stored()).toMatchObject({ colorPrimary: '#123456', colorPrimaryRgb: '18, 52, 86' });
    expect(within(panel).getByRole('button', { name: 'Couleur principale 1' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.change(within(panel).getByLabelText('Arrière-plan personnalisé'), { target: { value: '#f8f0e6' } });
    expect(stored()).toMatchObject({ datathememode: 'dark', bodyBg1: '248, 240, 230', bodyBg2: '255, 254, 244' });
    expect(within(panel).getByLabelText('Arrière-plan personnalisé')).toHaveValue('#f8f0e6');
  });

  it('right-to-left flips the page, antd and the panel', async () => {
    const panel = await openPanel();
    fireEvent.click(within(group(panel, "Sens d'écriture")).getByRole('radio', { name: 'De droite à gauche' }));
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(stored()?.dir).toBe('rtl');
    expect(document.querySelector('.ant-drawer-left')).not.toBeNull();
    expect(document.querySelector('.ant-tabs-rtl')).not.toBeNull();
  });

  it('Reset restores the defaults, keeps the language and removes the stored theme', async () => {
    localStorage.setItem('access_token', 'a.b.c');
    const panel = await openPanel();
    fireEvent.click(within(group(panel, 'Mode de couleur')).getByRole('radio', { name: 'Sombre' }));
    fireEvent.click(within(group(panel, 'Largeur')).getByRole('radio', { name: 'Encadrée' }));
    fireEvent.click(screen.getByRole('button', { name: 'lang:fr' }));
    const english = await screen.findByRole('dialog', { name: 'Customise the theme' });
    expect(stored()).toMatchObject({ lang: 'en', datathememode: 'dark', dataWidth: 'boxed' });

    fireEvent.click(within(english).getByRole('button', { name: 'Reset' }));
    expect(stored()).toEqual({ lang: 'en' });
    expect(localStorage.getItem('access_token')).toBe('a.b.c');
    expect(html).toHaveAttribute('data-theme-mode', 'light');
    expect(html).toHaveAttribute('data-width', 'fullwidth');
    expect(within(group(english, 'Colour mode')).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'lang:en' })).toBeInTheDocument();
    act(() => fireEvent.click(within(group(english, 'Width')).getByRole('radio', { name: 'Boxed' })));
    expect(stored()).toEqual({ ...DEFAULT_THEME_SETTINGS, lang: 'en', dataWidth: 'boxed' });
  });

  it('closes through its close button', async () => {
    const onClose = jest.fn();
    const panel = await openPanel(onClose);
    fireEvent.click(within(panel).getByRole('button', { name: /close|fermer/i }));
    expect(onClose).toHaveBeenCalled();
  });
});
