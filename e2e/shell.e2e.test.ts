import type { Page } from 'playwright-core';
import { contrastViolations } from './support/axe';
import { chooseMenuItem, settle, shoot, waitForPath } from './support/browser';
import { type Account, apiAs, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();
let manager: Account;
let user: Account;

beforeAll(async () => {
  ({ manager, user } = await createCompany(suite.app(), 'shell'));
});

/** The menu's entries, once drawn (antd's Menu loads beside the first screen). */
async function menuLabels(page: Page, name: RegExp): Promise<string[]> {
  const items = page.getByRole('navigation', { name }).getByRole('menuitem');
  await items.first().waitFor();
  return items.allInnerTexts();
}

describe('the application shell', () => {
  it('shows the company menu, with Paramètres only for a MANAGER, and the site menu inside a site', async () => {
    const page = await suite.browser().page({ motion: true, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    expect(await menuLabels(page, /Menu principal/)).toEqual([
      'Tableau de bord',
      'Chantiers',
      'Devis',
      'Factures',
      'Clients',
      'Finance',
      'Comptabilité',
      'Stock',
      'Planning',
      'CRA GLOBAL',
      'Fournisseurs',
      'Personnel',
      'Paramètres',
      'Passer en compte pro',
    ]);
    await page
      .getByRole('button', { name: /^Mon compte/ })
      .getByText('Admin Société')
      .waitFor();

    await page.goto(`${suite.app().url}/detail-chantier/42/documents`);
    await page.getByRole('navigation', { name: 'Ce chantier' }).waitFor();
    expect(await menuLabels(page, /Ce chantier/)).toEqual([
      'Autres chantiers',
      'Détail Chantier',
      'Actualité',
      'Finance',
      'Planning',
      'Rapport Activité',
      'Documents',
      'Plans',
      'Réserves',
      'Réception',
      'Journal de chantier',
      'Fiche Suivi',
    ]);
    await page.getByText('Adresse de chantier invalide.').waitFor();
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
    await page.getByRole('menuitem', { name: 'Rapport Activité' }).click();
    await waitForPath(page, `/detail-chantier/42/compte-rendu-activite/${today}`);
    await shoot(page, 'shell-site-menu-1280');

    // An unknown site is told from a failed load by the error's code (NOT_FOUND), whatever the message's wording.
    for (const screen of ['', '/finances']) {
      await page.goto(`${suite.app().url}/detail-chantier/00000000-0000-4000-8000-000000000000${screen}`);
      await page.getByText("Ce chantier n'existe pas ou a été supprimé.").waitFor();
    }
    await page.close();
  });

  it('hides Paramètres from a USER (the 401 page when opened by URL) and gives them Finance globale over their sites', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), user);
    const labels = await menuLabels(page, /Menu principal/);
    expect(labels).not.toContain('Paramètres');
    expect(labels).not.toContain('Passer en compte pro');
    expect(labels).toContain('Finance');
    expect(labels).toContain('Stock');
    await page.getByText('· vos chantiers', { exact: false }).first().waitFor();
    await page.getByRole('link', { name: 'Finance globale' }).click();
    await page.getByRole('heading', { name: 'Finance globale' }).waitFor();
    expect(await page.getByText("Vous n'avez pas la permission d'accéder à cette page.").count()).toBe(0);
    await page
      .getByRole('button', { name: /^Mon compte/ })
      .getByText('Gestionnaire Chantier')
      .waitFor();
    await page.goto(`${suite.app().url}/parametres/equipe`);
    await page.getByText("Vous n'avez pas la permission d'accéder à cette page.").waitFor();
    await shoot(page, 'shell-user-team-401-1280');
    await page.close();
  });

  it('finds any record from the header: Ctrl-K on a desk, the whole screen on a phone', async () => {
    const api = await apiAs(suite.app(), manager);
    const site = (
      await api.gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: 'Résidence Targa', city: 'Marrakech' } })
    ).createSite.id as string;
    await api.gql(`mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }`, {
      input: { name: 'Sablière du Souss', ice: '002233445000011', email: 'contact@sabliere.ma', phone: '0528123456', address: 'Agadir' },
    });
    const page = await suite.browser().page({ motion: true, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    const box = page.getByRole('combobox', { name: 'Rechercher' });
    // The search loads beside the first screen; Ctrl-K listens once it is there.
    await box.waitFor();
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.closest('.header-search') !== null);
    // Accents and case aside, from a part of the name.
    await box.fill('TARGA');
    const popup = page.locator('.header-search-popup:not(.ant-select-dropdown-hidden)');
    await popup.getByText('Chantiers', { exact: true }).waitFor();
    await popup.getByText('Marrakech').waitFor();
    await settle(page);
    await shoot(page, 'search-desk-1280');
    expect(await contrastViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await waitForPath(page, `/detail-chantier/${site}`);
    await box.fill('sabliere');
    await popup.getByText('Fournisseurs', { exact: true }).waitFor();
    await popup.getByText('Sablière du Souss').click();
    await page.getByRole('cell', { name: 'Sablière du Souss' }).first().waitFor();
    expect(await page.getByLabel('Rechercher un nom, un ICE, un e-mail').inputValue()).toBe('Sablière du Souss');
    await box.fill('zzzqqq');
    await popup.getByText('Aucun résultat pour « zzzqqq ».').waitFor();
    await page.close();

    const phone = await suite.browser().page({ width: 390, height: 844, motion: true, origin: suite.app().url });
    await signIn(phone, suite.app(), manager);
    await phone.getByRole('button', { name: 'Passer en mode sombre' }).click();
    await phone.getByRole('button', { name: 'Rechercher' }).click();
    await phone.getByRole('textbox', { name: 'Rechercher' }).fill('targa');
    const result = phone.getByRole('region', { name: 'Chantiers' }).getByRole('link', { name: /Résidence Targa/ });
    await result.waitFor();
    await settle(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shoot(phone, 'search-phone-dark-390', { fullPage: false });
    expect(await contrastViolations(phone)).toEqual([]);
    await result.click();
    await waitForPath(phone, `/detail-chantier/${site}`);
    await phone.close();
  });

  it('closes a horizontal menu left open after 10 s', async () => {
    const page = await suite.browser().page({ motion: true, origin: suite.app().url });
    await page.evaluate(() => localStorage.setItem('theme_settings', JSON.stringify({ dataNavLayout: 'horizontal' })));
    await page.clock.install();
    await signIn(page, suite.app(), manager);
    // At 1280 px the company menu does not fit on one line: the rest waits under '…'. It is opened from the keyboard,
    // the pointer away from the menu: with the pointer on '…', late content that measures the menu again (the bell's
    // count, a scrollbar) moved '…' from under it and closed the popup as leaving it would (loaded CI runs, 12-01 and
    // 12-02). What is left to close it is the 10 s rule.
    await page.clock.fastForward(3_000);
    await page.waitForLoadState('networkidle');
    await settle(page);
    const more = page.locator('.shell-topnav .ant-menu-overflow-item-rest');
    const popup = page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)');
    await more.hover();
    await popup.getByRole('menuitem').first().waitFor();
    await page.mouse.move(0, 400);
    await popup.waitFor({ state: 'hidden' });
    await more.locator('.ant-menu-submenu-title').focus();
    await page.keyboard.press('Enter');
    await popup.getByRole('menuitem').first().waitFor();
    // Untouched, it closes once the 10 s are over. That it stays open until then is useCloseAfter.test.ts's: on a
    // loaded machine a late layout can still close it early here, whatever opened it (CI, 12-02).
    await page.clock.fastForward(10_500);
    await popup.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('changes mode, primary colour and direction from the theme panel, and keeps them after a reload', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('button', { name: 'Personnaliser le thème' }).click();
    const panel = page.getByRole('dialog', { name: 'Personnaliser le thème' });
    await panel.getByRole('tab', { name: 'Couleurs du thème' }).click();
    await panel.getByRole('button', { name: 'Couleur principale 3' }).click();
    const primary = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('.ant-menu')!).getPropertyValue('--ant-color-primary').trim().toLowerCase());
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.ant-menu')!).getPropertyValue('--ant-color-primary').trim().toLowerCase() === '#a15adf',
    );
    await panel.getByRole('tab', { name: 'Styles du thème' }).click();
    await panel.getByRole('radio', { name: 'Sombre' }).check();
    await panel.getByRole('radio', { name: 'De droite à gauche' }).check();
    await shoot(page, 'shell-theme-panel-1280');
    await page.reload();
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    const html = await page.evaluate(() => ({ mode: document.documentElement.dataset.themeMode, dir: document.documentElement.dir }));
    expect(html).toEqual({ mode: 'dark', dir: 'rtl' });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('theme_settings') ?? '{}'));
    expect(stored).toMatchObject({ datathememode: 'dark', dir: 'rtl', colorPrimaryRgb: '161, 90, 223' });
    // The dark algorithm derives its own shade from the chosen primary: not the light mode's.
    expect(await primary()).not.toBe('#3a5892');
    const sider = await page.locator('.shell-sider').boundingBox();
    expect(sider!.x).toBeGreaterThan(600);
    await shoot(page, 'shell-dark-rtl-1280');

    await page.getByRole('button', { name: 'Personnaliser le thème' }).click();
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.themeMode === 'light' && document.documentElement.dir === 'ltr');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    await page.close();
  });

  it('switches every visible label to English and back, and remembers it', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('button', { name: /^Langue/ }).click();
    await chooseMenuItem(page, 'English');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'Suppliers' }).waitFor();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'Settings' }).waitFor();
    await shoot(page, 'shell-english-1280');
    await page.getByRole('button', { name: /^Language/ }).click();
    await chooseMenuItem(page, 'Français');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Fournisseurs' }).waitFor();
    await page.close();
  });

  it('shows the 404 page inside and outside the app, and the error pages with their buttons', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await page.goto(`${suite.app().url}/nulle-part`);
    await page.getByText('Page introuvable').waitFor();
    await page.goto(`${suite.app().url}/erreur/403`);
    await page.getByText('Votre session a expiré. Veuillez vous reconnecter pour continuer.').waitFor();
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await waitForPath(page, '/sign-in');
    await page.goto(`${suite.app().url}/erreur/500`);
    await page.getByRole('button', { name: 'Réessayer' }).waitFor();
    await shoot(page, 'error-500-1280');
    await page.close();
  });

  for (const width of [375, 1280]) {
    for (const mode of ['light', 'dark'] as const) {
      it(`looks right at ${width} px in ${mode} mode (screenshots)`, async () => {
        const page = await suite.browser().page({ width, height: width === 375 ? 740 : 800, origin: suite.app().url });
        await signIn(page, suite.app(), manager);
        if (mode === 'dark') await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
        await page.waitForFunction(
          (m) => document.documentElement.dataset.themeMode === m && !document.documentElement.hasAttribute('data-theme-pending'),
          mode,
        );
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await shoot(page, `shell-dashboard-${mode}-${width}`);
        expect(await contrastViolations(page)).toEqual([]);
        if (width === 375) {
          await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).click();
          await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Planning' }).click();
          await waitForPath(page, '/planning-global');
          await page.getByRole('heading', { name: 'Planning global' }).waitFor();
          await page.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden' });
          await page.getByText('Aucune tâche sur cette période.').waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
          await shoot(page, `planning-global-empty-${mode}-${width}`);
          expect(await contrastViolations(page)).toEqual([]);
        } else {
          await page.goto(`${suite.app().url}/parametres/equipe`);
          await page.getByRole('heading', { name: 'Équipe' }).waitFor();
          await page.getByText(user.email).waitFor();
          await shoot(page, `team-${mode}-${width}`);
          expect(await contrastViolations(page)).toEqual([]);
        }
        await page.close();
      });
    }
  }

  // The header keeps its own darkness; what its tools open is drawn over the page and takes the page's.
  for (const { mode, header, popupBg } of [
    { mode: 'dark', header: 'light', popupBg: 'rgb(31, 31, 31)' },
    { mode: 'light', header: 'dark', popupBg: 'rgb(255, 255, 255)' },
  ] as const) {
    it(`draws the header's popups in the page's theme on a ${mode} page under a ${header} header (screenshots)`, async () => {
      const page = await suite.browser().page({ motion: true, origin: suite.app().url });
      await page.evaluate(
        ([m, h]) => localStorage.setItem('theme_settings', JSON.stringify({ datathememode: m, dataHeaderStyles: h, dataMenuStyles: m })),
        [mode, header],
      );
      await signIn(page, suite.app(), manager);
      await page.waitForFunction((m) => document.documentElement.dataset.themeMode === m, mode);
      const background = (selector: string) => page.evaluate((s) => getComputedStyle(document.querySelector(s)!).backgroundColor, selector);
      const headerBg = await background('.shell-header');
      expect(headerBg).toBe(header === 'light' ? 'rgb(255, 255, 255)' : 'rgb(31, 41, 55)');

      await page.getByRole('button', { name: /^Mon compte/ }).click();
      await page.getByRole('menuitem', { name: /Déconnexion/ }).waitFor();
      await settle(page);
      expect(await background('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu')).toBe(popupBg);
      await shoot(page, `shell-header-${header}-on-${mode}-account-1280`);
      expect(await contrastViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.locator('.notifications-popover .notifications-head').waitFor();
      await settle(page);
      expect(await background('.notifications-popover .ant-popover-container')).toBe(popupBg);
      await shoot(page, `shell-header-${header}-on-${mode}-notifications-1280`);
      expect(await contrastViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.locator('.notifications-popover').waitFor({ state: 'hidden' });

      // The search box keeps the header's look (its placeholder made for the header), its suggestions the page's.
      const search = page.getByRole('combobox', { name: 'Rechercher' });
      const placeholder = await search.evaluate((input) => getComputedStyle(input, '::placeholder').color);
      expect(placeholder).toBe(header === 'light' ? 'rgba(0, 0, 0, 0.62)' : 'rgba(255, 255, 255, 0.65)');
      await search.click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor();
      await settle(page);
      expect(await background('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBe(popupBg);
      await shoot(page, `shell-header-${header}-on-${mode}-search-1280`);
      await page.close();
    });
  }

  it("opens the notifications drawer in the page's theme under a header of the other darkness on a phone (screenshot)", async () => {
    const page = await suite.browser().page({ width: 375, height: 740, origin: suite.app().url });
    await page.evaluate(() => localStorage.setItem('theme_settings', JSON.stringify({ datathememode: 'dark', dataHeaderStyles: 'light' })));
    await signIn(page, suite.app(), manager);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.locator('.notifications-drawer .notifications-head').waitFor();
    await settle(page);
    const background = (selector: string) => page.evaluate((s) => getComputedStyle(document.querySelector(s)!).backgroundColor, selector);
    expect(await background('.ant-drawer-section:has(.notifications-head)')).toBe('rgb(31, 31, 31)');
    expect(await background('.shell-header')).toBe('rgb(255, 255, 255)');
    await shoot(page, 'shell-header-light-on-dark-notifications-375');
    expect(await contrastViolations(page)).toEqual([]);
    await page.close();
  });

  it('flips the layout right-to-left on a phone too (screenshot)', async () => {
    const page = await suite.browser().page({ width: 375, height: 740, origin: suite.app().url });
    await page.evaluate(() => localStorage.setItem('theme_settings', JSON.stringify({ dir: 'rtl' })));
    await signIn(page, suite.app(), manager);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const toggle = await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).boundingBox();
    expect(toggle!.x).toBeGreaterThan(300);
    await shoot(page, 'shell-rtl-375');
    await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).click();
    // The drawer (loaded on this first tap) slides in from the right: measured once it has settled.
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('menuitem').first().waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const drawer = await nav.boundingBox();
    expect(drawer!.x).toBeGreaterThan(375 - 280);
    expect(drawer!.x + drawer!.width).toBeGreaterThan(340);
    await page.close();
  });
});
