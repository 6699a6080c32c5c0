import { companyLegalSchema, companySettingsSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseInput } from '../../core/errors/parse';
import { CompanyLegalInput, CompanyLegalView, CompanySettingsInput, CompanySettingsView } from './company.types';

/**
 * `/parametres/societe`: every member reads the settings and the legal details (the screens and documents follow
 * them), a MANAGER changes them.
 */
@Resolver()
export class CompanyResolver {
  @Authorized('company.read')
  @Query(() => CompanySettingsView)
  companySettings(@Ctx() ctx: Context): Promise<CompanySettingsView> {
    return ctx.services.company.settings(ctx.em, authOf(ctx));
  }

  @Authorized('company.update')
  @Mutation(() => CompanySettingsView)
  updateCompanySettings(@Arg('input', () => CompanySettingsInput) input: CompanySettingsInput, @Ctx() ctx: Context): Promise<CompanySettingsView> {
    return ctx.services.company.updateSettings(ctx.em, authOf(ctx), parseInput(companySettingsSchema, input));
  }

  @Authorized('company.read')
  @Query(() => CompanyLegalView, { description: 'Les mentions légales des devis et factures.' })
  companyLegal(@Ctx() ctx: Context): Promise<CompanyLegalView> {
    return ctx.services.company.legal(ctx.em, authOf(ctx));
  }

  @Authorized('company.update')
  @Mutation(() => CompanyLegalView)
  updateCompanyLegal(@Arg('input', () => CompanyLegalInput) input: CompanyLegalInput, @Ctx() ctx: Context): Promise<CompanyLegalView> {
    return ctx.services.company.updateLegal(ctx.em, authOf(ctx), parseInput(companyLegalSchema, input));
  }
}
