import { invoiceMailSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../core/context/context';
import { parseId, parseInput } from '../../../core/errors/parse';
import { InvoiceMailInput, InvoiceSendingView } from './invoice-mail.types';

/** Sending an issued invoice (or credit note) by e-mail, PDF attached, and the record of its sendings. */
@Resolver()
export class InvoiceMailResolver {
  @Authorized('invoices.send')
  @Mutation(() => [InvoiceSendingView], {
    description:
      "Envoie la facture (ou l'avoir) en PDF par e-mail ; l'envoi est enregistré sur la facture. Répond ses envois, le plus récent d'abord.",
  })
  async sendInvoice(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => InvoiceMailInput) input: InvoiceMailInput,
    @Ctx() ctx: Context,
  ): Promise<InvoiceSendingView[]> {
    const invoice = await ctx.services.invoiceMails.send(ctx.em, authOf(ctx), parseId(id), parseInput(invoiceMailSchema, input));
    return ctx.services.invoiceMails.sendings(ctx.em, authOf(ctx).companyId, invoice.id);
  }

  @Authorized('invoices.read')
  @Query(() => [InvoiceSendingView], { description: "Les envois de la facture (ou de l'avoir) par e-mail, le plus récent d'abord." })
  async invoiceSendings(@Arg('invoiceId', () => ID) invoiceId: string, @Ctx() ctx: Context): Promise<InvoiceSendingView[]> {
    const invoice = await ctx.services.invoices.get(ctx.em, parseId(invoiceId));
    return ctx.services.invoiceMails.sendings(ctx.em, authOf(ctx).companyId, invoice.id);
  }
}
