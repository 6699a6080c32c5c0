import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../core/context/context';
import { accountMapping, setAccount } from './account-mapping.service';
import { journalTotals } from './journal-entries';
import { journals } from './journals.read';
import { AccountMappingView, JournalsView } from './journals.types';

@Resolver()
export class JournalsResolver {
  @Authorized('accounting.read')
  @Query(() => JournalsView, { description: 'Les journaux comptables d’une période (douze mois au plus), écritures équilibrées.' })
  async accountingJournals(
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
    @Ctx() ctx: Context,
  ): Promise<JournalsView> {
    const found = await journals(ctx.em, authOf(ctx).companyId, from, to);
    return { ...found, totals: journalTotals(found.entries) };
  }

  @Authorized('accounting.read')
  @Query(() => [AccountMappingView], { description: 'La correspondance des comptes : pour chaque usage, le compte de la société.' })
  async accountMapping(@Ctx() ctx: Context): Promise<AccountMappingView[]> {
    return accountMapping(ctx.em);
  }

  @Authorized('accounting.manage')
  @Mutation(() => [AccountMappingView], { description: 'Change le compte d’un usage (4 à 10 chiffres) ; le compte par défaut le remet.' })
  async setAccountMapping(@Arg('key') key: string, @Arg('account') account: string, @Ctx() ctx: Context): Promise<AccountMappingView[]> {
    return setAccount(ctx.em, authOf(ctx), key, account);
  }
}
