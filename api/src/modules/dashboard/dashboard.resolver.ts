import { pageSizeOf } from '../../core/paging/page-size';
import { isCalendarMonth } from '@chantiers/schema';
import { Arg, Authorized, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { AppError } from '../../core/errors/app-error';
import { replicaRead } from '../../core/replicas/replica-read';
import { LocalDateScalar } from '../../graphql/scalars';
import { FinanceLineView, MonthFinanceLineView, toGlobalFinanceView } from '../finance';
import { SiteView, toSiteListView } from '../sites';
import { todayInMorocco } from '../../core/time/morocco';
import { toPay, ToPayView } from '../finance';

@ObjectType({ description: 'Les finances du mois (financeMois), du mois précédent et des six derniers mois.' })
export class MonthFinanceView {
  @Field({ description: 'AAAA-MM' }) month!: string;
  @Field({ description: 'La société est assujettie à la TVA : marges sur montants HT.' }) vatSubject!: boolean;
  @Field(() => FinanceLineView) current!: FinanceLineView;
  @Field(() => FinanceLineView) previous!: FinanceLineView;
  @Field(() => [MonthFinanceLineView], { description: 'Les six mois finissant par celui-ci.' }) lastMonths!: MonthFinanceLineView[];
}

@ObjectType({ description: 'Une tâche de planning du mois (taskMois).' })
export class MonthTaskView {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field(() => LocalDateScalar) startDate!: string;
  @Field(() => LocalDateScalar) endDate!: string;
  @Field(() => String, { nullable: true }) siteName!: string | null;
  @Field(() => ID, { nullable: true }) siteId!: string | null;
  @Field(() => Int, { description: 'Avancement, de 0 à 100 %.' }) progress!: number;
}

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
const shift = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};
function monthArg(month?: string | null): string {
  if (!month) return todayInMorocco().slice(0, 7);
  if (!isCalendarMonth(month)) throw AppError.badInput({ month: 'finance.date.invalid' });
  return month;
}

/** `/dashboard/`: the month's finances, its tasks and the latest sites. */
@Resolver()
export class DashboardResolver {
  @Authorized('dashboard.read')
  @Query(() => MonthFinanceView, { description: 'financeMois : le mois donné (AAAA-MM, le mois en cours par défaut).' })
  async monthFinance(@Ctx() ctx: Context, @Arg('month', () => String, { nullable: true }) month?: string): Promise<MonthFinanceView> {
    const current = monthArg(month);
    const first = shift(current, -5);
    const result = toGlobalFinanceView(
      await replicaRead(ctx, (em) => ctx.services.globalFinance.finance(em, authOf(ctx).companyId, { from: `${first}-01`, to: lastDay(current) })),
    );
    const line = (m: string) => {
      const found = result.months.find((x) => x.month === m)!;
      const { month: _month, ...rest } = found;
      return rest;
    };
    return { month: current, vatSubject: result.vatSubject, current: line(current), previous: line(shift(current, -1)), lastMonths: result.months };
  }

  @Authorized('dashboard.read')
  @Query(() => [MonthTaskView], { description: 'taskMois : les tâches de planning qui chevauchent le mois, sur les chantiers de l’appelant.' })
  async monthTasks(@Ctx() ctx: Context, @Arg('month', () => String, { nullable: true }) month?: string): Promise<MonthTaskView[]> {
    const m = monthArg(month);
    const tasks = await replicaRead(ctx, (em) => ctx.services.planning.list(em, { from: `${m}-01`, to: lastDay(m) }));
    return tasks.map((t) => ({
      id: t.id,
      title: t.title,
      startDate: t.startDate,
      endDate: t.endDate,
      siteName: t.site.name,
      siteId: t.site.id,
      progress: t.progress,
    }));
  }

  @Authorized('dashboard.read')
  @Query(() => [SiteView], { description: 'derniersChantier : les chantiers actifs les plus récents.' })
  async latestSites(@Ctx() ctx: Context, @Arg('limit', () => Int, { nullable: true }) limit?: number): Promise<SiteView[]> {
    const size = pageSizeOf(limit, { pageSizeDefault: 5, pageSizeMax: 20 });
    const page = await replicaRead(ctx, (em) => ctx.services.sites.list(em, { archived: false }, size, null));
    return page.items.map(toSiteListView);
  }

  @Authorized('dashboard.read')
  @Query(() => ToPayView, {
    description: 'À régler : le reste dû aux fournisseurs sur les chantiers de l’appelant, et les chantiers qui doivent le plus.',
  })
  async toPay(@Ctx() ctx: Context, @Arg('limit', () => Int, { nullable: true }) limit?: number): Promise<ToPayView> {
    const size = pageSizeOf(limit, { pageSizeDefault: 5, pageSizeMax: 20 });
    return replicaRead(ctx, (em) => toPay(em, authOf(ctx).companyId, size));
  }
}
