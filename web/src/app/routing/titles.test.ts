import '../../features/dashboard/components/jsdom-text-encoding';
import { documentTitle } from './document-title';
import { privateTitleId, publicTitleId } from './titles';

describe('document titles', () => {
  it('names each public route, and the 404 page for anything else', () => {
    expect(publicTitleId('/')).toBe('auth.signIn.title');
    expect(publicTitleId('/sign-in')).toBe('auth.signIn.title');
    expect(publicTitleId('/Sign-In/')).toBe('auth.signIn.title');
    expect(publicTitleId('/forget-password')).toBe('auth.forgot.title');
    expect(publicTitleId('/erreur/500')).toBe('error.500.title');
    expect(publicTitleId('/nowhere')).toBe('layout.notFound.title');
  });

  it('names each private screen by its menu entry', () => {
    expect(privateTitleId('/dashboard')).toBe('menu.dashboard');
    expect(privateTitleId('/dashboard/')).toBe('menu.dashboard');
    expect(privateTitleId('/detail-chantier/42/finances')).toBe('menu.site.finance');
    expect(privateTitleId('/detail-chantier/42/acutalit%C3%A9')).toBe('menu.site.news');
    expect(privateTitleId('/parametres/equipe')).toBe('menu.settings');
    expect(privateTitleId('/liste-devis/unknown/deeper')).toBeUndefined();
  });

  it('puts the product after the screen', () => {
    expect(documentTitle('Connexion')).toBe('Connexion · Chantiers');
    expect(documentTitle(undefined)).toBe('Chantiers');
  });
});
