import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar, LocalDateScalar } from '../../graphql/scalars';
import { type Notification, NOTIFICATION_KINDS, type NotificationKind } from './notification.entity';

export const NotificationKindEnum = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, k])) as { [K in NotificationKind]: K };
registerEnumType(NotificationKindEnum, {
  name: 'NotificationKind',
  description:
    'STOCK_LOW : un produit atteint son seuil d’alerte ; QUOTE_EXPIRING : un devis expire dans 3 jours ; INVOICE_OVERDUE : une facture ' +
    'est en retard ; SITE_ASSIGNMENT : vous êtes affecté(e) à un chantier ; TASK_ASSIGNED : une tâche du planning vous est donnée ; ' +
    'SITE_GIVEN : un chantier vous est confié ; ANNOUNCEMENT : une annonce sur un de vos chantiers.',
});

@ObjectType({ description: 'Les valeurs de la phrase, telles qu’elles étaient à l’écriture (absentes quand le type n’en a pas besoin).' })
export class NotificationParamsView {
  @Field(() => String, { nullable: true, description: 'Le produit ou la tâche.' }) label?: string | null;
  @Field(() => String, { nullable: true, description: 'La référence du devis ou de la facture.' }) reference?: string | null;
  @Field(() => String, { nullable: true }) client?: string | null;
  @Field(() => DecimalScalar, { nullable: true, description: 'Le stock après le mouvement.' }) quantity?: string | null;
  @Field(() => String, { nullable: true }) unit?: string | null;
  @Field(() => DecimalScalar, { nullable: true, description: 'Le seuil d’alerte.' }) threshold?: string | null;
  @Field(() => DecimalScalar, { nullable: true, description: 'Le montant TTC du devis, ou le reste à payer de la facture (DH).' })
  amount?: string | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'L’expiration du devis, ou le premier jour de retard de la facture.' })
  date?: string | null;
  @Field(() => LocalDateScalar, { nullable: true }) startDate?: string | null;
  @Field(() => LocalDateScalar, { nullable: true }) endDate?: string | null;
  @Field(() => String, { nullable: true }) siteName?: string | null;
  @Field(() => String, { nullable: true }) authorName?: string | null;
  @Field(() => String, { nullable: true, description: 'Le début du texte de l’annonce.' }) excerpt?: string | null;
}

@ObjectType({ description: 'Une notification de l’utilisateur connecté.' })
export class NotificationView {
  @Field(() => ID) id!: string;
  @Field(() => NotificationKindEnum) kind!: NotificationKind;
  @Field(() => NotificationParamsView) params!: NotificationParamsView;
  @Field({ description: 'Le chemin de l’écran qui montre le sujet (/stocks, /devis/{id}, /factures/{id}, /detail-chantier/{id}…).' })
  link!: string;
  @Field(() => Date, { nullable: true }) readAt!: Date | null;
  @Field({ description: 'Le moment où elle est apparue (ou apparaîtra, pour une échéance).' }) visibleFrom!: Date;
  @Field() createdAt!: Date;
}

@ObjectType()
export class NotificationPage {
  @Field(() => [NotificationView]) items!: NotificationView[];
  @Field(() => Int) total!: number;
  @Field(() => Int, { description: 'Combien ne sont pas lues.' }) unread!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
}

@ObjectType()
export class NotificationSettingsView {
  @Field({ description: 'Recevoir chaque matin un e-mail listant les notifications non lues.' }) dailyDigest!: boolean;
}

export const toNotificationView = (n: Notification): NotificationView => ({
  id: n.id,
  kind: n.kind,
  params: n.params ?? {},
  link: n.link,
  readAt: n.readAt ?? null,
  visibleFrom: n.visibleFrom,
  createdAt: n.createdAt,
});
