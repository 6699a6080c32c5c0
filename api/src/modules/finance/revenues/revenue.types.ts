import { CLIENT_ID_DESCRIPTION } from '../../../core/records/client-id';
import { Field, InputType, ObjectType } from 'type-graphql';
import { DecimalScalar, LocalDateScalar } from '../../../graphql/scalars';
import { type RecordPage, RecordTotalsView, SiteRecordView, siteRecordPage, siteRecordView } from '../../../core/records/views';
import { InvoiceView } from '../finance.types';
import type { Revenue } from './revenue.entity';
import type { RevenueTotals } from './revenues.service';

@ObjectType({ description: 'Une recette d’un chantier.' })
export class RevenueView extends SiteRecordView {
  @Field() label!: string;
  @Field(() => LocalDateScalar) date!: string;
  @Field() reference!: string;
  @Field(() => DecimalScalar, { description: 'Montant TTC, ce que le client paie.' }) amount!: string;
  @Field(() => DecimalScalar, { description: 'Taux de TVA en %.' }) vatRate!: string;
  @Field(() => DecimalScalar) amountHT!: string;
  @Field(() => DecimalScalar, { description: 'TVA collectée.' }) amountVAT!: string;
  @Field() hasInvoice!: boolean;
  @Field(() => InvoiceView, { nullable: true, description: 'Seulement sur la vue détail (revenue).' }) invoice!: InvoiceView | null;
}

export function toRevenueView(r: Revenue, invoice: InvoiceView | null = null): RevenueView {
  return {
    ...siteRecordView(r),
    label: r.label,
    date: r.date,
    reference: r.reference,
    amount: r.amount,
    vatRate: r.vatRate,
    amountHT: r.amountHT,
    amountVAT: r.amountVAT,
    hasInvoice: Boolean(r.invoiceFileId),
    invoice,
  };
}

@ObjectType()
export class RevenueTotalsView extends RecordTotalsView {
  @Field(() => DecimalScalar) amount!: string;
  @Field(() => DecimalScalar) amountHT!: string;
  @Field(() => DecimalScalar) amountVAT!: string;
}

export const RevenuePageView = siteRecordPage<RevenueView, RevenueTotals>('RevenuePageView', RevenueView, RevenueTotalsView);
export type RevenuePageView = RecordPage<RevenueView, RevenueTotals>;

@InputType()
export class RevenueInput {
  @Field(() => String, {
    nullable: true,
    description: CLIENT_ID_DESCRIPTION,
  })
  id?: string | null;
  @Field(() => String, { nullable: true }) label?: string;
  @Field(() => String, { nullable: true }) date?: string;
  @Field(() => String, { nullable: true }) reference?: string;
  @Field(() => String, { nullable: true, description: 'Montant TTC, chaîne décimale.' }) amount?: string;
  @Field(() => String, {
    nullable: true,
    description: 'Taux de TVA en % : 20, 14, 10, 7 ou 0 ; absent : 20, ou 0 pour une société non assujettie.',
  })
  vatRate?: string | null;
  @Field(() => String, { nullable: true }) invoiceFileId?: string | null;
}
