import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DecimalScalar, LocalDateScalar } from '../../graphql/scalars';
import { SiteRef } from '../../core/records/site-ref';
import type { FinanceLine, GlobalFinance } from './global/global-finance.service';

@ObjectType({ description: 'La facture d’un achat ou d’une recette.' })
export class InvoiceView {
  @Field(() => ID, { description: 'Le fichier : le renvoyer dans invoiceFileId garde la facture.' }) fileId!: string;
  @Field({ description: 'Adresse signée, valable un jour.' }) url!: string;
  @Field() name!: string;
  @Field() contentType!: string;
  @Field(() => Int) size!: number;
  @Field({ description: 'Faux pour une image : « Facture non disponible en PDF ».' }) isPdf!: boolean;
}

@ObjectType({ description: 'Recettes, achats, main d’œuvre, sous-traitance et marge sur une période.' })
export class FinanceLineView {
  @Field(() => DecimalScalar) revenues!: string;
  @Field(() => DecimalScalar) purchasesHT!: string;
  @Field(() => DecimalScalar) purchasesTTC!: string;
  @Field(() => DecimalScalar) subcontracting!: string;
  @Field(() => DecimalScalar, { description: 'Main d’œuvre brut ; zéro tant que les rapports d’activité n’existent pas.' }) labour!: string;
  @Field(() => DecimalScalar, { description: 'Recettes − (achats TTC + main d’œuvre + sous-traitance).' }) margin!: string;
  @Field(() => DecimalScalar, { nullable: true, description: 'La marge en % des recettes, une décimale ; null sans recettes.' })
  marginPercent!: string | null;
}

@ObjectType()
export class SiteFinanceLineView extends FinanceLineView {
  @Field(() => SiteRef) site!: SiteRef;
}

@ObjectType()
export class MonthFinanceLineView extends FinanceLineView {
  @Field({ description: 'AAAA-MM' }) month!: string;
}

@ObjectType({ description: 'Les finances de la société sur une période.' })
export class GlobalFinanceView {
  @Field(() => LocalDateScalar) from!: string;
  @Field(() => LocalDateScalar) to!: string;
  @Field(() => FinanceLineView) totals!: FinanceLine;
  @Field(() => [SiteFinanceLineView]) sites!: SiteFinanceLineView[];
  @Field(() => [MonthFinanceLineView]) months!: MonthFinanceLineView[];
}

export function toGlobalFinanceView(g: GlobalFinance): GlobalFinanceView {
  return {
    from: g.period.from,
    to: g.period.to,
    totals: g.totals,
    sites: g.sites.map(({ siteId, siteName, ...rest }) => ({ site: { id: siteId, name: siteName }, ...rest })),
    months: g.months,
  };
}
