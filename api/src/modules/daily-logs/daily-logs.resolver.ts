import { dailyLogAddendumSchema, dailyLogKeySchema, dailyLogPeriodSchema, dailyLogSchema, dailyLogSignSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseInput } from '../../core/errors/parse';
import type { DailyLog } from './daily-log.entity';
import { DailyLogAddendumInput, DailyLogInput, DailyLogListView, DailyLogSignInput, DailyLogView } from './daily-log.types';
import { dailyLogSummary, dailyLogView } from './daily-log.view';

const viewOf = (ctx: Context, log: DailyLog) =>
  dailyLogView(ctx.em, ctx.services.dailyLogs, ctx.services.files, authOf(ctx).companyId, { site: log.site, day: log.day, log });

/** The site's daily log (journal de chantier, issue 37): a day (saved or prefilled), a period's list, save, sign, addenda. */
@Resolver()
export class DailyLogsResolver {
  @Authorized('dailyLogs.read')
  @Query(() => DailyLogView, {
    description: 'Le journal d’un jour : enregistré, ou un brouillon pré-rempli (effectifs du CRA et des affectations) à compléter.',
  })
  async dailyLog(@Arg('siteId', () => ID) siteId: string, @Arg('day', () => String) day: string, @Ctx() ctx: Context): Promise<DailyLogView> {
    const key = parseInput(dailyLogKeySchema, { siteId, day });
    const found = await ctx.services.dailyLogs.day(ctx.em, key.siteId, key.day);
    return dailyLogView(ctx.em, ctx.services.dailyLogs, ctx.services.files, authOf(ctx).companyId, { ...found, day: key.day });
  }

  @Authorized('dailyLogs.read')
  @Query(() => DailyLogListView, {
    description: 'Les journaux enregistrés d’un chantier sur une période de 62 jours au plus, le plus récent d’abord.',
  })
  async dailyLogs(
    @Arg('siteId', () => ID) siteId: string,
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Ctx() ctx: Context,
  ): Promise<DailyLogListView> {
    const key = parseInput(dailyLogKeySchema, { siteId, day: from });
    const period = parseInput(dailyLogPeriodSchema, { from, to });
    const logs = await ctx.services.dailyLogs.list(ctx.em, key.siteId, period.from, period.to);
    return { items: logs.map(dailyLogSummary) };
  }

  @Authorized('dailyLogs.write')
  @Mutation(() => DailyLogView, {
    description: 'Enregistre le journal du jour tout entier (créé la première fois) ; un journal signé est refusé : ajoutez un additif.',
  })
  async saveDailyLog(@Arg('input', () => DailyLogInput) input: DailyLogInput, @Ctx() ctx: Context): Promise<DailyLogView> {
    return viewOf(ctx, await ctx.services.dailyLogs.save(ctx.em, authOf(ctx), parseInput(dailyLogSchema, input)));
  }

  @Authorized('dailyLogs.sign')
  @Mutation(() => DailyLogView, { description: 'Signe le journal du jour (signature dessinée) : il passe en lecture seule.' })
  async signDailyLog(@Arg('input', () => DailyLogSignInput) input: DailyLogSignInput, @Ctx() ctx: Context): Promise<DailyLogView> {
    return viewOf(ctx, await ctx.services.dailyLogs.sign(ctx.em, authOf(ctx), parseInput(dailyLogSignSchema, input)));
  }

  @Authorized('dailyLogs.write')
  @Mutation(() => DailyLogView, { description: 'Ajoute un additif daté à un journal signé (le journal reste tel qu’il a été signé).' })
  async addDailyLogAddendum(@Arg('input', () => DailyLogAddendumInput) input: DailyLogAddendumInput, @Ctx() ctx: Context): Promise<DailyLogView> {
    return viewOf(ctx, await ctx.services.dailyLogs.addAddendum(ctx.em, authOf(ctx), parseInput(dailyLogAddendumSchema, input)));
  }
}
