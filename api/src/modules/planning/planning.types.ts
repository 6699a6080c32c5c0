import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { SiteRef } from '../../core/records/site-ref';
import { LocalDateScalar } from '../../graphql/scalars';

@ObjectType()
export class TaskPerson {
  @Field(() => ID) id!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() trade!: string;
}

@ObjectType({ description: 'Une tâche de planning (SPEC §3).' })
export class TaskView {
  @Field(() => ID) id!: string;
  @Field(() => SiteRef) site!: SiteRef;
  @Field() title!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => LocalDateScalar) startDate!: string;
  @Field(() => LocalDateScalar) endDate!: string;
  @Field(() => Int, { description: 'Avancement, de 0 à 100 %.' }) progress!: number;
  @Field({ description: 'GROS_OEUVRE, SECOND_OEUVRE, FINITIONS, VRD ou AUTRE.' }) category!: string;
  @Field(() => [TaskPerson]) people!: TaskPerson[];
}

@InputType()
export class TaskInput {
  @Field(() => String, { nullable: true }) siteId?: string;
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) startDate?: string;
  @Field(() => String, { nullable: true }) endDate?: string;
  @Field(() => [String], { nullable: true }) personnelIds?: string[];
  @Field(() => Int, { nullable: true }) progress?: number;
  @Field(() => String, { nullable: true }) category?: string;
}

@InputType()
export class TaskDatesInput {
  @Field(() => String, { nullable: true }) startDate?: string;
  @Field(() => String, { nullable: true }) endDate?: string;
}
