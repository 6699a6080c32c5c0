import { Arg, Authorized, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context/context';
import { parseId } from '../../core/errors/parse';
import { planningSummary } from './planning-summary';
import { TaskView } from './planning.types';

@ObjectType({ description: 'Le planning d’un chantier en bref, pour son détail.' })
export class SitePlanningSummaryView {
  @Field(() => Int, { nullable: true, description: 'Avancement des tâches pondéré par leur durée en jours (null sans tâche).' })
  progress!: number | null;
  @Field(() => Int) taskCount!: number;
  @Field(() => [TaskView], { description: 'Les 5 prochaines tâches non terminées, par date de début.' })
  nextTasks!: TaskView[];
}

@Resolver()
export class PlanningSummaryResolver {
  @Authorized('planning.read')
  @Query(() => SitePlanningSummaryView)
  async sitePlanningSummary(@Arg('siteId', () => ID) siteId: string, @Ctx() ctx: Context): Promise<SitePlanningSummaryView> {
    const summary = await planningSummary(ctx.em, parseId(siteId));
    return { progress: summary.progress, taskCount: summary.taskCount, nextTasks: summary.next };
  }
}
