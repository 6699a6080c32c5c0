import * as z from 'zod/mini';
import { clientId } from './client-id';
import { compareDecimal } from '../money/rules';
import { localDate } from './sites';

export const STOCK_MOVEMENT_TYPES = ['ENTREE', 'SORTIE', 'AJUSTEMENT'] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];
export const STOCK_LEVELS = ['ALERTE', 'AVERTISSEMENT', 'NORMAL'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** '007.5' -> '7.500': the form numeric(15,3) answers. */
const canonical = (v: string) => {
  const negative = v.startsWith('-');
  const [units, decimals = ''] = (negative ? v.slice(1) : v).split('.');
  return `${negative ? '-' : ''}${units.replace(/^0+(?=\d)/, '')}.${decimals.padEnd(3, '0')}`;
};

/** A quantity that passed `quantity()`: canonical, '7.500'. */
const isQuantity = (v: unknown) => typeof v === 'string' && /^\d+\.\d{3}$/.test(v);

/** A quantity as a decimal string (three decimals: 2,5 m³, 0,125 t), a comma and spaces accepted; never a float. */
export const quantity = (id: string, opts: { signed?: boolean; nonZero?: boolean } = {}) =>
  z.pipe(
    z
      .pipe(
        z.string({ error: id }).check(z.trim(), z.minLength(1, id)),
        z.transform((v) => v.replace(/\s/g, '').replace(',', '.')),
      )
      .check(
        z.regex(opts.signed ? /^-?\d{1,11}(\.\d{1,3})?$/ : /^\d{1,11}(\.\d{1,3})?$/, id),
        z.refine((v) => !opts.nonZero || /[1-9]/.test(v), id),
      ),
    z.transform(canonical),
  );

const text = (max: number, id: string, maxId: string) => z.string({ error: id }).check(z.trim(), z.minLength(1, id), z.maxLength(max, maxId));

/** SPEC §5 stock product rules; the alert threshold cannot be above the warning one. */
export const stockProductSchema = z
  .object({
    label: text(75, 'stock.label.required', 'stock.label.max'),
    stockDay: z.pipe(
      z.string({ error: 'stock.stockDay.required' }).check(z.trim(), z.minLength(1, 'stock.stockDay.required')),
      localDate('site.date.invalid'),
    ),
    alertThreshold: quantity('stock.threshold.invalid'),
    warningThreshold: quantity('stock.threshold.invalid'),
    unit: text(255, 'stock.unit.required', 'stock.unit.max'),
    category: text(75, 'stock.category.required', 'stock.category.max'),
    backgroundColor: z.optional(
      z.nullable(
        z
          .pipe(
            z.string().check(z.trim()),
            z.transform((v) => v.toLowerCase() || null),
          )
          .check(z.refine((v) => v === null || /^#[0-9a-f]{6}$/.test(v), 'stock.color.invalid')),
      ),
    ),
  })
  // Compared only once both thresholds are valid: an empty or negative warning threshold has its own message.
  .check(
    z.refine((v) => !isQuantity(v.alertThreshold) || !isQuantity(v.warningThreshold) || compareDecimal(v.alertThreshold, v.warningThreshold) <= 0, {
      path: ['alertThreshold'],
      message: 'stock.threshold.order',
    }),
  );
export type StockProductValues = z.input<typeof stockProductSchema>;
export type StockProductData = z.output<typeof stockProductSchema>;

/** A new product: the fields above plus its opening stock (the first movement of its history). */
export const newStockProductSchema = z.extend(stockProductSchema, { stock: quantity('stock.stock.invalid') });
export type NewStockProductValues = z.input<typeof newStockProductSchema>;
export type NewStockProductData = z.output<typeof newStockProductSchema>;

/**
 * One movement. ENTREE and SORTIE take a positive quantity (the server signs it); AJUSTEMENT a signed
 * correction. The site and the note are optional; the date defaults to today.
 */
export const stockMovementSchema = z
  .object({
    id: clientId,
    type: z.enum(STOCK_MOVEMENT_TYPES, { error: 'stock.movement.type' }),
    quantity: quantity('stock.movement.quantity', { signed: true, nonZero: true }),
    date: z.optional(z.nullable(localDate('site.date.invalid'))),
    siteId: z.optional(z.nullable(z.string().check(z.uuid('site.notFound')))),
    note: z.optional(
      z.nullable(
        z.pipe(
          z.string().check(z.trim(), z.maxLength(255, 'stock.movement.note.max')),
          z.transform((v) => v || null),
        ),
      ),
    ),
  })
  .check(z.refine((v) => v.type === 'AJUSTEMENT' || !v.quantity.startsWith('-'), { path: ['quantity'], message: 'stock.movement.quantity' }));
export type StockMovementValues = z.input<typeof stockMovementSchema>;
export type StockMovementData = z.output<typeof stockMovementSchema>;

/** Where a stock stands against its thresholds: at or below the alert one (red), the warning one (orange). */
export function stockLevel(stock: string, alertThreshold: string, warningThreshold: string): StockLevel {
  if (compareDecimal(stock, alertThreshold) <= 0) return 'ALERTE';
  if (compareDecimal(stock, warningThreshold) <= 0) return 'AVERTISSEMENT';
  return 'NORMAL';
}
