import { creditNoteSchema, INVOICE_KINDS, INVOICE_STATUSES, type InvoiceStatus, invoiceSchema, paymentSchema } from '@chantiers/schema';
import { previewInvoice } from './invoice-preview';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { AppError } from '../../core/errors/app-error';
import { parseId, parseInput } from '../../core/errors/parse';
import { isUuid } from '../../core/ids';
import { pageSizeOf } from '../../core/paging/page-size';
import { todayInMorocco } from '../../core/time/morocco';
import { requiredPeriod } from '../finance';
import {
  CreditNoteInput,
  InvoiceFilterInput,
  InvoiceInput,
  InvoicePage,
  InvoicesOverdueView,
  PaymentInput,
  QuoteInvoicingView,
  SalesInvoiceView,
} from './invoice.types';
import { toInvoiceView } from './invoice.view';
import { TO_COLLECT } from './invoice-status';

function filterOf(filter: InvoiceFilterInput | null | undefined) {
  const status = filter?.status ? filter.status.trim().toUpperCase() : null;
  if (status && status !== TO_COLLECT && !(INVOICE_STATUSES as readonly string[]).includes(status))
    throw AppError.badInput({ status: 'invoice.status.invalid' });
  const kind = filter?.kind ? filter.kind.trim().toUpperCase() : null;
  if (kind && !(INVOICE_KINDS as readonly string[]).includes(kind)) throw AppError.badInput({ kind: 'invoice.kind.invalid' });
  const quoteId = filter?.quoteId ?? null;
  if (quoteId && !isUuid(quoteId)) throw AppError.badInput({ quoteId: 'quote.notFound' });
  const siteId = filter?.siteId ?? null;
  if (siteId && !isUuid(siteId)) throw AppError.badInput({ siteId: 'site.notFound' });
  const period = filter?.from || filter?.to ? requiredPeriod(filter?.from, filter?.to) : null;
  return {
    status: status as InvoiceStatus | typeof TO_COLLECT | null,
    kind,
    search: filter?.search ?? null,
    quoteId: quoteId?.toLowerCase() ?? null,
    siteId: siteId?.toLowerCase() ?? null,
    from: period?.from ?? null,
    to: period?.to ?? null,
  };
}

/** `/factures`: invoices of accepted quotes, their credit notes and payments. Issuing and cashing are the Admin Société's. */
@Resolver()
export class InvoicesResolver {
  @Authorized('invoices.read')
  @Query(() => InvoicePage, { description: 'Les factures et avoirs de la société, filtrés et paginés, les plus récents d’abord.' })
  async invoices(
    @Ctx() ctx: Context,
    @Arg('filter', () => InvoiceFilterInput, { nullable: true }) filter?: InvoiceFilterInput,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<InvoicePage> {
    const p = Math.max(0, page ?? 0);
    const s = pageSizeOf(size, { pageSizeDefault: 20, pageSizeMax: 100 });
    const found = await ctx.services.invoices.list(ctx.em, authOf(ctx).companyId, filterOf(filter), p, s);
    return { items: found.items.map((i) => toInvoiceView(i, found.today)), total: found.total, page: p, size: s, totals: found.totals };
  }

  @Authorized('invoices.read')
  @Query(() => SalesInvoiceView)
  async invoice(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<SalesInvoiceView> {
    return toInvoiceView(await ctx.services.invoices.get(ctx.em, parseId(id)), todayInMorocco(), true);
  }

  @Authorized('invoices.read')
  @Query(() => QuoteInvoicingView, { description: 'Où en est la facturation d’un devis : reste à facturer, acomptes, retenue, avancement.' })
  quoteInvoicing(@Arg('quoteId', () => ID) quoteId: string, @Ctx() ctx: Context): Promise<QuoteInvoicingView> {
    return ctx.services.invoices.invoicing(ctx.em, parseId(quoteId));
  }

  @Authorized('invoices.read')
  @Query(() => InvoicesOverdueView, { description: 'Les factures échues non payées : nombre et reste à payer.' })
  invoicesOverdue(@Ctx() ctx: Context): Promise<InvoicesOverdueView> {
    return ctx.services.invoices.overdue(ctx.em, authOf(ctx).companyId);
  }

  @Authorized('invoices.create')
  @Query(() => SalesInvoiceView, {
    description: 'La facture que createInvoice émettrait (montants, TVA par taux, retenue, net à payer, numéro), sans rien émettre.',
  })
  async invoicePreview(@Arg('quoteId', () => ID) quoteId: string, @Arg('input', () => InvoiceInput) input: InvoiceInput, @Ctx() ctx: Context) {
    const today = todayInMorocco();
    return previewInvoice(ctx.services.invoices, ctx.em, authOf(ctx), parseId(quoteId), parseInput(invoiceSchema, input), (i) =>
      toInvoiceView(i, today, true),
    );
  }

  @Authorized('invoices.create')
  @Mutation(() => SalesInvoiceView, { description: 'Émet une facture (acompte, situation, solde, retenue) d’un devis accepté : FAC-AAAA-NNNN.' })
  async createInvoice(@Arg('quoteId', () => ID) quoteId: string, @Arg('input', () => InvoiceInput) input: InvoiceInput, @Ctx() ctx: Context) {
    const invoice = await ctx.services.invoices.create(ctx.em, authOf(ctx), parseId(quoteId), parseInput(invoiceSchema, input));
    return toInvoiceView(await ctx.services.invoices.get(ctx.em, invoice.id), todayInMorocco(), true);
  }

  @Authorized('invoices.create')
  @Mutation(() => SalesInvoiceView, { description: 'Émet un avoir (AV-AAAA-NNNN) annulant tout ou partie d’une facture.' })
  async createCreditNote(
    @Arg('invoiceId', () => ID) invoiceId: string,
    @Arg('input', () => CreditNoteInput) input: CreditNoteInput,
    @Ctx() ctx: Context,
  ): Promise<SalesInvoiceView> {
    const note = await ctx.services.invoices.credit(ctx.em, authOf(ctx), parseId(invoiceId), parseInput(creditNoteSchema, input));
    return toInvoiceView(await ctx.services.invoices.get(ctx.em, note.id), todayInMorocco(), true);
  }

  @Authorized('invoices.pay')
  @Mutation(() => SalesInvoiceView, { description: 'Enregistre un paiement (partiel permis) ; il devient une recette du chantier.' })
  async recordPayment(
    @Arg('invoiceId', () => ID) invoiceId: string,
    @Arg('input', () => PaymentInput) input: PaymentInput,
    @Ctx() ctx: Context,
  ): Promise<SalesInvoiceView> {
    const invoice = await ctx.services.invoices.pay(ctx.em, authOf(ctx), parseId(invoiceId), parseInput(paymentSchema, input));
    return toInvoiceView(await ctx.services.invoices.get(ctx.em, invoice.id), todayInMorocco(), true);
  }

  @Authorized('invoices.pay')
  @Mutation(() => SalesInvoiceView, { description: 'Annule un paiement saisi par erreur, avec les recettes qu’il avait créées.' })
  async deletePayment(@Arg('paymentId', () => ID) paymentId: string, @Ctx() ctx: Context): Promise<SalesInvoiceView> {
    const invoice = await ctx.services.invoices.cancelPayment(ctx.em, parseId(paymentId));
    return toInvoiceView(await ctx.services.invoices.get(ctx.em, invoice.id), todayInMorocco(), true);
  }
}
