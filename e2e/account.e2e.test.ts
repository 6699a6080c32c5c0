import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chooseMenuItem, shoot, toastShown, waitForPath } from './support/browser';
import { type Account, createCompany, signIn, TINY_PNG } from './support/company';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();
let manager: Account;
let user: Account;

beforeAll(async () => {
  ({ manager, user } = await createCompany(suite.app(), 'account'));
});

describe('the account menu: profile, password, team, subscription, logout', () => {
  it('edits the profile with a photo, then the header shows the new name and the photo', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), user);
    await page.getByRole('button', { name: /^Mon compte/ }).click();
    await chooseMenuItem(page, 'Profile');
    const modal = page.getByRole('dialog', { name: 'Profile du Compte' });
    expect(await modal.getByLabel('Prénom', { exact: true }).isDisabled()).toBe(true);
    await modal.getByRole('button', { name: 'Modifier' }).click();
    expect(await modal.getByLabel('Rôle', { exact: true }).isDisabled()).toBe(true);
    await modal.getByLabel('Téléphone', { exact: true }).fill('06123');
    await modal.getByLabel('Prénom', { exact: true }).fill('Omar-Ali');
    const file = path.join(os.tmpdir(), 'photo-profil.png');
    fs.writeFileSync(file, TINY_PNG);
    await modal.locator('input[type=file]').setInputFiles(file);
    await modal.locator('.image-drop img').waitFor();
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await modal.getByText('Le numéro de téléphone doit contenir 10 chiffres').waitFor();
    await modal.getByLabel('Téléphone', { exact: true }).fill('0612345678');
    await shoot(page, 'profile-modal-1280');
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Votre profil a été mise à jour correctement');
    await page.waitForEvent('load', { timeout: 8000 });
    await page.getByRole('button', { name: /^Mon compte : Omar-Ali Tazi/ }).waitFor();
    const photo = await page
      .getByRole('button', { name: /^Mon compte/ })
      .locator('img')
      .getAttribute('src');
    expect(photo).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\?exp=\d+&sig=/);
    const served = await page.evaluate(async (src) => (await fetch(src!)).headers.get('content-type'), photo);
    expect(served).toBe('image/png');
    await page.close();
  });

  it('changes the password with the SPEC rules, then signs in with the new one', async () => {
    const page = await suite.browser().page({ width: 375, height: 740, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('button', { name: /^Mon compte/ }).click();
    await chooseMenuItem(page, 'Mot de passe');
    const modal = page.getByRole('dialog', { name: 'Changement de mot de passe' });
    await modal.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await modal.getByText("L'ancien mot de passe est requis").waitFor();
    await modal.getByLabel('Ancien mot de passe', { exact: true }).fill('wrong-one');
    await modal.getByLabel('Nouveau mot de passe', { exact: true }).fill('weak');
    await modal.getByLabel('Confirmation du mot de passe', { exact: true }).fill('weak');
    await modal.getByText('Le mot de passe doit contenir au moins 8 caractères, une lettre majuscule, une lettre minuscule et un chiffre.').waitFor();
    await modal.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau2026');
    await modal.getByLabel('Confirmation du mot de passe', { exact: true }).fill('Nouveau2026');
    await modal.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await modal.getByText("L'ancien mot de passe est incorrect").waitFor();
    await modal.getByLabel('Ancien mot de passe', { exact: true }).fill(manager.password);
    // No answer at all (network down): a clear technical toast, no crash, and the form keeps what was typed.
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await modal.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Le serveur est injoignable. Vérifiez votre connexion puis réessayez.').waitFor();
    await page.getByText('Erreur technique').first().waitFor();
    expect(await modal.getByLabel('Nouveau mot de passe', { exact: true }).inputValue()).toBe('Nouveau2026');
    await page.unroute('**/graphql');
    await modal.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Votre mot de passe a été mis à jour avec succès').first().waitFor();
    await shoot(page, 'password-changed-375');
    await modal.waitFor({ state: 'hidden', timeout: 8000 });
    manager = { ...manager, password: 'Nouveau2026' };

    await page.getByRole('button', { name: /^Mon compte/ }).click();
    await chooseMenuItem(page, 'Déconnexion');
    await waitForPath(page, '/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await signIn(page, suite.app(), manager);
    await page.close();
  });

  it('lets a MANAGER invite a colleague from the team page, and shows the subscription page', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Paramètres' }).click();
    await waitForPath(page, '/parametres/equipe');
    await page.getByRole('button', { name: 'Inviter un utilisateur' }).click();
    const modal = page.getByRole('dialog', { name: 'Inviter un utilisateur' });
    await modal.getByLabel('E-mail', { exact: true }).fill('nouvelle.recrue@example.ma');
    await modal.getByLabel('Prénom', { exact: true }).fill('Salma');
    await modal.getByLabel('Nom', { exact: true }).fill('Idrissi');
    await modal.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await toastShown(page, 'Invitation envoyée à nouvelle.recrue@example.ma');
    await page
      .getByRole('row', { name: /Salma Idrissi/ })
      .getByText('Invitation en attente')
      .waitFor();
    const mail = await suite.app().smtp.waitFor('nouvelle.recrue@example.ma');
    expect(mail.links.some((l) => l.includes('/invitation?token='))).toBe(true);
    await shoot(page, 'team-invited-1280');

    await page.getByRole('button', { name: /^Mon compte/ }).click();
    await chooseMenuItem(page, 'Abonnement');
    await waitForPath(page, '/abonnement');
    await page.getByText('Offre Entreprise').waitFor();
    await page.getByRole('heading', { name: 'Compte professionnel' }).waitFor();
    await page.close();
  });
});
