import { CLIENT_ID_DESCRIPTION } from '../../core/records/client-id';
import { STOCK_LEVELS, STOCK_MOVEMENT_TYPES, type StockLevel, type StockMovementType, stockLevel } from '@chantiers/schema';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDateScalar, QuantityScalar } from '../../graphql/scalars';
import { SiteRef, toSiteRef } from '../../core/records/site-ref';
import type { StockMovement } from './stock-movement.entity';
import type { StockProduct } from './stock-product.entity';

const StockLevelEnum = Object.fromEntries(STOCK_LEVELS.map((l) => [l, l])) as Record<StockLevel, StockLevel>;
registerEnumType(StockLevelEnum, {
  name: 'StockLevel',
  description: 'ALERTE : stock au plus égal au seuil d’alerte ; AVERTISSEMENT : au plus égal au seuil d’avertissement ; NORMAL sinon.',
});
const MovementTypeEnum = Object.fromEntries(STOCK_MOVEMENT_TYPES.map((t) => [t, t])) as Record<StockMovementType, StockMovementType>;
registerEnumType(MovementTypeEnum, { name: 'StockMovementType', description: 'ENTREE, SORTIE ou AJUSTEMENT.' });

@ObjectType({ description: 'Un produit en stock.' })
export class StockProductView {
  @Field(() => ID) id!: string;
  @Field() label!: string;
  @Field(() => LocalDateScalar, { description: 'Jour de stock.' }) stockDay!: string;
  @Field(() => QuantityScalar, { description: 'Seuil d’alerte.' }) alertThreshold!: string;
  @Field(() => QuantityScalar, { description: 'Seuil d’avertissement.' }) warningThreshold!: string;
  @Field(() => QuantityScalar, { description: 'Stock actuel : la somme des mouvements.' }) stock!: string;
  @Field(() => StockLevelEnum) level!: StockLevel;
  @Field({ description: 'Unité de stock.' }) unit!: string;
  @Field() category!: string;
  @Field(() => String, { nullable: true, description: 'Couleur de fond, #rrggbb.' }) backgroundColor!: string | null;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

export function toStockProductView(p: StockProduct, stock = p.stock): StockProductView {
  return {
    id: p.id,
    label: p.label,
    stockDay: p.stockDay,
    alertThreshold: p.alertThreshold,
    warningThreshold: p.warningThreshold,
    stock,
    level: stockLevel(stock, p.alertThreshold, p.warningThreshold),
    unit: p.unit,
    category: p.category,
    backgroundColor: p.backgroundColor ?? null,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

@ObjectType()
export class StockProductPageView {
  @Field(() => [StockProductView]) items!: StockProductView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
}

@ObjectType({ description: 'Un mouvement de stock (variation du stock).' })
export class StockMovementView {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field(() => MovementTypeEnum) type!: StockMovementType;
  @Field(() => QuantityScalar, { description: 'Signée : négative pour une sortie.' }) quantity!: string;
  @Field(() => QuantityScalar, { description: 'Le stock après ce mouvement.' }) stockAfter!: string;
  @Field(() => LocalDateScalar) date!: string;
  @Field(() => SiteRef, { nullable: true }) site!: SiteRef | null;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => String, { nullable: true }) authorName!: string | null;
  @Field() createdAt!: Date;
}

export function toStockMovementView(m: StockMovement): StockMovementView {
  return {
    id: m.id,
    productId: m.product.id,
    type: m.type,
    quantity: m.quantity,
    stockAfter: m.stockAfter,
    date: m.date,
    site: m.site ? toSiteRef(m.site) : null,
    note: m.note ?? null,
    authorName: m.authorName ?? null,
    createdAt: m.createdAt,
  };
}

@ObjectType()
export class StockMovementPageView {
  @Field(() => [StockMovementView]) items!: StockMovementView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
}

@ObjectType({ description: 'Le mouvement enregistré et le produit avec son nouveau stock.' })
export class StockMovementResult {
  @Field(() => StockMovementView) movement!: StockMovementView;
  @Field(() => StockProductView) product!: StockProductView;
}

// Nullable fields: a missing value reaches the shared zod schema and gets its French message.
@InputType()
export class StockProductInput {
  @Field(() => String, { nullable: true }) label?: string;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ' }) stockDay?: string;
  @Field(() => String, { nullable: true }) alertThreshold?: string;
  @Field(() => String, { nullable: true }) warningThreshold?: string;
  @Field(() => String, { nullable: true, description: 'Stock initial, à la création seulement ; ensuite le stock change par des mouvements.' })
  stock?: string;
  @Field(() => String, { nullable: true }) unit?: string;
  @Field(() => String, { nullable: true }) category?: string;
  @Field(() => String, { nullable: true }) backgroundColor?: string | null;
}

@InputType()
export class StockMovementInput {
  @Field(() => String, {
    nullable: true,
    description: CLIENT_ID_DESCRIPTION,
  })
  id?: string | null;
  @Field(() => String, { nullable: true, description: 'ENTREE, SORTIE ou AJUSTEMENT' }) type?: string;
  @Field(() => String, { nullable: true, description: 'Positive pour une entrée ou une sortie ; signée pour un ajustement.' }) quantity?: string;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ ; aujourd’hui par défaut.' }) date?: string | null;
  @Field(() => String, { nullable: true }) siteId?: string | null;
  @Field(() => String, { nullable: true }) note?: string | null;
}
