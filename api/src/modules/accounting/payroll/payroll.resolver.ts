import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../core/context/context';
import { payrollService } from './payroll.service';
import { PayrollDeclarationView } from './payroll.types';

/** Comptabilité › Déclaration CNSS: who reads the books reads it. */
@Resolver()
export class PayrollResolver {
  @Authorized('accounting.read')
  @Query(() => PayrollDeclarationView, {
    description: 'La déclaration des salaires CNSS d’un mois (AAAA-MM) : par salarié, jours, salaire, cotisations CNSS/AMO/TFP, contrôle SMIG.',
  })
  async payrollDeclaration(@Arg('month') month: string, @Ctx() ctx: Context): Promise<PayrollDeclarationView> {
    return (await payrollService.declaration(ctx.em, authOf(ctx).companyId, month)) as PayrollDeclarationView;
  }
}
