import { clearanceAnswerSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../../core/context/context';
import { parseId, parseInput } from '../../../core/errors/parse';
import { todayInMorocco } from '../../../core/time/morocco';
import { SalesInvoiceView } from '../invoice.types';
import { toInvoiceView } from '../invoice.view';
import { ClearanceAnswerInput } from './clearance.types';

/** Clearance by the DGI's platform: submitting and recording its answer are the Admin Société's, as issuing is. */
@Resolver()
export class ClearanceResolver {
  @Authorized('invoices.create')
  @Mutation(() => SalesInvoiceView, {
    description:
      'Soumet la facture (ou l’avoir) à la plateforme de la DGI : A_SOUMETTRE → SOUMISE, VALIDEE ou REJETEE. Une seconde fois : rien ne change.',
  })
  async submitInvoiceClearance(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<SalesInvoiceView> {
    const invoice = await ctx.services.clearance.submit(ctx.em, parseId(id));
    return toInvoiceView(await ctx.services.invoices.get(ctx.em, invoice.id), todayInMorocco(), true);
  }

  @Authorized('invoices.create')
  @Mutation(() => SalesInvoiceView, {
    description:
      'Enregistre la réponse de la plateforme lue sur le portail de la DGI (soumission manuelle) : VALIDEE avec son numéro, ou REJETEE avec ' +
      'ses motifs. La même réponse deux fois ne change rien ; une autre, sur une pièce qui a déjà sa réponse, est refusée.',
  })
  async recordInvoiceClearance(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ClearanceAnswerInput) input: ClearanceAnswerInput,
    @Ctx() ctx: Context,
  ): Promise<SalesInvoiceView> {
    const invoice = await ctx.services.clearance.record(ctx.em, parseId(id), parseInput(clearanceAnswerSchema, input));
    return toInvoiceView(await ctx.services.invoices.get(ctx.em, invoice.id), todayInMorocco(), true);
  }
}
