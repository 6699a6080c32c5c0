import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { SiteRef } from '../../core/records/site-ref';
import { DecimalScalar, LocalDateScalar } from '../../graphql/scalars';
import { VatRowView } from '../../core/documents/document.types';
import { InvoiceClearanceView } from './clearance/clearance.types';

@ObjectType()
export class DocumentRef {
  @Field(() => ID) id!: string;
  @Field() reference!: string;
}

@ObjectType()
export class InvoiceClientRef {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) ice!: string | null;
  @Field(() => String, { nullable: true, description: "Son e-mail : le destinataire proposé pour l'envoi de la facture." })
  email!: string | null;
}

@ObjectType()
export class InvoiceLineView {
  @Field() designation!: string;
  @Field(() => ID, { nullable: true, description: 'La ligne du devis (situation de travaux).' }) quoteLineId!: string | null;
  @Field(() => DecimalScalar, { nullable: true }) quoteAmountHT!: string | null;
  @Field(() => DecimalScalar, { nullable: true }) previousPercent!: string | null;
  @Field(() => DecimalScalar, { nullable: true }) cumulativePercent!: string | null;
  @Field({ description: "Déduction de l'acompte (montant négatif)." }) deduction!: boolean;
  @Field(() => DecimalScalar) vatRate!: string;
  @Field(() => DecimalScalar) totalHT!: string;
}

@ObjectType()
export class InvoicePaymentView {
  @Field(() => ID) id!: string;
  @Field(() => LocalDateScalar) date!: string;
  @Field(() => DecimalScalar) amount!: string;
  @Field({ description: 'VIREMENT, CHEQUE, ESPECES ou EFFET.' }) mode!: string;
  @Field(() => String, { nullable: true }) reference!: string | null;
}

@ObjectType({ description: 'Une facture (ou un avoir) d’un devis accepté.' })
export class SalesInvoiceView {
  @Field(() => ID) id!: string;
  @Field({ description: 'FAC-AAAA-NNNN, ou AV-AAAA-NNNN pour un avoir.' }) reference!: string;
  @Field({ description: 'ACOMPTE, SITUATION, SOLDE, RETENUE ou AVOIR.' }) kind!: string;
  @Field() label!: string;
  @Field(() => DocumentRef) quote!: DocumentRef;
  @Field(() => InvoiceClientRef) client!: InvoiceClientRef;
  @Field(() => SiteRef) site!: SiteRef;
  @Field(() => DocumentRef, { nullable: true, description: 'La facture qu’un avoir annule.' }) creditOf!: DocumentRef | null;
  @Field(() => LocalDateScalar) issueDate!: string;
  @Field(() => LocalDateScalar) dueDate!: string;
  @Field(() => DecimalScalar, { nullable: true }) percent!: string | null;
  @Field(() => DecimalScalar) totalHT!: string;
  @Field(() => DecimalScalar) totalVAT!: string;
  @Field(() => DecimalScalar) totalTTC!: string;
  @Field(() => DecimalScalar) retentionRate!: string;
  @Field(() => DecimalScalar, { description: 'Retenue de garantie (retenue, ou libérée par une facture RETENUE).' }) retentionAmount!: string;
  @Field(() => DecimalScalar, { description: 'Net à payer : TTC − retenue.' }) netToPay!: string;
  @Field(() => DecimalScalar) paidAmount!: string;
  @Field(() => DecimalScalar) creditedAmount!: string;
  @Field(() => DecimalScalar, { description: 'Reste à payer.' }) balance!: string;
  @Field({ description: 'EMISE, PARTIELLEMENT_PAYEE, PAYEE, EN_RETARD ou ANNULEE (lus des paiements, avoirs et échéance).' }) status!: string;
  @Field({ description: 'Le total TTC en toutes lettres.' }) amountInWords!: string;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => [InvoiceLineView], { nullable: true, description: 'Vue détail seulement.' }) lines!: InvoiceLineView[] | null;
  @Field(() => [VatRowView], { nullable: true, description: 'Vue détail seulement.' }) vat!: VatRowView[] | null;
  @Field(() => [InvoicePaymentView], { nullable: true, description: 'Vue détail seulement.' }) payments!: InvoicePaymentView[] | null;
  @Field(() => InvoiceClearanceView, {
    nullable: true,
    description: 'La facture électronique (validation par la DGI) ; null : la société n’y était pas concernée à la date d’émission.',
  })
  clearance!: InvoiceClearanceView | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class InvoiceTotalsView {
  @Field(() => Int) count!: number;
  @Field(() => DecimalScalar, { description: 'TTC des factures moins celui des avoirs.' }) totalTTC!: string;
  @Field(() => DecimalScalar, { description: 'Reste à payer.' }) due!: string;
}

