import type { Page } from 'playwright-core';
import { contrastViolations } from './support/axe';
import { shoot } from './support/browser';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();

async function settled(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await shoot(page, name);
  expect(await contrastViolations(page)).toEqual([]);
}

describe('FAQ and contact form, public (issue 20)', () => {
  it('finds an answer in the FAQ on a phone, accents aside, and opens the contact form from it', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await page.goto(`${suite.app().url}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Foire aux questions' }).waitFor();
    expect(await page.title()).toBe('Foire aux questions · Chantiers');
    await page.getByLabel('Rechercher dans la FAQ').fill('tva 14');
    const question = page.getByText('Quels taux de TVA sont proposés ?');
    await question.waitFor();
    await page.getByText(/Les taux marocains 20 %, 14 %, 10 % et 7 %/).waitFor();
    await settled(page, 'faq-search-390');
    await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Nous contacter' }).waitFor();
    await page.close();
  });

  it('sends a visitor’s message on a dark desk: refused fields first, then stored and mailed to CONTACT_EMAIL', async () => {
    const app = suite.app();
    const page = await suite.browser().page({ width: 1280, height: 900, dark: true, origin: app.url });
    await page.goto(`${app.url}/contact`);
    await page.evaluate(() => localStorage.setItem('theme_settings', JSON.stringify({ datathememode: 'dark' })));
    await page.reload();
    await page.getByLabel('Nom et prénom').fill('R2D2');
    await page.getByLabel('Adresse e-mail').fill('salma@exemple.ma');
    await page.getByLabel('Objet').fill('Démo');
    await page.getByLabel('Message').fill('Bonjour, pouvez-vous me présenter Chantiers ?');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText(/ne doit pas contenir de chiffres/).waitFor();
    await settled(page, 'contact-errors-dark-1280');
    expect(await app.sql('select count(*)::int as n from contact_message')).toEqual([{ n: 0 }]);

    await page.getByLabel('Nom et prénom').fill('Salma Bennani');
    await page.getByLabel('Objet').fill('Démonstration');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText(/Votre message a bien été envoyé/).waitFor();
    expect(await page.getByLabel('Objet').inputValue()).toBe('');
    const mail = await app.smtp.waitFor('contact@chantiers.ma');
    expect(mail.subject).toContain('Démonstration');
    expect(await app.sql('select name, email, subject from contact_message')).toEqual([
      { name: 'Salma Bennani', email: 'salma@exemple.ma', subject: 'Démonstration' },
    ]);
    await page.close();
  });
});
