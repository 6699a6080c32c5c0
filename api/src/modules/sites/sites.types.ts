import { SITE_STATUSES } from '@chantiers/schema';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar, LocalDateScalar } from '../../graphql/scalars';
import type { ListedSite } from './site-list.query';
import type { Site } from './site.entity';

export enum SiteStatusEnum {
  EN_PREPARATION = 'EN_PREPARATION',
  EN_COURS = 'EN_COURS',
  SUSPENDU = 'SUSPENDU',
  TERMINE = 'TERMINE',
}
registerEnumType(SiteStatusEnum, { name: 'SiteStatus', description: `Statut d'un chantier : ${SITE_STATUSES.join(', ')}.` });

// simpleResolvers: plain properties are read by graphql's default resolver, not through a type-graphql wrapper per
// field (a sites page is ~300 fields).
@ObjectType({ simpleResolvers: true })
export class SiteManager {
  @Field(() => ID) id!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
}

@ObjectType({ description: 'Un chantier de la société.', simpleResolvers: true })
export class SiteView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) client!: string | null;
  @Field(() => SiteManager, { nullable: true, description: 'Le responsable chantier.' }) manager!: SiteManager | null;
  @Field(() => String, { nullable: true, description: 'Le chef chantier.' }) foreman!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) postalCode!: string | null;
  @Field(() => DecimalScalar, { nullable: true }) budget!: string | null;
  @Field(() => LocalDateScalar, { nullable: true }) startDate!: string | null;
  @Field(() => LocalDateScalar, { nullable: true }) endDate!: string | null;
  @Field(() => String, { nullable: true }) mapsLink!: string | null;
  @Field(() => SiteStatusEnum) status!: SiteStatusEnum;
  @Field(() => Int, { description: 'Avancement des travaux, 0 à 100 %.' }) progress!: number;
  @Field() archived!: boolean;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
  @Field(() => String, { nullable: true, description: 'Photo du chantier (adresse signée).' }) photoUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'Vignette 480×320 JPEG de la photo, pour la carte du tableau de bord (adresse signée).' })
  photoThumbUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'Photo du client (adresse signée).' }) clientPhotoUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'Plan du chantier (adresse signée).' }) planUrl?: string | null;
  photoFileId!: string | null;
  clientPhotoFileId!: string | null;
  planFileId!: string | null;
  photoThumbFileId!: string | null;
  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Engagé (achats TTC + main d’œuvre + sous-traitance) pour la barre du budget ; dans les listes seulement (siteSummary sinon).',
  })
  committed?: string | null;
}

/** The view of a site entity. */
export function toSiteView(site: Site): SiteView {
  const m = site.manager;
  return {
    id: site.id,
    name: site.name,
    client: site.client ?? null,
    manager: m ? { id: m.id, firstName: m.firstName, lastName: m.lastName } : null,
    foreman: site.foreman ?? null,
    address: site.address ?? null,
    city: site.city ?? null,
    postalCode: site.postalCode ?? null,
    budget: site.budget ?? null,
    startDate: site.startDate ?? null,
    endDate: site.endDate ?? null,
    mapsLink: site.mapsLink ?? null,
    status: site.status as SiteStatusEnum,
    progress: site.progress,
    archived: site.archived,
    createdAt: site.createdAt,
    updatedAt: site.updatedAt,
    ...filesOf(site.photoFileId ?? null, site.clientPhotoFileId ?? null, site.planFileId ?? null, site.photoThumbFileId ?? null),
  };
}

/** The view of a row of the list statement (the list reads sites without the ORM). */
export function toSiteListView(row: ListedSite): SiteView {
  return {
    id: row.id,
    name: row.name,
    client: row.client,
    manager: row.manager_id ? { id: row.manager_id, firstName: row.manager_first_name!, lastName: row.manager_last_name! } : null,
    foreman: row.foreman,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    budget: row.budget,
    startDate: row.start_date,
    endDate: row.end_date,
    mapsLink: row.maps_link,
    status: row.status as SiteStatusEnum,
    progress: row.progress,
    archived: row.archived,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    committed: row.committed,
    ...filesOf(row.photo_file_id, row.client_photo_file_id, row.plan_file_id, row.photo_thumb_file_id),
  };
}

