import { Field, ID, Int, InterfaceType, ObjectType } from 'type-graphql';
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

/** The figures every finance line shares (totals, a site's, a month's): one fragment reads them all. */
@InterfaceType({ description: 'Recettes, achats, main d’œuvre, sous-traitance, TVA et marge sur une période.' })
export abstract class FinanceFigures {
  @Field(() => DecimalScalar, { description: 'Recettes TTC (montants facturés).' }) revenues!: string;
  @Field(() => DecimalScalar) revenuesHT!: string;
  @Field(() => DecimalScalar, { description: 'TVA collectée sur les recettes.' }) revenuesVAT!: string;
  @Field(() => DecimalScalar) purchasesHT!: string;
  @Field(() => DecimalScalar, { description: 'TVA déductible sur les achats.' }) purchasesVAT!: string;
  @Field(() => DecimalScalar) purchasesTTC!: string;
  @Field(() => DecimalScalar) subcontracting!: string;
  @Field(() => DecimalScalar, { description: 'Main d’œuvre brut ; zéro tant que les rapports d’activité n’existent pas.' }) labour!: string;
  @Field(() => DecimalScalar, { description: 'TVA collectée − TVA déductible : due à l’État si positive, crédit si négative.' })
  vatBalance!: string;
  @Field(() => DecimalScalar, {
    description:
      'Assujettie à la TVA : recettes HT − (achats HT + main d’œuvre + sous-traitance) ; sinon recettes − (achats TTC + main d’œuvre + sous-traitance).',
  })
  margin!: string;
  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'La marge en % des recettes (HT si assujettie), une décimale ; null sans recettes.',
  })
  marginPercent!: string | null;
}

@ObjectType({ implements: FinanceFigures, description: 'Recettes, achats, main d’œuvre, sous-traitance, TVA et marge sur une période.' })
export class FinanceLineView extends FinanceFigures {}

@ObjectType({ implements: FinanceFigures })
export class SiteFinanceLineView extends FinanceFigures {
  @Field(() => SiteRef) site!: SiteRef;
}

@ObjectType({ implements: FinanceFigures })
export class MonthFinanceLineView extends FinanceFigures {
  @Field({ description: 'AAAA-MM' }) month!: string;
}

@ObjectType({ description: 'Les finances de la société sur une période.' })
export class GlobalFinanceView {
  @Field(() => LocalDateScalar) from!: string;
  @Field(() => LocalDateScalar) to!: string;
  @Field({ description: 'La société est assujettie à la TVA : marges sur montants HT, TVA à part.' }) vatSubject!: boolean;
  @Field(() => FinanceLineView) totals!: FinanceLine;
  @Field(() => [SiteFinanceLineView]) sites!: SiteFinanceLineView[];
  @Field(() => [MonthFinanceLineView]) months!: MonthFinanceLineView[];
}

export function toGlobalFinanceView(g: GlobalFinance): GlobalFinanceView {
  return {
    from: g.period.from,
    to: g.period.to,
    vatSubject: g.vatSubject,
    totals: g.totals,
    sites: g.sites.map(({ siteId, siteName, ...rest }) => ({ site: { id: siteId, name: siteName }, ...rest })),
    months: g.months,
  };
}
