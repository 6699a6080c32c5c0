import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PlaceRef } from '../referentials';

@ObjectType({ description: 'Une image d’une fiche partenaire : l’image et sa vignette (URL signées).' })
export class PartnerImage {
  @Field(() => ID, { description: 'Identifiant du fichier (à renvoyer tel quel pour le garder).' }) id!: string;
  @Field() url!: string;
  @Field() thumbnailUrl!: string;
}

@ObjectType({ description: 'Une fiche de l’annuaire des partenaires, telle qu’une carte la montre.' })
export class PartnerCard {
  @Field(() => ID) id!: string;
  @Field({ description: 'Raison sociale ou nom commercial.' }) name!: string;
  @Field(() => String, { nullable: true }) logoUrl!: string | null;
  @Field(() => [String], { description: 'Codes des types de service (MACONNERIE, PLOMBERIE…).' }) serviceTypes!: string[];
  @Field(() => [PlaceRef]) regions!: PlaceRef[];
  @Field(() => [PlaceRef]) cities!: PlaceRef[];
  @Field(() => String, { nullable: true, description: 'Le début de la description (180 caractères au plus).' }) summary!: string | null;
}

@ObjectType({ description: 'Les coordonnées d’un partenaire : montrées aux utilisateurs connectés d’une société, jamais aux visiteurs.' })
export class PartnerContactView {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field() phone!: string;
}

@ObjectType({ description: 'La page publique d’un partenaire.' })
export class PartnerPageView extends PartnerCard {
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) ice!: string | null;
  @Field(() => [PartnerImage]) photos!: PartnerImage[];
  @Field({ description: 'Inscrit depuis.' }) createdAt!: Date;
  @Field(() => PartnerContactView, { nullable: true, description: 'Null pour un visiteur ou un partenaire.' }) contact!: PartnerContactView | null;
  @Field({ description: 'Vrai quand l’appelant (utilisateur d’une société) peut envoyer une demande.' }) canContact!: boolean;
}

@ObjectType()
export class PartnerDirectoryPage {
  @Field(() => [PartnerCard]) items!: PartnerCard[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
}

@ArgsType()
export class PartnerDirectoryArgs {
  @Field(() => String, { nullable: true, description: 'Dans le nom, la description et les services, sans accents ni casse.' })
  search?: string | null;
  @Field(() => String, { nullable: true, description: 'Code d’un type de service.' }) serviceType?: string | null;
  @Field(() => String, { nullable: true, description: 'Code de région (MA-03).' }) region?: string | null;
  @Field(() => String, { nullable: true, description: 'Code de ville (ma-fes).' }) city?: string | null;
  @Field(() => Int, { nullable: true, description: 'Page, à partir de 0.' }) page?: number | null;
  @Field(() => Int, { nullable: true, description: '12 par défaut, 48 au plus.' }) size?: number | null;
}

@ObjectType({ description: 'La fiche du partenaire connecté, telle qu’il la modifie.' })
export class PartnerProfileView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field({ description: 'L’e-mail du compte (celui que voient les sociétés).' }) email!: string;
  @Field() phone!: string;
  @Field(() => [String]) serviceTypes!: string[];
  @Field(() => [PlaceRef]) regions!: PlaceRef[];
  @Field(() => [PlaceRef]) cities!: PlaceRef[];
  @Field(() => String, { nullable: true }) ice!: string | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field() published!: boolean;
  @Field(() => PartnerImage, { nullable: true }) logo!: PartnerImage | null;
  @Field(() => [PartnerImage]) photos!: PartnerImage[];
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@InputType({ description: 'La fiche et le contact ; le logo et les photos sont des fichiers envoyés avant (POST /api/v1/files).' })
export class PartnerProfileInput {
  @Field(() => String, { nullable: true }) companyName?: string;
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true }) phone?: string;
  @Field(() => [String], { nullable: true }) serviceTypes?: string[];
  @Field(() => [String], { nullable: true, description: 'Codes de région desservies.' }) regions?: string[];
  @Field(() => [String], { nullable: true, description: 'Codes de villes desservies (leurs régions s’ajoutent).' }) cities?: string[];
  @Field(() => String, { nullable: true }) ice?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Publiée dans l’annuaire (vrai par défaut).' }) published?: boolean;
  @Field(() => String, { nullable: true, description: 'Le logo : l’id d’un envoi, ou celui du logo actuel ; null : aucun.' })
  logoFileId?: string | null;
  @Field(() => [String], { nullable: true, description: 'Les photos dans l’ordre : ids d’envois ou de photos actuelles ; 10 au plus.' })
  photoFileIds?: string[];
}

@InputType({ description: 'Inscription d’un partenaire (/insription-partenaire).' })
export class PartnerSignUpInput {
  @Field(() => String, { nullable: true }) companyName?: string;
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) phone?: string;
  @Field(() => String, { nullable: true }) password?: string;
  @Field(() => String, { nullable: true }) confirmPassword?: string;
  @Field(() => [String], { nullable: true }) serviceTypes?: string[];
  @Field(() => String, { nullable: true, description: 'Code de région (MA-03).' }) region?: string;
  @Field(() => String, { nullable: true, description: 'Code de ville (ma-fes).' }) city?: string;
  @Field(() => String, { nullable: true }) ice?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}

@ObjectType()
export class PartnerSignUpResult {
  @Field(() => ID) id!: string;
  @Field() email!: string;
}

@ObjectType({ description: 'Ce qui manque à une fiche pour être complète.' })
export class PartnerCompleteness {
  @Field(() => Int, { description: 'De 0 à 100.' }) percent!: number;
  @Field(() => [String], { description: 'Les éléments manquants : logo, photos, description, ice, cities.' }) missing!: string[];
}

@ObjectType()
export class ContactRequestCounts {
  @Field(() => Int) nouveau!: number;
  @Field(() => Int) repondu!: number;
  @Field(() => Int) clos!: number;
}

@ObjectType({ description: 'Le tableau de bord du partenaire.' })
export class PartnerDashboardView {
  @Field(() => ID) partnerId!: string;
  @Field() name!: string;
  @Field() published!: boolean;
  @Field(() => PartnerCompleteness) completeness!: PartnerCompleteness;
  @Field(() => Int, { description: 'Pages vues ce mois-ci (hors le partenaire lui-même).' }) viewsThisMonth!: number;
  @Field(() => Int) viewsLastMonth!: number;
  @Field(() => ContactRequestCounts) requests!: ContactRequestCounts;
}

@ObjectType({ description: 'Une demande de contact reçue par un partenaire.' })
export class ContactRequestView {
  @Field(() => ID) id!: string;
  @Field() senderName!: string;
  @Field() senderCompanyName!: string;
  @Field() senderEmail!: string;
  @Field(() => String, { nullable: true }) senderPhone!: string | null;
  @Field(() => String, { nullable: true }) siteName!: string | null;
  @Field(() => String, { nullable: true }) siteCity!: string | null;
  @Field() message!: string;
  @Field({ description: 'NOUVEAU, REPONDU ou CLOS.' }) status!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType()
export class ContactRequestPage {
  @Field(() => [ContactRequestView]) items!: ContactRequestView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
}

@InputType({ description: 'Une demande d’un utilisateur de société à un partenaire, au sujet d’un chantier ou non.' })
export class PartnerContactInput {
  @Field(() => String, { nullable: true }) partnerId?: string;
  @Field(() => String, { nullable: true }) siteId?: string | null;
  @Field(() => String, { nullable: true }) message?: string;
}

@ObjectType()
export class PartnerContactResult {
  @Field(() => ID) id!: string;
  @Field() message!: string;
}
