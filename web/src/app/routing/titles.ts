import { matchPath } from 'react-router-dom';

/** The product's name, after the screen's in every document title (« Connexion · Chantiers »). */
export const PRODUCT = 'Chantiers';

/** Each route's title, as a message id: the first pattern that matches wins. */
const PUBLIC_TITLES: [string, string][] = [
  ['/', 'auth.signIn.title'],
  ['/sign-in', 'auth.signIn.title'],
  ['/sign-up', 'auth.signUp.title'],
  ['/forget-password', 'auth.forgot.title'],
  ['/reset-password', 'auth.reset.title'],
  ['/invitation', 'auth.invite.title'],
  ['/email-verfication', 'auth.verify.title'],
  ['/erreur/401', 'error.401.title'],
  ['/erreur/403', 'error.403.title'],
  ['/erreur/500', 'error.500.title'],
];

const PRIVATE_TITLES: [string, string][] = [
  ['/dashboard', 'menu.dashboard'],
  ['/dashboard-chantiers', 'menu.sites'],
  ['/liste-devis', 'menu.quotes'],
  ['/devis', 'menu.quotes'],
  ['/finance-globale', 'menu.finance'],
  ['/stocks', 'menu.stock'],
  ['/planning-global', 'menu.planning'],
  ['/activite-globale/*', 'menu.activity'],
  ['/fournisseurs', 'menu.suppliers'],
  ['/personnels', 'menu.personnel'],
  ['/parametres/equipe', 'menu.settings'],
  ['/abonnement', 'account.menu.subscription'],
  ['/dashboard-partenaire', 'menu.partnerDashboard'],
  ['/profile-partenaire', 'account.menu.profile'],
  ['/detail-chantier/:id', 'menu.site.detail'],
  ['/detail-chantier/:id/acutalité', 'menu.site.news'],
  ['/detail-chantier/:id/finances', 'menu.site.finance'],
  ['/detail-chantier/:id/planning', 'menu.site.planning'],
  ['/detail-chantier/:id/compte-rendu-activite/*', 'menu.site.activity'],
  ['/detail-chantier/:id/documents', 'menu.site.documents'],
  ['/detail-chantier/:id/fichesuivi', 'menu.site.followUp'],
];

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** The message id of a public route's title; an unknown path is the 404 page. */
export function publicTitleId(pathname: string): string {
  const path = decoded(pathname);
  return PUBLIC_TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, path))?.[1] ?? 'layout.notFound.title';
}

/** The message id of a private route's title; a private path the app does not know yet keeps the product's name. */
export function privateTitleId(pathname: string): string | undefined {
  const path = decoded(pathname);
  return PRIVATE_TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, path))?.[1];
}

/** « Screen · Chantiers », or the product's name alone. */
export function documentTitle(screen: string | undefined): string {
  return screen ? `${screen} · ${PRODUCT}` : PRODUCT;
}
