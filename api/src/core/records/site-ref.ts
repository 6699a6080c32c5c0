import { Field, ID, ObjectType } from 'type-graphql';

/** How any answer names a site it refers to (an assignment's, a stock movement's, a line of the global finance). */
@ObjectType('SiteRef', { description: 'Un chantier auquel une donnée se rapporte : son identifiant et son nom.' })
export class SiteRef {
  @Field(() => ID) id!: string;
  @Field() name!: string;
}

export const toSiteRef = (site: { id: string; name: string }): SiteRef => ({ id: site.id, name: site.name });
