import { activityClearSchema, activitySaveSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { AppError } from '../../core/errors/app-error';
import { parseId, parseInput } from '../../core/errors/parse';
import { isCalendarDay, isCalendarMonth } from '@chantiers/schema';
import type { ActivityEntry } from './activity-entry.entity';
import { daysOfMonth, frenchMonth } from './activity-dates';
import { ActivityCellInput, ActivityEntryInput, ActivityEntryView, ActivityMonthView, ActivityWeekView, HolidayView } from './activity.types';

const person = (p: { id: string; firstName: string; lastName: string; trade: string }) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  trade: p.trade,
});
const entryView = (e: ActivityEntry): ActivityEntryView => ({
  siteId: e.site.id,
  personnelId: e.personnel.id,
  day: e.day,
  value: String(Number(e.value)),
  net: e.net,
  bonus: e.bonus,
});
function dayArg(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isCalendarDay(day)) throw AppError.badInput({ day: 'cra.day.invalid' });
  return day;
}
function monthArg(month: string): string {
  if (!isCalendarMonth(month)) throw AppError.badInput({ month: 'cra.month.invalid' });
  return month;
}

/** Activity reports (CRA): a site's week, a month across sites, saving days; validating a month is the MANAGER's. */
@Resolver()
export class ActivityResolver {
  @Authorized('activity.read')
  @Query(() => ActivityWeekView, { description: 'La semaine d’un chantier qui contient le jour donné.' })
  async siteActivityWeek(
    @Arg('siteId', () => ID) siteId: string,
    @Arg('day', () => String) day: string,
    @Ctx() ctx: Context,
  ): Promise<ActivityWeekView> {
    const week = await ctx.services.activity.week(ctx.em, parseId(siteId), dayArg(day));
    const holidays = await ctx.services.holidays.between(ctx.em, authOf(ctx).companyId, week.days[0], week.days[6]);
    return {
      ...week,
      holidays,
      site: { id: week.site.id, name: week.site.name },
      rows: week.rows.map((r) => ({ ...r, personnel: person(r.personnel) })),
    };
  }

  @Authorized('activity.read')
  @Query(() => ActivityMonthView, { description: 'Un mois (AAAA-MM) d’imputations, par personne ; un chantier ou tous ceux de l’appelant.' })
  async activityMonth(
    @Arg('month', () => String) month: string,
    @Ctx() ctx: Context,
    @Arg('siteId', () => ID, { nullable: true }) siteId?: string | null,
  ): Promise<ActivityMonthView> {
    const m = await ctx.services.activity.month(ctx.em, monthArg(month), siteId ? parseId(siteId) : null);
    const days = daysOfMonth(m.month);
    return {
      ...m,
      holidays: await ctx.services.holidays.between(ctx.em, authOf(ctx).companyId, days[0], days[days.length - 1]),
      label: frenchMonth(m.month),
      rows: m.rows.map((r) => ({
        ...r,
        personnel: person(r.personnel),
        entries: r.entries.map((e) => ({ day: e.day, value: String(Number(e.value)), site: { id: e.site.id, name: e.site.name } })),
      })),
    };
  }

  @Authorized('activity.write')
  @Mutation(() => [ActivityEntryView], { description: 'Enregistre des imputations (500 au plus) en une transaction.' })
  async saveActivity(@Arg('entries', () => [ActivityEntryInput]) entries: ActivityEntryInput[], @Ctx() ctx: Context): Promise<ActivityEntryView[]> {
    const input = parseInput(activitySaveSchema, { entries });
    return (await ctx.services.activity.save(ctx.em, authOf(ctx), input.entries)).map(entryView);
  }

  @Authorized('activity.write')
  @Mutation(() => Int, { description: 'Vide des cases (rien de saisi) ; répond le nombre d’imputations retirées.' })
  async clearActivity(@Arg('cells', () => [ActivityCellInput]) cells: ActivityCellInput[], @Ctx() ctx: Context): Promise<number> {
    return ctx.services.activity.clear(ctx.em, authOf(ctx), parseInput(activityClearSchema, { cells }).cells);
  }

  @Authorized('activity.lock')
  @Mutation(() => Boolean, { description: 'Valide un mois : ses imputations ne changent plus sans déverrouillage.' })
  async lockActivityMonth(@Arg('month', () => String) month: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.activity.lock(ctx.em, authOf(ctx), monthArg(month));
    return true;
  }

  @Authorized('activity.lock')
  @Mutation(() => Boolean, { description: 'Déverrouille un mois validé ; c’est écrit dans l’actualité des chantiers.' })
  async unlockActivityMonth(@Arg('month', () => String) month: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.activity.unlock(ctx.em, authOf(ctx), monthArg(month));
    return true;
  }

  @Authorized('activity.read')
  @Query(() => [HolidayView], { description: 'Les jours fériés d’une année pour la société (civils, religieux attendus, corrections).' })
  holidays(@Arg('year', () => Int) year: number, @Ctx() ctx: Context): Promise<HolidayView[]> {
    if (!Number.isInteger(year) || year < 2000 || year > 2100) throw AppError.badInput({ year: 'holiday.year.invalid' });
    return ctx.services.holidays.between(ctx.em, authOf(ctx).companyId, `${year}-01-01`, `${year}-12-31`);
  }

  @Authorized('activity.lock')
  @Mutation(() => Boolean, { description: 'Ajoute (ou renomme) un jour férié pour la société : une fête religieuse annoncée un autre jour.' })
  async setHoliday(@Arg('day', () => String) day: string, @Arg('name', () => String) name: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.holidays.set(ctx.em, authOf(ctx), dayArg(day), name);
    return true;
  }

  @Authorized('activity.lock')
  @Mutation(() => Boolean, { description: 'Retire un jour férié du calendrier de la société.' })
  async removeHoliday(@Arg('day', () => String) day: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.holidays.remove(ctx.em, authOf(ctx), dayArg(day));
    return true;
  }
}
