import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DecimalScalar, LocalDateScalar } from '../../graphql/scalars';

@ObjectType({ description: 'La société de l’appelant et ses paramètres.' })
export class CompanySettingsView {
  @Field({ description: 'Raison sociale.' }) name!: string;
  @Field({ description: 'Assujettie à la TVA : marges sur montants HT, TVA collectée et déductible à part ; sinon sur montants TTC.' })
  vatSubject!: boolean;
  @Field(() => Int, { description: 'Validité par défaut d’un devis, en jours.' }) quoteValidityDays!: number;
  @Field(() => Int, { description: 'Délai de paiement par défaut, en jours (loi 69-21 : 60 sans accord, 120 au plus).' }) paymentTermsDays!: number;
  @Field(() => DecimalScalar, { description: 'Retenue de garantie par défaut, en %.' }) retentionRate!: string;
  @Field(() => Int, { description: 'Délai de garantie en mois (12 par défaut) : de la réception provisoire à la définitive, qui libère la retenue.' })
  guaranteeMonths!: number;
  @Field(() => LocalDateScalar, {
    nullable: true,
    description:
      'Concernée par la facturation électronique (CGI art. 145-IX) à partir de ce jour : ses factures et avoirs émis depuis passent par la ' +
      'plateforme de la DGI. Null : non concernée.',
  })
  einvoicingFrom!: string | null;
}

@InputType()
export class CompanySettingsInput {
  @Field(() => Boolean, { nullable: true }) vatSubject?: boolean;
  @Field(() => Int, { nullable: true, description: 'Absent : inchangé.' }) quoteValidityDays?: number;
  @Field(() => Int, { nullable: true, description: 'Absent : inchangé.' }) paymentTermsDays?: number;
  @Field(() => String, { nullable: true, description: 'En %, 10 au plus ; absent : inchangé.' }) retentionRate?: string;
  @Field(() => Int, { nullable: true, description: 'En mois, de 0 à 60 ; absent : inchangé.' }) guaranteeMonths?: number;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ ; null ou vide : non concernée ; absent : inchangé.' }) einvoicingFrom?:
    string | null;
}

@ObjectType()
export class CompanyLogoView {
  @Field(() => ID, { description: 'Le fichier : le renvoyer dans logoFileId garde le logo.' }) fileId!: string;
  @Field({ description: 'Adresse signée, valable un jour.' }) url!: string;
}

@ObjectType({ description: 'Les mentions légales imprimées sur les devis et factures.' })
export class CompanyLegalView {
  @Field({ description: 'Raison sociale.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Forme juridique.' }) legalForm!: string | null;
  @Field(() => DecimalScalar, { nullable: true }) capital!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true, description: 'ICE, 15 chiffres.' }) ice!: string | null;
  @Field(() => String, { nullable: true, description: 'Identifiant fiscal (IF).' }) fiscalId!: string | null;
  @Field(() => String, { nullable: true, description: 'Registre de commerce (RC).' }) tradeRegister!: string | null;
  @Field(() => String, { nullable: true, description: 'Tribunal du RC.' }) tradeRegisterCourt!: string | null;
  @Field(() => String, { nullable: true, description: 'Taxe professionnelle.' }) patente!: string | null;
  @Field(() => String, { nullable: true }) cnss!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) bank!: string | null;
  @Field(() => String, { nullable: true, description: 'RIB, 24 chiffres.' }) rib!: string | null;
  @Field(() => CompanyLogoView, { nullable: true }) logo!: CompanyLogoView | null;
}

@InputType()
export class CompanyLegalInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) legalForm?: string | null;
  @Field(() => String, { nullable: true, description: 'Montant décimal en chaîne.' }) capital?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) ice?: string | null;
  @Field(() => String, { nullable: true }) fiscalId?: string | null;
  @Field(() => String, { nullable: true }) tradeRegister?: string | null;
  @Field(() => String, { nullable: true }) tradeRegisterCourt?: string | null;
  @Field(() => String, { nullable: true }) patente?: string | null;
  @Field(() => String, { nullable: true }) cnss?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) bank?: string | null;
  @Field(() => String, { nullable: true }) rib?: string | null;
  @Field(() => String, { nullable: true, description: 'Une image envoyée à /api/v1/files ; null retire le logo, absent le garde.' })
  logoFileId?: string | null;
}
