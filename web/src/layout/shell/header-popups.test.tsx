import '../../test/jsdom-screen-globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { theme } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { MockedProvider } from '@apollo/client/testing/react';
import AntdRoot from '../../app/antd/AntdRoot';
import { AppProviders } from '../../app/AppProviders';
import { FALLBACK_USER } from '../../shared/session/storage';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { antdThemeFor, headerIsDark, headerThemeFor } from '../theme/antd-theme';
import { HeaderTheme } from '../theme/HeaderTheme';
import { type ThemeAction, themeReducer } from '../theme/theme-reducer';
import { DEFAULT_THEME_SETTINGS, THEME_STORAGE_KEY } from '../theme/theme-settings';
import { AccountMenu } from './AccountMenu';
import HeaderSearch from './HeaderSearch';
import { LanguageMenu, ModeToggle } from './HeaderTools';
import { shellMessages } from './messages';
import { shellMessagesEn } from './messages.en';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// AntdRoot takes antd's locale tables from their ES build; jest takes the CommonJS ones.
jest.mock('antd/es/locale/fr_FR', () => jest.requireActual('antd/lib/locale/fr_FR'));
jest.mock('antd/es/locale/en_US', () => jest.requireActual('antd/lib/locale/en_US'));
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// antd's Select (the search box) opens through a MessageChannel, a macrotask jsdom lacks.
class TimeoutChannel {
  port1: { onmessage: ((e: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({ data: null })) };
}
globalThis.MessageChannel ??= TimeoutChannel as unknown as typeof MessageChannel;

const user = { ...FALLBACK_USER, firstName: 'Amal', lastName: 'Idrissi', role: 'MANAGER', type: 'USER' };

/** The header's tools as AppShell lays them out, under the app's providers and antd's root, for stored settings. */
function renderHeader(...actions: ThemeAction[]) {
  const settings = actions.reduce(themeReducer, DEFAULT_THEME_SETTINGS);
  localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(settings));
  render(
    <AppProviders>
      <MockedProvider>
        <MemoryRouter>
          <AntdRoot>
            <FeatureMessages fr={shellMessages} en={shellMessagesEn} ar={() => import('./messages.ar').then((m) => m.shellMessagesAr)}>
              <HeaderTheme>
                <HeaderSearch />
                <ModeToggle />
                <LanguageMenu />
                <AccountMenu user={user} onAction={() => undefined} />
              </HeaderTheme>
            </FeatureMessages>
          </AntdRoot>
        </MemoryRouter>
      </MockedProvider>
    </AppProviders>,
  );
  return settings;
}

/** A colour as antd writes it into a CSS variable (lower case, spaces or none). */
const written = (colour: string) => colour.toLowerCase().replace(/ /g, '');
// antd paints from CSS variables set on each component's own element (its css-var class): what the element carries is
// the theme it is drawn in.
const variable = (element: Element, name: string) => written(getComputedStyle(element).getPropertyValue(name));
type Settings = ReturnType<typeof renderHeader>;
const pageTokens = (settings: Settings) => theme.getDesignToken(antdThemeFor(settings));
const headerTokens = (settings: Settings) => theme.getDesignToken(headerThemeFor(settings));

async function openAccountMenu() {
  fireEvent.click(screen.getByRole('button', { name: /^Mon compte/ }));
  const item = await screen.findByRole('menuitem', { name: /Déconnexion/ });
  return item.closest('.ant-dropdown')!;
}

describe('popups opened from the header', () => {
  it('follow a dark page under a light header, while the header buttons keep the light look', async () => {
    const settings = renderHeader({ type: 'mode', value: 'dark' }, { type: 'headerColour', value: 'light' });
    expect([settings.datathememode, headerIsDark(settings)]).toEqual(['dark', false]);
    const page = pageTokens(settings);
    const header = headerTokens(settings);
    expect(page.colorBgElevated).not.toBe(header.colorBgElevated);
    expect(page.colorTextPlaceholder).not.toBe(header.colorTextPlaceholder);

    const popup = await openAccountMenu();
    expect(variable(popup, '--ant-color-bg-elevated')).toBe(written(page.colorBgElevated));
    expect(variable(popup.querySelector('.ant-dropdown-menu')!, '--ant-color-text')).toBe(written(page.colorText));
    const trigger = screen.getByRole('button', { name: /^Mon compte/ });
    expect(variable(trigger, '--ant-color-text')).toBe(written(header.colorText));

    // The search box in the header: a placeholder readable on the light header, suggestions in the page's dark.
    const search = await screen.findByRole('combobox', { name: 'Rechercher' });
    expect(variable(search.closest('.ant-input-affix-wrapper')!, '--ant-color-text-placeholder')).toBe(written(header.colorTextPlaceholder));
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: 'c' } });
    const suggestions = await waitFor(() => document.querySelector('.ant-select-dropdown')!);
    expect(variable(suggestions, '--ant-color-bg-elevated')).toBe(written(page.colorBgElevated));

    fireEvent.click(screen.getByRole('button', { name: /^Langue/ }));
    const english = await screen.findByRole('menuitem', { name: 'English' });
    expect(variable(english.closest('.ant-dropdown')!, '--ant-color-bg-elevated')).toBe(written(page.colorBgElevated));
  });

  it('follow a light page under a dark header', async () => {
    const settings = renderHeader({ type: 'headerColour', value: 'dark' });
    expect([settings.datathememode, headerIsDark(settings)]).toEqual(['light', true]);
    const page = pageTokens(settings);
    const header = headerTokens(settings);

    const popup = await openAccountMenu();
    expect(variable(popup, '--ant-color-bg-elevated')).toBe(written(page.colorBgElevated));
    const trigger = screen.getByRole('button', { name: /^Mon compte/ });
    expect(variable(trigger, '--ant-color-text')).toBe(written(header.colorText));
    // The tooltip of a header button too.
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Passer en mode sombre' }));
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(variable(tooltip.closest('.ant-tooltip')!, '--ant-color-bg-spotlight')).toBe(written(page.colorBgSpotlight)));
  });

  it('add no theme of their own when header and page are equally dark', async () => {
    renderHeader({ type: 'mode', value: 'dark' });
    const popup = await openAccountMenu();
    expect(popup.className).not.toMatch(/css-var-header/);
    expect(screen.getByRole('button', { name: /^Mon compte/ }).className).not.toMatch(/css-var-header/);
  });
});
