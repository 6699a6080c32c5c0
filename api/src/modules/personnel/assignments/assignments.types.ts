import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { SiteRef, toSiteRef } from '../../../core/records/site-ref';
import { LocalDateScalar } from '../../../graphql/scalars';
import { PersonnelView, toPersonnelView } from '../personnel.types';
import type { PersonnelAssignment } from './assignment.entity';

@ObjectType({ description: 'Une personne affectée à un chantier du premier au dernier jour, inclus.' })
export class AssignmentView {
  @Field(() => ID) id!: string;
  @Field(() => ID) personnelId!: string;
  @Field(() => ID) siteId!: string;
  @Field(() => PersonnelView) personnel!: PersonnelView;
  @Field(() => SiteRef) site!: SiteRef;
  @Field(() => LocalDateScalar) startDate!: string;
  @Field(() => LocalDateScalar) endDate!: string;
  @Field(() => Int, { description: 'Nombre de jours calendaires, bornes incluses.' }) days!: number;
  @Field() createdAt!: Date;
}

const DAY_MS = 86_400_000;
export const daysBetween = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

export function toAssignmentView(a: PersonnelAssignment): AssignmentView {
  return {
    id: a.id,
    personnelId: a.personnel.id,
    siteId: a.site.id,
    personnel: toPersonnelView(a.personnel),
    site: toSiteRef(a.site),
    startDate: a.startDate,
    endDate: a.endDate,
    days: daysBetween(a.startDate, a.endDate),
    createdAt: a.createdAt,
  };
}

@ObjectType()
export class AssignmentPageView {
  @Field(() => [AssignmentView]) items!: AssignmentView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
}

// Nullable fields: a missing value reaches the shared zod schema and gets its French message.
@InputType({ description: 'Affecte une ou plusieurs personnes à un chantier sur une période (tout ou rien).' })
export class AssignmentInput {
  @Field(() => String, { nullable: true }) siteId?: string;
  @Field(() => [String], { nullable: true }) personnelIds?: string[];
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ' }) startDate?: string;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ, pas avant le début' }) endDate?: string;
}

@InputType()
export class PeriodInput {
  @Field(() => String, { nullable: true }) startDate?: string;
  @Field(() => String, { nullable: true }) endDate?: string;
}
