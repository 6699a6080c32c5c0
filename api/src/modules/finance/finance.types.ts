import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DecimalScalar, LocalDateScalar } from '../../graphql/scalars';
import { AssignmentSiteView } from '../personnel/assignments/assignments.types';
import type { FinanceLine, GlobalFinance } from './global/global-finance.service';
import { add, compare, sub } from './money';
import type { Purchase } from './purchases/purchase.entity';
import type { PurchaseTotals } from './purchases/purchases.service';
import type { Revenue } from './revenues/revenue.entity';
import type { RevenueTotals } from './revenues/revenues.service';
import type { ServiceSheet } from './service-sheets/service-sheet.entity';
import type { ServiceSheetTotals } from './service-sheets/service-sheets.service';
import type { InvoiceInfo } from './site-records';

@ObjectType({ description: 'La facture d’un achat ou d’une recette.' })
export class InvoiceView {
  @Field(() => ID, { description: 'Le fichier : le renvoyer dans invoiceFileId garde la facture.' }) fileId!: string;
  @Field({ description: 'Adresse signée, valable un jour.' }) url!: string;
  @Field() name!: string;
  @Field() contentType!: string;
  @Field(() => Int) size!: number;
  @Field({ description: 'Faux pour une image : « Facture non disponible en PDF ».' }) isPdf!: boolean;
}

@ObjectType({ description: 'Le fournisseur d’un achat.' })
export class PurchaseSupplierView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
}

