import { contrastViolations } from './support/axe';
import { shoot, waitForPath } from './support/browser';
import { latinSentences } from './support/latin-text';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();

const SCREENS = [
  { path: '/sign-in', name: 'sign-in', expect: 'Connexion' },
  { path: '/sign-up', name: 'sign-up', expect: 'Créer votre compte' },
  { path: '/forget-password', name: 'forget-password', expect: 'Mot de passe oublié' },
  { path: '/reset-password?token=abc', name: 'reset-password', expect: 'Nouveau mot de passe' },
  { path: '/email-verfication?token=not-a-real-token', name: 'email-verification-invalid', expect: "Lien d'activation invalide ou déjà utilisé." },
  { path: '/nowhere', name: 'not-found', expect: 'Page introuvable' },
];

describe('every public screen renders at phone and desk widths', () => {
  for (const width of [375, 1280]) {
    for (const screen of SCREENS) {
      it(`shows ${screen.path} at ${width} px`, async () => {
        const page = await suite.browser().page({ width, height: width === 375 ? 740 : 800, origin: suite.app().url });
        await page.goto(`${suite.app().url}${screen.path}`);
        await page.getByText(screen.expect, { exact: true }).first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await shoot(page, `${screen.name}-${width}`);
        expect(await contrastViolations(page)).toEqual([]);
        await page.close();
      });
    }
  }

  it('switches the public screens to English and remembers it', async () => {
    const page = await suite.browser().page({ width: 1280, origin: suite.app().url });
    await page.goto(`${suite.app().url}/sign-in`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await shoot(page, 'sign-in-en-1280');
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    await page.close();
  });

  it('shows the sign-in screen in Arabic on a phone: right to left, no French or English left, nothing cut', async () => {
    const page = await suite.browser().page({ width: 375, height: 740, origin: suite.app().url });
    await page.goto(`${suite.app().url}/sign-in?lng=ar`);
    await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    expect(await latinSentences(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shoot(page, 'sign-in-ar-375');
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await page.close();
  });

  it('returns to sign-in 5 seconds after asking for a reset link', async () => {
    const page = await suite.browser().page({ width: 375, height: 740, origin: suite.app().url });
    await page.goto(`${suite.app().url}/forget-password`);
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('nobody@example.ma');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByText('Si un compte existe pour cette adresse', { exact: false }).waitFor();
    await shoot(page, 'forget-password-sent-375');
    await waitForPath(page, '/sign-in', 8000);
    await page.close();
  });
});
