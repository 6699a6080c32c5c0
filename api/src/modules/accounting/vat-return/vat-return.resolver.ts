import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../core/context/context';
import { parseId } from '../../../core/errors/parse';
import { vatReturnService } from './vat-return.service';
import { CashPaymentCheckView, VatReturnView, VatStatementFileView } from './vat-return.types';

/** TVA return help and supplier compliance (issue 38): reads only. */
@Resolver()
export class VatReturnResolver {
  @Authorized('accounting.read')
  @Query(() => VatReturnView, { description: 'La TVA d’un mois (AAAA-MM) ou d’un trimestre (AAAA-T1…T4), par taux, avec les pièces.' })
  async vatReturn(@Arg('period') period: string, @Ctx() ctx: Context): Promise<VatReturnView> {
    return vatReturnService.report(ctx.em, authOf(ctx), period);
  }

  @Authorized('accounting.read')
  @Query(() => VatStatementFileView, { description: 'Le relevé des déductions de la période, au format XML de SIMPL-TVA.' })
  async vatDeductionsStatement(@Arg('period') period: string, @Ctx() ctx: Context): Promise<VatStatementFileView> {
    return vatReturnService.releve(ctx.em, authOf(ctx), period);
  }

  @Authorized('purchases.create')
  @Query(() => CashPaymentCheckView, {
    description:
      'Avant d’enregistrer un achat réglé en espèces : la part non déductible (plafonds de 5 000 DH par jour et 50 000 DH par mois et par fournisseur).',
  })
  async cashPaymentCheck(
    @Arg('supplierId', () => ID) supplierId: string,
    @Arg('day', { description: 'AAAA-MM-JJ : date du règlement.' }) day: string,
    @Arg('amountPaid') amountPaid: string,
    @Arg('amountVAT') amountVAT: string,
    @Arg('amountTTC') amountTTC: string,
    @Ctx() ctx: Context,
    @Arg('purchaseId', () => ID, { nullable: true, description: 'L’achat modifié (ses paiements ne comptent pas deux fois).' }) purchaseId?: string,
  ): Promise<CashPaymentCheckView> {
    const input = { supplierId: parseId(supplierId), day, amountPaid, amountVAT, amountTTC, purchaseId: purchaseId ? parseId(purchaseId) : null };
    return vatReturnService.cashCheck(ctx.em, input);
  }
}
