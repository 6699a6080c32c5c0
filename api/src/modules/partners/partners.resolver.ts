import { partnerContactSchema, partnerProfileSchema, partnerSignUpSchema, translate } from '@chantiers/schema';
import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId, parseInput } from '../../core/errors/parse';
import { may } from '../../core/policies/authorize';
import { AuthPayload } from '../accounts';
import { placeNames } from './partner-places';
import { PartnersService } from './partners.service';
import {
  ContactRequestPage,
  ContactRequestView,
  PartnerContactInput,
  PartnerContactResult,
  PartnerDashboardView,
  PartnerDirectoryArgs,
  PartnerDirectoryPage,
  PartnerPageView,
  PartnerProfileInput,
  PartnerProfileView,
  PartnerSignUpInput,
  PartnerSignUpResult,
} from './partners.types';
import { toContactRequestView, toPartnerCard, toPartnerPage, toPartnerProfile } from './partners.views';
import type { LoadedPartner } from './partners.service';

const PAGE_MAX = 100_000;
const pageOf = (page: number | null | undefined) => Math.min(Math.max(0, page ?? 0), PAGE_MAX);

async function profileView(ctx: Context, loaded: LoadedPartner): Promise<PartnerProfileView> {
  return toPartnerProfile(ctx.services.files, await placeNames(ctx.em, [loaded.partner]), loaded);
}

@Resolver()
export class PartnersResolver {
  @Mutation(() => PartnerSignUpResult, {
    description: 'Inscription d’un partenaire : un e-mail de confirmation est envoyé (même réponse si l’adresse existe).',
  })
  registerPartner(@Arg('input', () => PartnerSignUpInput) input: PartnerSignUpInput, @Ctx() ctx: Context): Promise<PartnerSignUpResult> {
    return ctx.services.partners.register(ctx.em, parseInput(partnerSignUpSchema, input), ctx.meta);
  }

  @Mutation(() => AuthPayload, { description: 'Renouvelle la session d’un partenaire (POST /partners/auth/refresh).' })
  refreshPartnerSession(
    @Arg('refreshToken', () => String, { nullable: true }) refreshToken: string | undefined,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    return ctx.services.sessions.refresh(ctx.em, refreshToken ?? ctx.meta.refreshTokenHeader ?? undefined, 'PARTNER');
  }

  @Query(() => PartnerDirectoryPage, { description: 'L’annuaire public des partenaires publiés.' })
  async partners(@Args() args: PartnerDirectoryArgs, @Ctx() ctx: Context): Promise<PartnerDirectoryPage> {
    const size = PartnersService.pageSize(args.size);
    const page = pageOf(args.page);
    const found = await ctx.services.partners.directory(ctx.em, { ...args, page, size });
    const names = await placeNames(ctx.em, found.items);
    return { items: found.items.map((p) => toPartnerCard(ctx.services.files, names, p)), total: found.total, page, size };
  }

  @Query(() => PartnerPageView, { description: 'La page publique d’un partenaire ; ses coordonnées pour un utilisateur de société connecté.' })
  async partner(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<PartnerPageView> {
    const viewer = await ctx.authenticate();
    const loaded = await ctx.services.partners.publicOne(ctx.em, parseId(id), viewer);
    const staff = viewer?.type === 'USER';
    return toPartnerPage(
      ctx.services.files,
      await placeNames(ctx.em, [loaded.partner]),
      loaded,
      staff || may(viewer, 'partner.profile.read', { companyId: loaded.partner.company.id }),
      staff,
    );
  }

  @Authorized('partner.profile.read')
  @Query(() => PartnerProfileView, { nullable: true, description: 'La fiche du partenaire connecté ; null s’il l’a supprimée.' })
  async myPartnerProfile(@Ctx() ctx: Context): Promise<PartnerProfileView | null> {
    const own = await ctx.services.partners.own(ctx.em, authOf(ctx));
    return own ? profileView(ctx, own) : null;
  }

  @Authorized('partner.profile.update')
  @Mutation(() => PartnerProfileView, { description: 'Crée la fiche du partenaire connecté (s’il n’en a pas).' })
  async createPartnerProfile(@Arg('input', () => PartnerProfileInput) input: PartnerProfileInput, @Ctx() ctx: Context): Promise<PartnerProfileView> {
    return profileView(ctx, await ctx.services.partners.create(ctx.em, authOf(ctx), parseInput(partnerProfileSchema, withDefaults(input))));
  }

  @Authorized('partner.profile.update')
  @Mutation(() => PartnerProfileView, { description: 'Modifie la fiche du partenaire connecté (la sienne seulement).' })
  async updatePartnerProfile(
    @Arg('input', () => PartnerProfileInput) input: PartnerProfileInput,
    @Arg('id', () => ID, { nullable: true }) id: string | null,
    @Ctx() ctx: Context,
  ): Promise<PartnerProfileView> {
    const data = parseInput(partnerProfileSchema, withDefaults(input));
    return profileView(ctx, await ctx.services.partners.update(ctx.em, authOf(ctx), id == null ? null : parseId(id), data));
  }

  @Authorized('partner.profile.delete')
  @Mutation(() => Boolean, { description: 'Retire la fiche de l’annuaire avec ses photos et ses demandes ; le compte reste.' })
  deletePartnerProfile(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.partners.remove(ctx.em, authOf(ctx), parseId(id));
  }

  @Authorized('partner.dashboard')
  @Query(() => PartnerDashboardView)
  partnerDashboard(@Ctx() ctx: Context): Promise<PartnerDashboardView> {
    return ctx.services.contactRequests.dashboard(ctx.em, authOf(ctx));
  }

  @Authorized('partner.requests.read')
  @Query(() => ContactRequestPage, { description: 'Les demandes reçues, les plus récentes d’abord.' })
  async partnerContactRequests(
    @Arg('status', () => String, { nullable: true }) status: string | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Ctx() ctx: Context,
  ): Promise<ContactRequestPage> {
    const p = pageOf(page);
    const s = Math.min(Math.max(size ?? 20, 1), 100);
    const found = await ctx.services.contactRequests.list(ctx.em, authOf(ctx), { status, page: p, size: s });
    return { items: found.items.map(toContactRequestView), total: found.total, page: p, size: s };
  }

  @Authorized('partner.requests.update')
  @Mutation(() => ContactRequestView, { description: 'Change le statut d’une demande reçue : NOUVEAU, REPONDU ou CLOS.' })
  async setContactRequestStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
    @Ctx() ctx: Context,
  ): Promise<ContactRequestView> {
    return toContactRequestView(await ctx.services.contactRequests.setStatus(ctx.em, authOf(ctx), parseId(id), status));
  }

  @Authorized('partners.contact')
  @Mutation(() => PartnerContactResult, { description: 'Envoie une demande de contact à un partenaire (par e-mail et sur son tableau de bord).' })
  async sendPartnerRequest(@Arg('input', () => PartnerContactInput) input: PartnerContactInput, @Ctx() ctx: Context): Promise<PartnerContactResult> {
    const row = await ctx.services.contactRequests.send(ctx.em, authOf(ctx), parseInput(partnerContactSchema, input));
    return { id: row.id, message: translate('partner.request.sent') };
  }
}

/** A missing list is an empty one and a missing visibility is 'published', as the form starts. */
function withDefaults(input: PartnerProfileInput): PartnerProfileInput {
  return { ...input, cities: input.cities ?? [], photoFileIds: input.photoFileIds ?? [], published: input.published ?? true };
}
