import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DecimalScalar, LocalDateScalar } from '../../graphql/scalars';
import { SiteRef } from '../../core/records/site-ref';
import { ClientView } from '../clients';
import { VatRowView } from '../../core/documents/document.types';

@ObjectType()
export class QuoteLineView {
  @Field(() => ID, { description: 'Une situation de travaux désigne la ligne par cet identifiant.' }) id!: string;
  @Field() designation!: string;
  @Field() unit!: string;
  @Field(() => String, { description: 'Jusqu’à 3 décimales, "12.500".' }) quantity!: string;
  @Field(() => DecimalScalar) unitPriceHT!: string;
  @Field(() => DecimalScalar) vatRate!: string;
  @Field(() => DecimalScalar) discountPercent!: string;
  @Field(() => DecimalScalar, { description: 'Quantité × prix unitaire × (1 − remise), arrondi au centime.' }) totalHT!: string;
}

@ObjectType()
export class QuoteLotView {
  @Field() title!: string;
  @Field(() => DecimalScalar) subtotalHT!: string;
  @Field(() => [QuoteLineView]) lines!: QuoteLineView[];
}

@ObjectType({ description: 'Un devis.' })
export class QuoteView {
  @Field(() => ID) id!: string;
  @Field({ description: 'DEV-AAAA-NNNN, sans trou par société et par année.' }) reference!: string;
  @Field(() => ClientView) client!: ClientView;
  @Field(() => String, { nullable: true }) clientPhone!: string | null;
  @Field(() => LocalDateScalar) issueDate!: string;
  @Field(() => LocalDateScalar) validUntil!: string;
  @Field(() => SiteRef, { nullable: true }) site!: SiteRef | null;
  @Field(() => String, { nullable: true }) object!: string | null;
  @Field({ description: 'EN_COURS, ACCEPTE, REFUSE ou DEPASSE (en cours et date de validité passée).' }) status!: string;
  @Field(() => DecimalScalar) totalHT!: string;
  @Field(() => DecimalScalar) totalVAT!: string;
  @Field(() => DecimalScalar) totalTTC!: string;
  @Field({ description: 'Le total TTC en toutes lettres.' }) amountInWords!: string;
  @Field(() => [QuoteLotView], { nullable: true, description: 'Seulement sur la vue détail (quote).' }) lots!: QuoteLotView[] | null;
  @Field(() => [VatRowView], { nullable: true, description: 'TVA par taux ; seulement sur la vue détail.' }) vat!: VatRowView[] | null;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => String, { nullable: true }) conditions!: string | null;
  @Field(() => Date, { nullable: true, description: 'Accepté ou refusé le.' }) decidedAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType()
export class QuoteTotalsView {
  @Field(() => Int) count!: number;
  @Field(() => DecimalScalar) totalHT!: string;
  @Field(() => DecimalScalar) totalTTC!: string;
}

@ObjectType()
export class QuotePage {
  @Field(() => [QuoteView]) items!: QuoteView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
  @Field(() => QuoteTotalsView) totals!: QuoteTotalsView;
}

@InputType()
export class QuoteLineInput {
  @Field(() => String, { nullable: true }) designation?: string;
  @Field(() => String, { nullable: true }) unit?: string;
  @Field(() => String, { nullable: true }) quantity?: string;
  @Field(() => String, { nullable: true }) unitPriceHT?: string;
  @Field(() => String, { nullable: true, description: '20 (défaut), 14, 10, 7 ou 0.' }) vatRate?: string;
  @Field(() => String, { nullable: true, description: 'En %, 0 par défaut.' }) discountPercent?: string;
}

@InputType()
export class QuoteLotInput {
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => [QuoteLineInput], { nullable: true }) lines?: QuoteLineInput[];
}

@InputType()
export class QuoteInput {
  @Field(() => String, { nullable: true }) clientId?: string | null;
  @Field(() => String, { nullable: true, description: 'Sans clientId : le client de ce nom, ou un nouveau.' }) clientName?: string | null;
  @Field(() => String, { nullable: true }) clientPhone?: string | null;
  @Field(() => String, { nullable: true }) issueDate?: string;
  @Field(() => String, { nullable: true, description: 'Absente : date d’émission + la validité par défaut de la société.' })
  validUntil?: string | null;
  @Field(() => String, { nullable: true }) siteId?: string | null;
  @Field(() => String, { nullable: true }) object?: string | null;
  @Field(() => [QuoteLotInput], { nullable: true }) lots?: QuoteLotInput[];
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => String, { nullable: true }) conditions?: string | null;
  @Field(() => String, { nullable: true, description: 'ACCEPTE ou REFUSE : la décision enregistrée avec la sauvegarde.' }) status?: string | null;
}

@InputType()
export class QuoteFilterInput {
  @Field(() => String, { nullable: true, description: 'EN_COURS, ACCEPTE, REFUSE, DEPASSE ; absent : tous.' }) status?: string | null;
  @Field(() => String, { nullable: true, description: 'Référence, client ou objet, sans accents ni casse.' }) search?: string | null;
  @Field(() => String, { nullable: true, description: 'Les devis liés à un chantier (son id).' }) siteId?: string | null;
  @Field(() => String, { nullable: true }) from?: string | null;
  @Field(() => String, { nullable: true }) to?: string | null;
}