@ObjectType()
export class InvoicePage {
  @Field(() => [SalesInvoiceView]) items!: SalesInvoiceView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
  @Field(() => InvoiceTotalsView) totals!: InvoiceTotalsView;
}

@ObjectType()
export class InvoicesOverdueView {
  @Field(() => Int, { description: 'Factures échues non payées.' }) count!: number;
  @Field(() => DecimalScalar, { description: 'Ce qu’elles laissent à payer (échu).' }) due!: string;
  @Field(() => Int, { description: 'Factures émises non soldées, échues ou non.' }) openCount!: number;
  @Field(() => DecimalScalar, { description: 'Ce que les clients doivent (à encaisser), échu ou non.' }) openDue!: string;
}

@InputType()
export class ProgressInput {
  @Field(() => String, { nullable: true }) lineId?: string;
  @Field(() => String, { nullable: true, description: 'Avancement cumulé de la ligne, en %.' }) percent?: string;
}

@InputType()
export class InvoiceInput {
  @Field(() => String, { nullable: true, description: 'ACOMPTE, SITUATION, SOLDE ou RETENUE.' }) kind?: string;
  @Field(() => String, { nullable: true, description: 'Aujourd’hui par défaut.' }) issueDate?: string | null;
  @Field(() => String, { nullable: true, description: 'ACOMPTE : pourcentage du devis…' }) percent?: string | null;
  @Field(() => String, { nullable: true, description: '…ou montant HT.' }) amountHT?: string | null;
  @Field(() => [ProgressInput], { nullable: true, description: 'SITUATION : avancement cumulé par ligne du devis.' }) progress?: ProgressInput[];
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@InputType()
export class CreditNoteInput {
  @Field(() => String, { nullable: true }) reason?: string;
  @Field(() => String, { nullable: true, description: 'TTC ; absent : tout ce qui reste de la facture (ou du taux choisi).' }) amountTTC?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Un taux de TVA de la facture à créditer seul ; absent : réparti sur ses taux.' })
  vatRate?: string | null;
  @Field(() => String, { nullable: true }) issueDate?: string | null;
}

@InputType()
export class PaymentInput {
  @Field(() => String, { nullable: true }) date?: string;
  @Field(() => String, { nullable: true }) amount?: string;
  @Field(() => String, { nullable: true, description: 'VIREMENT, CHEQUE, ESPECES ou EFFET.' }) mode?: string;
  @Field(() => String, { nullable: true }) reference?: string | null;
}

@InputType()
export class InvoiceFilterInput {
  @Field(() => String, {
    nullable: true,
    description: 'EMISE, PARTIELLEMENT_PAYEE, PAYEE, EN_RETARD, ANNULEE, ou A_ENCAISSER (reste à payer, en retard ou non) ; absent : toutes.',
  })
  status?: string | null;
  @Field(() => String, { nullable: true }) kind?: string | null;
  @Field(() => String, { nullable: true, description: 'Référence, devis, client ou libellé.' }) search?: string | null;
  @Field(() => String, { nullable: true }) quoteId?: string | null;
  @Field(() => String, { nullable: true, description: 'Les factures d’un chantier (son id).' }) siteId?: string | null;
  @Field(() => String, { nullable: true }) from?: string | null;
  @Field(() => String, { nullable: true }) to?: string | null;
}

@ObjectType()
export class LineProgressView {
  @Field(() => ID) lineId!: string;
  @Field(() => DecimalScalar, { description: 'Avancement cumulé déjà facturé, en %.' }) percent!: string;
}

@ObjectType({ description: 'Où en est la facturation d’un devis.' })
export class QuoteInvoicingView {
  @Field(() => DecimalScalar, { description: 'Reste à facturer HT.' }) leftHT!: string;
  @Field(() => DecimalScalar, { description: 'Acomptes facturés HT (nets des avoirs).' }) depositsHT!: string;
  @Field(() => DecimalScalar, { description: 'Retenue de garantie retenue, pas encore libérée.' }) retentionHeld!: string;
  @Field(() => [LineProgressView]) progress!: LineProgressView[];
  @Field(() => Int) invoiceCount!: number;
}
