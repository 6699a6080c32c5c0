import { Field, InputType, ObjectType } from 'type-graphql';
import { DecimalScalar, LocalDateScalar } from '../../../graphql/scalars';
import { type RecordPage, RecordTotalsView, SiteRecordView, siteRecordPage, siteRecordView } from '../../../core/records/views';
import { add } from '../money';
import type { ServiceSheet } from './service-sheet.entity';
import type { ServiceSheetTotals } from './service-sheets.service';

@ObjectType({ description: 'Une fiche de service (sous-traitance) d’un chantier.' })
export class ServiceSheetView extends SiteRecordView {
  @Field({ description: 'Lundi … Dimanche.' }) day!: string;
  @Field(() => LocalDateScalar) date!: string;
  @Field(() => DecimalScalar) amountPaid!: string;
  @Field(() => DecimalScalar) bonus!: string;
  @Field(() => DecimalScalar, { description: 'Payé + prime.' }) total!: string;
  @Field() supplier!: string;
  @Field() phone!: string;
  @Field() worker!: string;
}

export function toServiceSheetView(s: ServiceSheet): ServiceSheetView {
  return {
    ...siteRecordView(s),
    day: s.day,
    date: s.date,
    amountPaid: s.amountPaid,
    bonus: s.bonus,
    total: add(s.amountPaid, s.bonus),
    supplier: s.supplier,
    phone: s.phone,
    worker: s.worker,
  };
}

@ObjectType()
export class ServiceSheetTotalsView extends RecordTotalsView {
  @Field(() => DecimalScalar) amountPaid!: string;
  @Field(() => DecimalScalar) bonus!: string;
  @Field(() => DecimalScalar) total!: string;
}

export const ServiceSheetPageView = siteRecordPage<ServiceSheetView, ServiceSheetTotals>(
  'ServiceSheetPageView',
  ServiceSheetView,
  ServiceSheetTotalsView,
);
export type ServiceSheetPageView = RecordPage<ServiceSheetView, ServiceSheetTotals>;

@InputType()
export class ServiceSheetInput {
  @Field(() => String, { nullable: true, description: 'Lundi … Dimanche' }) day?: string;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ ; son jour de semaine doit être `day`.' }) date?: string | null;
  @Field(() => String, { nullable: true }) amountPaid?: string;
  @Field(() => String, { nullable: true }) bonus?: string;
  @Field(() => String, { nullable: true }) supplier?: string;
  @Field(() => String, { nullable: true }) phone?: string;
  @Field(() => String, { nullable: true }) worker?: string;
}
