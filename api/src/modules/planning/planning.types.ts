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

@ObjectType({ description: 'Une tâche dont une autre dépend (fin-début : l’autre commence le lendemain de sa fin au plus tôt).' })
export class TaskDependencyRef {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field(() => LocalDateScalar) startDate!: string;
  @Field(() => LocalDateScalar) endDate!: string;
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
  @Field(() => [TaskDependencyRef], { description: 'Les tâches du même chantier qui doivent être finies avant celle-ci.' })
  dependsOn!: TaskDependencyRef[];
  @Field(() => [TaskConflict], {
    nullable: true,
    description: 'Dans la réponse d’un enregistrement confirmé (createTask, updateTask, moveTask) : les conflits acceptés ; null ailleurs.',
  })
  acceptedConflicts?: TaskConflict[] | null;
  @Field({ description: 'Dernière modification : à renvoyer dans `baseUpdatedAt` pour ne pas écraser celle d’un autre (un téléphone hors ligne).' })
  updatedAt!: Date;
}

@InputType()
export class TaskInput {
  @Field(() => String, { nullable: true }) siteId?: string;
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) startDate?: string;
  @Field(() => String, { nullable: true }) endDate?: string;
  @Field(() => [String], { nullable: true }) personnelIds?: string[];
  @Field(() => [String], { nullable: true, description: 'Les tâches du même chantier attendues (20 au plus) ; absent : inchangées.' })
  dependsOnIds?: string[] | null;
  @Field(() => Int, { nullable: true }) progress?: number;
  @Field(() => String, { nullable: true }) category?: string;
}

@InputType()
export class TaskDatesInput {
  @Field(() => String, { nullable: true }) startDate?: string;
  @Field(() => String, { nullable: true }) endDate?: string;
}

@InputType({
  description: 'Ce que serait une tâche : la tâche modifiée ou glissée (taskId) et ses nouvelles valeurs ; ce qui manque est celui de la tâche.',
})
export class TaskCheckInput {
  @Field(() => String, { nullable: true }) taskId?: string | null;
  @Field(() => String, { nullable: true }) siteId?: string | null;
  @Field(() => String, { nullable: true }) startDate?: string;
  @Field(() => String, { nullable: true }) endDate?: string;
  @Field(() => [String], { nullable: true }) personnelIds?: string[] | null;
  @Field(() => [String], { nullable: true }) dependsOnIds?: string[] | null;
}

export const TASK_CONFLICT_KINDS = ['NOT_ASSIGNED', 'OVERLAP', 'DEPENDENCY'] as const;
export type TaskConflictKind = (typeof TASK_CONFLICT_KINDS)[number];

@ObjectType({ description: 'Un avertissement du planning, que l’utilisateur confirme pour enregistrer quand même.' })
export class TaskConflict {
  @Field(() => String, { description: 'NOT_ASSIGNED, OVERLAP ou DEPENDENCY.' }) kind!: TaskConflictKind;
  @Field({ description: 'Une phrase en français qui nomme la personne, la tâche, le chantier et les dates.' }) message!: string;
  @Field(() => ID, { nullable: true }) personnelId!: string | null;
  @Field(() => ID, { nullable: true, description: 'L’autre tâche (chevauchement, dépendance).' }) taskId!: string | null;
  @Field(() => String, { nullable: true }) siteName!: string | null;
}
