import { quoteMailSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../core/context/context';
import { parseId, parseInput } from '../../../core/errors/parse';
import { QuoteMailInput, QuoteSendingView } from './quote-mail.types';

/** Sending a quote by e-mail, PDF attached, and the record of its sendings. */
@Resolver()
export class QuoteMailResolver {
  @Authorized('quotes.send')
  @Mutation(() => [QuoteSendingView], {
    description: 'Envoie le devis en PDF par e-mail ; l’envoi est enregistré sur le devis. Répond ses envois, le plus récent d’abord.',
  })
  async sendQuote(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => QuoteMailInput) input: QuoteMailInput,
    @Ctx() ctx: Context,
  ): Promise<QuoteSendingView[]> {
    const quote = await ctx.services.quoteMails.send(ctx.em, authOf(ctx), parseId(id), parseInput(quoteMailSchema, input));
    return ctx.services.quoteMails.sendings(ctx.em, authOf(ctx).companyId, quote.id);
  }

  @Authorized('quotes.read')
  @Query(() => [QuoteSendingView], { description: 'Les envois du devis par e-mail, le plus récent d’abord.' })
  async quoteSendings(@Arg('quoteId', () => ID) quoteId: string, @Ctx() ctx: Context): Promise<QuoteSendingView[]> {
    const quote = await ctx.services.quotes.get(ctx.em, parseId(quoteId));
    return ctx.services.quoteMails.sendings(ctx.em, authOf(ctx).companyId, quote.id);
  }
}
