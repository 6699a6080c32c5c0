/** The product's name, after the screen's in every document title (« Connexion · Chantiers »). */
export const PRODUCT = 'Chantiers';

/** « Screen · Chantiers », or the product's name alone. */
export function documentTitle(screen: string | undefined): string {
  return screen ? `${screen} · ${PRODUCT}` : PRODUCT;
}
