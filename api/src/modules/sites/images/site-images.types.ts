import { registerEnumType } from 'type-graphql';

/**
 * The GraphQL face of the service's `SiteImageKind`: the resolver passes these values where that union is
 * expected, so a value added here and not there fails to compile.
 */
export enum SiteImageKindEnum {
  PHOTO = 'PHOTO',
  CLIENT_PHOTO = 'CLIENT_PHOTO',
  PLAN = 'PLAN',
}

registerEnumType(SiteImageKindEnum, {
  name: 'SiteImageKind',
  description: "Une image d'un chantier : sa photo (avec vignette pour la carte), la photo du client, le plan.",
  valuesConfig: {
    PHOTO: { description: 'Photo du chantier ; le serveur en tire une vignette 480×320 JPEG.' },
    CLIENT_PHOTO: { description: 'Photo du client.' },
    PLAN: { description: 'Plan du chantier.' },
  },
});
