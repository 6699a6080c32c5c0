import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../../../core/context/context';
import { parseId } from '../../../core/errors/parse';
import { invoiceUbl } from './invoice-ubl';
import { InvoiceUblView } from './invoice-ubl.types';

/** The invoice's UBL file is downloaded over REST (`/factures/{id}/ubl`); GraphQL says what it lacks before that. */
@Resolver()
export class InvoiceUblResolver {
  @Authorized('invoices.read')
  @Query(() => InvoiceUblView, { description: 'La facture électronique d’une facture ou d’un avoir : les règles du profil marocain non respectées.' })
  async invoiceUbl(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<InvoiceUblView> {
    const invoice = await ctx.services.invoices.get(ctx.em, parseId(id));
    // The rules read the file's mentions and amounts, not its attachment: the PDF is not rendered for them.
    const ubl = await invoiceUbl(ctx.em, ctx.services.files, invoice, false);
    return { fileName: ubl.fileName, violations: ubl.violations };
  }
}
