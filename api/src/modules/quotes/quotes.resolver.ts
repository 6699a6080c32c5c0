import { QUOTE_STATUSES, type QuoteStatus, quoteSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { AppError } from '../../core/errors/app-error';
import { parseId, parseInput } from '../../core/errors/parse';
import { isUuid } from '../../core/ids';
import { pageSizeOf } from '../../core/paging/page-size';
import { requiredPeriod } from '../finance';
import { todayInMorocco } from '../../core/time/morocco';
import type { QuoteSort } from './quotes.service';
import { QuoteFilterInput, QuoteInput, QuotePage, QuoteTotalsView, QuoteView } from './quote.types';
import { toQuoteView } from './quote.view';

const SORTS: QuoteSort[] = ['date', 'reference', 'client', 'total'];

function filterOf(filter: QuoteFilterInput | null | undefined) {
  const status = filter?.status ? filter.status.trim().toUpperCase() : null;
  if (status && !(QUOTE_STATUSES as readonly string[]).includes(status)) throw AppError.badInput({ status: 'quote.status.invalid' });
  const siteId = filter?.siteId ?? null;
  if (siteId && !isUuid(siteId)) throw AppError.badInput({ siteId: 'site.notFound' });
  const period = filter?.from || filter?.to ? requiredPeriod(filter?.from, filter?.to) : null;
  return {
    status: status as QuoteStatus | null,
    search: filter?.search ?? null,
    siteId: siteId?.toLowerCase() ?? null,
    from: period?.from ?? null,
    to: period?.to ?? null,
  };
}

/** `/liste-devis` and `/devis`: the company's quotes; deleting one (pending only) is the Admin Société's. */
@Resolver()
export class QuotesResolver {
  @Authorized('quotes.read')
  @Query(() => QuotePage, { description: 'Les devis de la société, filtrés, triés (date, reference, client, total) et paginés.' })
  async quotes(
    @Ctx() ctx: Context,
    @Arg('filter', () => QuoteFilterInput, { nullable: true }) filter?: QuoteFilterInput,
    @Arg('sort', () => String, { nullable: true }) sort?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<QuotePage> {
    const p = Math.max(0, page ?? 0);
    const s = pageSizeOf(size, { pageSizeDefault: 20, pageSizeMax: 100 });
    const order = SORTS.includes(sort as QuoteSort) ? (sort as QuoteSort) : 'date';
    const found = await ctx.services.quotes.list(ctx.em, authOf(ctx).companyId, filterOf(filter), order, p, s);
    return { items: found.items.map((q) => toQuoteView(q, found.today)), total: found.total, page: p, size: s, totals: found.totals };
  }

  @Authorized('quotes.read')
  @Query(() => QuoteTotalsView, { description: 'Les devis en attente de réponse (en cours, non dépassés) : nombre et montants.' })
  quotesWaiting(@Ctx() ctx: Context): Promise<QuoteTotalsView> {
    return ctx.services.quotes.waiting(ctx.em, authOf(ctx).companyId);
  }

  @Authorized('quotes.read')
  @Query(() => QuoteView)
  async quote(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<QuoteView> {
    return toQuoteView(await ctx.services.quotes.get(ctx.em, parseId(id)), todayInMorocco(), true);
  }

  @Authorized('quotes.create')
  @Mutation(() => QuoteView, { description: 'Crée un devis en cours, numéroté DEV-AAAA-NNNN.' })
  async createQuote(@Arg('input', () => QuoteInput) input: QuoteInput, @Ctx() ctx: Context): Promise<QuoteView> {
    const quote = await ctx.services.quotes.create(ctx.em, authOf(ctx), parseInput(quoteSchema, input));
    return toQuoteView(quote, todayInMorocco(), true);
  }

  @Authorized('quotes.update')
  @Mutation(() => QuoteView, { description: 'Modifie un devis en cours (dépassé compris : prolonger sa validité le relance).' })
  async updateQuote(@Arg('id', () => ID) id: string, @Arg('input', () => QuoteInput) input: QuoteInput, @Ctx() ctx: Context): Promise<QuoteView> {
    const quote = await ctx.services.quotes.update(ctx.em, authOf(ctx), parseId(id), parseInput(quoteSchema, input));
    return toQuoteView(quote, todayInMorocco(), true);
  }

  @Authorized('quotes.decide')
  @Mutation(() => QuoteView, { description: 'ACCEPTE ou REFUSE un devis en cours ; qui et quand sont enregistrés.' })
  async setQuoteStatus(@Arg('id', () => ID) id: string, @Arg('status', () => String) status: string, @Ctx() ctx: Context): Promise<QuoteView> {
    if (status !== 'ACCEPTE' && status !== 'REFUSE') throw AppError.badInput({ status: 'quote.status.invalid' });
    return toQuoteView(await ctx.services.quotes.decide(ctx.em, authOf(ctx), parseId(id), status), todayInMorocco(), true);
  }

  @Authorized('quotes.update')
  @Mutation(() => QuoteView, { description: 'Créer le chantier : un devis accepté sans chantier en devient un (budget = son montant).' })
  async createSiteFromQuote(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<QuoteView> {
    return toQuoteView(await ctx.services.quotes.createSite(ctx.em, authOf(ctx), parseId(id)), todayInMorocco(), true);
  }

  @Authorized('quotes.update')
  @Mutation(() => QuoteView, { description: 'Lie un devis accepté sans chantier à un chantier existant.' })
  async linkQuoteToSite(@Arg('id', () => ID) id: string, @Arg('siteId', () => ID) siteId: string, @Ctx() ctx: Context): Promise<QuoteView> {
    const quote = await ctx.services.quotes.linkSite(ctx.em, parseId(id), siteId);
    return toQuoteView(quote, todayInMorocco(), true);
  }

  @Authorized('quotes.create')
  @Mutation(() => QuoteView, { description: 'Copie un devis en un nouveau devis en cours, daté du jour.' })
  async duplicateQuote(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<QuoteView> {
    return toQuoteView(await ctx.services.quotes.duplicate(ctx.em, authOf(ctx), parseId(id)), todayInMorocco(), true);
  }

  @Authorized('quotes.delete')
  @Mutation(() => Boolean, { description: 'Supprime un devis en cours.' })
  async deleteQuote(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.quotes.remove(ctx.em, parseId(id));
    return true;
  }
}
