import { CLIENT_ID_DESCRIPTION } from '../../../core/records/client-id';
import { vatWithholding } from '@chantiers/schema';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { DecimalScalar, LocalDateScalar } from '../../../graphql/scalars';
import { type RecordPage, RecordTotalsView, SiteRecordView, siteRecordPage, siteRecordView } from '../../../core/records/views';
import { InvoiceView } from '../finance.types';
import { compare, sub } from '../money';
import type { Purchase } from './purchase.entity';
import type { PurchasePayment } from './purchase-payment.entity';
import type { PurchaseTotals } from './purchases.service';

@ObjectType({ description: 'Le fournisseur d’un achat.' })
export class PurchaseSupplierView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
}

@ObjectType({ description: 'Un mouvement de ce qui est réglé sur un achat, à son jour : la banque ou la caisse le comptent ce jour-là.' })
export class PurchasePaymentView {
  @Field(() => ID) id!: string;
  @Field(() => LocalDateScalar) date!: string;
  @Field(() => DecimalScalar, { description: 'Ce qu’il ajoute au réglé ; négatif : un règlement annulé ce jour-là.' }) amount!: string;
  @Field(() => String, { nullable: true, description: 'VIREMENT, CHEQUE, ESPECES ou EFFET.' }) mode!: string | null;
}

@ObjectType({ description: 'Un achat (dépense) d’un chantier ; TVA, TTC, reste et soldé sont calculés.' })
export class PurchaseView extends SiteRecordView {
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
  @Field(() => LocalDateScalar, { nullable: true, description: 'Date du (dernier) règlement.' }) paymentDate!: string | null;
  @Field(() => String, { nullable: true, description: 'Mode du règlement : VIREMENT, CHEQUE, ESPECES ou EFFET.' }) paymentMode!: string | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Échéance convenue (loi 69-21) ; null : aucune, la date + 60 jours.' })
  dueDate!: string | null;
  @Field({ description: 'Soldé : réglé = TTC.' }) settled!: boolean;
  @Field() hasInvoice!: boolean;
  @Field(() => DecimalScalar, {
    description:
      'TVA retenue à la source (CGI art. 117) : 100 % de la TVA quand le fournisseur n’a pas d’attestation de régularité fiscale ' +
      'de moins de 6 mois au jour du règlement (de l’achat tant que rien n’est réglé) ; calculée.',
  })
  vatWithheld!: string;
  @Field(() => DecimalScalar, { description: 'Net à payer au fournisseur : TTC − TVA retenue ; calculé.' }) netToPay!: string;
  @Field(() => InvoiceView, { nullable: true, description: 'Seulement sur la vue détail (purchase).' }) invoice!: InvoiceView | null;
  @Field(() => [PurchasePaymentView], {
    nullable: true,
    description: 'Les règlements, du plus ancien au plus récent ; seulement sur la vue détail (purchase).',
  })
  payments!: PurchasePaymentView[] | null;
}

export function toPurchaseView(p: Purchase, invoice: InvoiceView | null = null, payments: PurchasePayment[] | null = null): PurchaseView {
  return {
    ...siteRecordView(p),
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
    paymentDate: p.paymentDate ?? null,
    paymentMode: p.paymentMode ?? null,
    dueDate: p.dueDate ?? null,
    settled: compare(p.amountPaid, p.amountTTC) === 0,
    hasInvoice: Boolean(p.invoiceFileId),
    invoice,
    payments: payments?.map((r) => ({ id: r.id, date: r.date, amount: r.amount, mode: r.mode ?? null })) ?? null,
    ...vatWithholding({ amountVAT: p.amountVAT, amountTTC: p.amountTTC, certificateDate: p.supplier.certificateDate, day: p.paymentDate ?? p.date }),
  };
}

@ObjectType()
export class PurchaseTotalsView extends RecordTotalsView {
  @Field(() => DecimalScalar) amountHT!: string;
  @Field(() => DecimalScalar) amountVAT!: string;
  @Field(() => DecimalScalar) amountTTC!: string;
  @Field(() => DecimalScalar) amountPaid!: string;
  @Field(() => DecimalScalar) amountRemaining!: string;
}

export const PurchasePageView = siteRecordPage<PurchaseView, PurchaseTotals>(
  'PurchasePageView',
  PurchaseView,
  PurchaseTotalsView,
  'La ligne de totaux du filtre entier, pas seulement de la page.',
);
export type PurchasePageView = RecordPage<PurchaseView, PurchaseTotals>;

// Nullable fields: a missing value reaches the shared zod schema and gets its French message.
@InputType()
export class PurchaseInput {
  @Field(() => String, {
    nullable: true,
    description: CLIENT_ID_DESCRIPTION,
  })
  id?: string | null;
  @Field(() => String, { nullable: true }) supplierId?: string;
  @Field(() => String, { nullable: true }) label?: string;
  @Field(() => String, { nullable: true }) reference?: string;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ' }) date?: string;
  @Field(() => String, { nullable: true, description: 'Montant HT, chaîne décimale.' }) amountHT?: string;
  @Field(() => String, { nullable: true, description: 'Taux de TVA en % : 20 (défaut), 14, 10, 7 ou 0.' }) vatRate?: string;
  @Field(() => String, { nullable: true, description: 'Montant réglé (0 par défaut), au plus le TTC.' }) amountPaid?: string;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ : date du règlement ; absent à la modification : inchangée.' })
  paymentDate?: string | null;
  @Field(() => String, { nullable: true, description: 'VIREMENT, CHEQUE, ESPECES ou EFFET ; absent à la modification : inchangé.' })
  paymentMode?: string | null;
  @Field(() => String, { nullable: true, description: 'Fichier déposé par POST /api/v1/files?kind=document ; null retire la facture.' })
  invoiceFileId?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'AAAA-MM-JJ : échéance convenue, au plus 120 jours après la date (loi 69-21) ; vide : 60 jours ; absent à la modification : inchangée.',
  })
  dueDate?: string | null;
}
