import type { Page } from 'playwright-core';
import { contrastViolations } from './support/axe';
import { settle, shoot, waitForPath } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
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
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    expect(await menuLabels(page, /Menu principal/)).toEqual([
      'Tableau de bord',
      'Chantiers',
      'Devis',
      'Factures',
      'Finance',
      'Stock',
      'Planning',
      'CRA GLOBAL',
      'Fournisseurs',
      'Personnel',
      'Paramètres',
      'Passer au compte professionnel',
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

  it('hides Paramètres and Finance globale from a USER and shows the 401 page when they are opened by URL', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), user);
    const labels = await menuLabels(page, /Menu principal/);
    expect(labels).not.toContain('Paramètres');
    expect(labels).not.toContain('Finance');
    expect(labels).toContain('Stock');
    await page.getByText('· vos chantiers', { exact: false }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Finance globale' }).count()).toBe(0);
    await page.goto(`${suite.app().url}/finance-globale`);
    await page.getByText("Vous n'avez pas la permission d'accéder à cette page.").waitFor();
    await page
      .getByRole('button', { name: /^Mon compte/ })
      .getByText('Gestionnaire Chantier')
      .waitFor();
    await page.goto(`${suite.app().url}/parametres/equipe`);
    await page.getByText("Vous n'avez pas la permission d'accéder à cette page.").waitFor();
    await shoot(page, 'shell-user-team-401-1280');
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
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'Suppliers' }).waitFor();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'Settings' }).waitFor();
    await shoot(page, 'shell-english-1280');
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
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
      const page = await suite.browser().page({ origin: suite.app().url });
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