/** The file ids of a site view; their signed URLs are made when asked (SitesResolver's field resolvers). */
export function filesOf(photoFileId: string | null, clientPhotoFileId: string | null, planFileId: string | null, photoThumbFileId: string | null) {
  return {
    photoFileId,
    clientPhotoFileId,
    planFileId,
    photoThumbFileId,
  };
}

@ObjectType({ simpleResolvers: true })
export class SitePageView {
  @Field(() => [SiteView]) items!: SiteView[];
  @Field(() => Int) totalCount!: number;
  @Field(() => String, { nullable: true, description: 'À passer en `after` pour la page suivante.' }) endCursor!: string | null;
  @Field() hasNextPage!: boolean;
}

@ObjectType()
export class SiteDeletion {
  @Field({ description: 'Faux quand le chantier avait des données financières : il a été archivé.' }) deleted!: boolean;
  @Field(() => String, { nullable: true }) message!: string | null;
}

// Nullable fields: a missing value reaches the shared zod schema and gets its French message.
@InputType()
export class SiteInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) client?: string | null;
  @Field(() => ID, { nullable: true }) managerId?: string | null;
  @Field(() => String, { nullable: true }) foreman?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) postalCode?: string | null;
  @Field(() => String, { nullable: true, description: 'Montant décimal en chaîne, "1234.50".' }) budget?: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ' }) startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ' }) endDate?: string | null;
  @Field(() => String, { nullable: true }) mapsLink?: string | null;
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => Int, { nullable: true }) progress?: number | null;
}

@InputType()
export class SiteFilterInput {
  @Field(() => String, { nullable: true, description: 'Libellé, client ou ville, sans tenir compte des accents ni de la casse.' }) search?:
    string | null;
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Vrai : les chantiers archivés ; faux ou absent : les actifs.' }) archived?: boolean | null;
}

@ObjectType({ description: "Les chiffres d'un chantier (SPEC §3), en montants décimaux." })
export class SiteFiguresView {
  @Field(() => Int) progress!: number;
  @Field({ description: 'La société est assujettie à la TVA : rentabilité, engagé et réglé sur montants HT.' }) vatSubject!: boolean;
  @Field(() => DecimalScalar, { description: 'Recettes TTC (montants facturés).' }) revenues!: string;
  @Field(() => DecimalScalar) revenuesHT!: string;
  @Field(() => DecimalScalar, { description: 'TVA collectée.' }) revenuesVAT!: string;
  @Field(() => DecimalScalar) purchasesTTC!: string;
  @Field(() => DecimalScalar) purchasesHT!: string;
  @Field(() => DecimalScalar, { description: 'TVA déductible.' }) purchasesVAT!: string;
  @Field(() => DecimalScalar, { description: 'TVA collectée − TVA déductible : due si positive, crédit si négative.' }) vatBalance!: string;
  @Field(() => DecimalScalar) labourGross!: string;
  @Field(() => DecimalScalar) labourNet!: string;
  @Field(() => DecimalScalar) labourBonus!: string;
  @Field(() => DecimalScalar) subcontracting!: string;
  @Field(() => DecimalScalar, {
    description:
      'Assujettie : recettes HT − (achats HT + main d’œuvre brut + sous-traitance) ; sinon recettes − (achats TTC + main d’œuvre brut + sous-traitance).',
  })
  profitability!: string;
  @Field(() => String, { nullable: true, description: 'Rentabilité en % du budget, une décimale ("12.5") ; null sans budget.' })
  profitabilityPercent!: string | null;
  @Field(() => DecimalScalar, { nullable: true, description: 'Le budget initial du chantier.' }) budget!: string | null;
  @Field(() => DecimalScalar, {
    description: 'Les avenants acceptés des devis du chantier (HT si assujettie, sinon TTC) : ce dont le budget a bougé.',
  })
  changeOrders!: string;
  @Field(() => DecimalScalar, { nullable: true, description: 'Budget initial + avenants acceptés ; null sans budget.' }) currentBudget!:
    string | null;
  @Field(() => DecimalScalar, { description: 'Engagé : achats (HT si assujettie, sinon TTC) + main d’œuvre brut + sous-traitance.' })
  committed!: string;
  @Field(() => DecimalScalar, {
    description: 'Réglé : la part payée des achats (sa part HT si assujettie), plus main d’œuvre et sous-traitance (payées par nature).',
  })
  paid!: string;
}