@ObjectType({ description: 'Un achat (dépense) d’un chantier ; TVA, TTC, reste et soldé sont calculés.' })
export class PurchaseView {
  @Field(() => ID) id!: string;
  @Field(() => ID) siteId!: string;
  @Field(() => ID) supplierId!: string;
  @Field(() => PurchaseSupplierView) supplier!: PurchaseSupplierView;
  @Field() label!: string;
  @Field() reference!: string;
  @Field(() => LocalDateScalar) date!: string;
  @Field(() => DecimalScalar) amountHT!: string;
  @Field(() => DecimalScalar, { description: 'Taux de TVA en %.' }) vatRate!: string;
  @Field(() => DecimalScalar) amountVAT!: string;
  @Field(() => DecimalScalar) amountTTC!: string;
  @Field(() => DecimalScalar) amountPaid!: string;
  @Field(() => DecimalScalar, { description: 'TTC − réglé.' }) amountRemaining!: string;
  @Field({ description: 'Soldé : réglé = TTC.' }) settled!: boolean;
  @Field() hasInvoice!: boolean;
  @Field(() => InvoiceView, { nullable: true, description: 'Seulement sur la vue détail (purchase).' }) invoice!: InvoiceView | null;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

export function toPurchaseView(p: Purchase, invoice: InvoiceInfo | null = null): PurchaseView {
  return {
    id: p.id,
    siteId: p.site.id,
    supplierId: p.supplier.id,
    supplier: { id: p.supplier.id, name: p.supplier.name },
    label: p.label,
    reference: p.reference,
    date: p.date,
    amountHT: p.amountHT,
    vatRate: p.vatRate,
    amountVAT: p.amountVAT,
    amountTTC: p.amountTTC,
    amountPaid: p.amountPaid,
    amountRemaining: sub(p.amountTTC, p.amountPaid),
    settled: compare(p.amountPaid, p.amountTTC) === 0,
    hasInvoice: Boolean(p.invoiceFileId),
    invoice,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

@ObjectType()
export class PurchaseTotalsView {
  @Field(() => Int) count!: number;
  @Field(() => DecimalScalar) amountHT!: string;
  @Field(() => DecimalScalar) amountVAT!: string;
  @Field(() => DecimalScalar) amountTTC!: string;
  @Field(() => DecimalScalar) amountPaid!: string;
  @Field(() => DecimalScalar) amountRemaining!: string;
}

@ObjectType()
export class PurchasePageView {
  @Field(() => [PurchaseView]) items!: PurchaseView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
  @Field(() => PurchaseTotalsView, { description: 'La ligne de totaux du filtre entier, pas seulement de la page.' }) totals!: PurchaseTotals;
}

@ObjectType({ description: 'Une recette d’un chantier.' })
export class RevenueView {
  @Field(() => ID) id!: string;
  @Field(() => ID) siteId!: string;
  @Field() label!: string;
  @Field(() => LocalDateScalar) date!: string;
  @Field() reference!: string;
  @Field(() => DecimalScalar) amount!: string;
  @Field() hasInvoice!: boolean;
  @Field(() => InvoiceView, { nullable: true, description: 'Seulement sur la vue détail (revenue).' }) invoice!: InvoiceView | null;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

export function toRevenueView(r: Revenue, invoice: InvoiceInfo | null = null): RevenueView {
  return {
    id: r.id,
    siteId: r.site.id,
    label: r.label,
    date: r.date,
    reference: r.reference,
    amount: r.amount,
    hasInvoice: Boolean(r.invoiceFileId),
    invoice,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

@ObjectType()
export class RevenueTotalsView {
  @Field(() => Int) count!: number;
  @Field(() => DecimalScalar) amount!: string;
}

@ObjectType()
export class RevenuePageView {
  @Field(() => [RevenueView]) items!: RevenueView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
  @Field(() => RevenueTotalsView) totals!: RevenueTotals;
}

@ObjectType({ description: 'Une fiche de service (sous-traitance) d’un chantier.' })
export class ServiceSheetView {
  @Field(() => ID) id!: string;
  @Field(() => ID) siteId!: string;
  @Field({ description: 'Lundi … Dimanche.' }) day!: string;
  @Field(() => LocalDateScalar) date!: string;
  @Field(() => DecimalScalar) amountPaid!: string;
  @Field(() => DecimalScalar) bonus!: string;
  @Field(() => DecimalScalar, { description: 'Payé + prime.' }) total!: string;
  @Field() supplier!: string;
  @Field() phone!: string;
  @Field() worker!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

export function toServiceSheetView(s: ServiceSheet): ServiceSheetView {
  return {
    id: s.id,
    siteId: s.site.id,
    day: s.day,
    date: s.date,
    amountPaid: s.amountPaid,
    bonus: s.bonus,
    total: add(s.amountPaid, s.bonus),
    supplier: s.supplier,
    phone: s.phone,
    worker: s.worker,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

@ObjectType()
export class ServiceSheetTotalsView {
  @Field(() => Int) count!: number;
  @Field(() => DecimalScalar) amountPaid!: string;
  @Field(() => DecimalScalar) bonus!: string;
  @Field(() => DecimalScalar) total!: string;
}

@ObjectType()
export class ServiceSheetPageView {
  @Field(() => [ServiceSheetView]) items!: ServiceSheetView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
  @Field(() => ServiceSheetTotalsView) totals!: ServiceSheetTotals;
}

@ObjectType({ description: 'Recettes, achats, main d’oeuvre, sous-traitance et marge sur une période.' })
export class FinanceLineView {
  @Field(() => DecimalScalar) revenues!: string;
  @Field(() => DecimalScalar) purchasesHT!: string;
  @Field(() => DecimalScalar) purchasesTTC!: string;
  @Field(() => DecimalScalar) subcontracting!: string;
  @Field(() => DecimalScalar, { description: 'Main d’oeuvre brut ; zéro tant que les rapports d’activité n’existent pas.' }) labour!: string;
  @Field(() => DecimalScalar, { description: 'Recettes − (achats TTC + main d’oeuvre + sous-traitance).' }) margin!: string;
}

@ObjectType()
export class SiteFinanceLineView extends FinanceLineView {
  @Field(() => AssignmentSiteView) site!: AssignmentSiteView;
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

// Nullable fields: a missing value reaches the shared zod schema and gets its French message.
@InputType()
export class PurchaseInput {
  @Field(() => String, { nullable: true }) supplierId?: string;
  @Field(() => String, { nullable: true }) label?: string;
  @Field(() => String, { nullable: true }) reference?: string;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ' }) date?: string;
  @Field(() => String, { nullable: true, description: 'Montant HT, chaîne décimale.' }) amountHT?: string;
  @Field(() => String, { nullable: true, description: 'Taux de TVA en % : 20 (défaut), 14, 10, 7 ou 0.' }) vatRate?: string;
  @Field(() => String, { nullable: true, description: 'Montant réglé (0 par défaut), au plus le TTC.' }) amountPaid?: string;
  @Field(() => String, { nullable: true, description: 'Fichier déposé par POST /api/v1/files?kind=document ; null retire la facture.' })
  invoiceFileId?: string | null;
}

@InputType()
export class RevenueInput {
  @Field(() => String, { nullable: true }) label?: string;
  @Field(() => String, { nullable: true }) date?: string;
  @Field(() => String, { nullable: true }) reference?: string;
  @Field(() => String, { nullable: true }) amount?: string;
  @Field(() => String, { nullable: true }) invoiceFileId?: string | null;
}

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
