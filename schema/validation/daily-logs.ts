import * as z from 'zod/mini';
import { localDate } from './sites';

/** The site's daily log (journal de chantier, issue 37): one per site and day, closed by the site manager's signature. */
export const DAILY_LOG_LIMITS = {
  /** Manpower, equipment, visitors, deliveries: lines of each list. */
  lines: 30,
  name: 100,
  purpose: 200,
  weatherNote: 200,
  deliveryNote: 1000,
  text: 2000,
  count: 999,
  temperatureMin: -20,
  temperatureMax: 60,
  photos: 12,
  /** A drawn signature: a PNG as a data URL, its bytes once decoded. */
  signatureBytes: 200_000,
  addendum: 2000,
  /** The longest period one PDF holds. */
  periodDays: 62,
} as const;

/** The weather of a half-day, typed by the site manager (no external service). */
export const WEATHERS = ['SUN', 'CLOUDS', 'RAIN', 'STORM', 'WIND', 'HEAT', 'COLD', 'FOG'] as const;
export type Weather = (typeof WEATHERS)[number];

const uuid = (id: string) => z.string({ error: id }).check(z.uuid(id), z.toLowerCase());
const text = (max: number, maxId: string) => z._default(z.string({ error: maxId }).check(z.trim(), z.maxLength(max, maxId)), '');
const name = (requiredId: string, maxId: string) =>
  z.string({ error: requiredId }).check(z.trim(), z.minLength(1, requiredId), z.maxLength(DAILY_LOG_LIMITS.name, maxId));
const count = (min: number) =>
  z
    .number({ error: 'dailyLog.count.invalid' })
    .check(z.int('dailyLog.count.invalid'), z.gte(min, 'dailyLog.count.invalid'), z.lte(DAILY_LOG_LIMITS.count, 'dailyLog.count.invalid'));
const lines = <T extends z.ZodMiniType>(line: T) =>
  z._default(z.array(line, { error: 'dailyLog.lines.max' }).check(z.maxLength(DAILY_LOG_LIMITS.lines, 'dailyLog.lines.max')), []);
const weather = z.optional(z.nullable(z.enum(WEATHERS, { error: 'dailyLog.weather.invalid' })));
const temperature = z.optional(
  z.nullable(
    z
      .number({ error: 'dailyLog.temperature.invalid' })
      .check(
        z.int('dailyLog.temperature.invalid'),
        z.gte(DAILY_LOG_LIMITS.temperatureMin, 'dailyLog.temperature.invalid'),
        z.lte(DAILY_LOG_LIMITS.temperatureMax, 'dailyLog.temperature.invalid'),
      ),
  ),
);
const unique = (ids: string[]) => new Set(ids).size === ids.length;

/** The site and the day a log is of: both required, the day a calendar day (the server refuses one to come). */
export const dailyLogKeySchema = z.object({
  siteId: uuid('site.notFound'),
  day: z.pipe(
    z.string({ error: 'dailyLog.day.required' }).check(z.trim(), z.minLength(1, 'dailyLog.day.required')),
    localDate('dailyLog.day.invalid'),
  ),
});

/**
 * A day's log as the site manager fills it: the weather of the morning and the afternoon, the manpower per trade, the
 * equipment on site, the deliveries (the day's purchases named, and a note), events, incidents, visitors, photos.
 * Every list holds 30 lines at most; a count is a whole number from 0 (manpower) or 1 (equipment) to 999.
 */
export const dailyLogSchema = z
  .object({
    ...dailyLogKeySchema.shape,
    weatherMorning: weather,
    weatherAfternoon: weather,
    temperatureMin: temperature,
    temperatureMax: temperature,
    weatherNote: text(DAILY_LOG_LIMITS.weatherNote, 'dailyLog.weatherNote.max'),
    stoppedByWeather: z._default(z.boolean({ error: 'dailyLog.stoppedByWeather.invalid' }), false),
    manpower: lines(
      z.object({
        trade: name('dailyLog.trade.required', 'dailyLog.name.max'),
        count: count(0),
        company: text(DAILY_LOG_LIMITS.name, 'dailyLog.name.max'),
      }),
    ),
    equipment: lines(z.object({ name: name('dailyLog.equipment.required', 'dailyLog.name.max'), count: count(1) })),
    deliveryPurchaseIds: z._default(
      z
        .array(uuid('purchase.notFound'), { error: 'purchase.notFound' })
        .check(z.maxLength(DAILY_LOG_LIMITS.lines, 'dailyLog.lines.max'), z.refine(unique, 'dailyLog.deliveries.duplicate')),
      [],
    ),
    deliveryNote: text(DAILY_LOG_LIMITS.deliveryNote, 'dailyLog.deliveryNote.max'),
    events: text(DAILY_LOG_LIMITS.text, 'dailyLog.text.max'),
    incidents: text(DAILY_LOG_LIMITS.text, 'dailyLog.text.max'),
    visitors: lines(
      z.object({
        name: name('dailyLog.visitor.required', 'dailyLog.name.max'),
        organisation: text(DAILY_LOG_LIMITS.name, 'dailyLog.name.max'),
        purpose: text(DAILY_LOG_LIMITS.purpose, 'dailyLog.purpose.max'),
      }),
    ),
    photoIds: z.optional(
      z.nullable(
        z
          .array(uuid('file.notFound'), { error: 'file.notFound' })
          .check(z.maxLength(DAILY_LOG_LIMITS.photos, 'dailyLog.photos.max'), z.refine(unique, 'dailyLog.photos.duplicate')),
      ),
    ),
  })
  .check(
    z.refine((v) => v.temperatureMin == null || v.temperatureMax == null || v.temperatureMin <= v.temperatureMax, {
      message: 'dailyLog.temperature.order',
      path: ['temperatureMax'],
    }),
  );
export type DailyLogValues = z.input<typeof dailyLogSchema>;
export type DailyLogData = z.output<typeof dailyLogSchema>;

/** A drawn signature: a PNG image as a data URL (what a canvas gives), 200 KB at most once decoded. */
export const signatureImage = z.string({ error: 'signature.required' }).check(
  z.minLength(1, 'signature.required'),
  // base64 grows by 4/3: the bound on the text keeps a hostile body from being decoded at all.
  z.maxLength(Math.ceil((DAILY_LOG_LIMITS.signatureBytes * 4) / 3) + 32, 'signature.tooLarge'),
  z.regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'signature.invalid'),
);

/** Closes a day's log: the site manager's signature, drawn on the screen. */
export const dailyLogSignSchema = z.object({ ...dailyLogKeySchema.shape, signature: signatureImage });
export type DailyLogSignData = z.output<typeof dailyLogSignSchema>;

/** A correction of a signed log: a dated addendum, the log itself stays as it was signed. */
export const dailyLogAddendumSchema = z.object({
  ...dailyLogKeySchema.shape,
  text: z
    .string({ error: 'dailyLog.addendum.required' })
    .check(z.trim(), z.minLength(1, 'dailyLog.addendum.required'), z.maxLength(DAILY_LOG_LIMITS.addendum, 'dailyLog.addendum.max')),
});
export type DailyLogAddendumData = z.output<typeof dailyLogAddendumSchema>;

/** The logs of a period (their list, their PDF): from ≤ to, 62 days at most. */
export const dailyLogPeriodSchema = z.object({ from: localDate('dailyLog.period.invalid'), to: localDate('dailyLog.period.invalid') }).check(
  z.refine((p) => p.from <= p.to, { message: 'dailyLog.period.invalid', path: ['to'] }),
  z.refine((p) => (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 < DAILY_LOG_LIMITS.periodDays, {
    message: 'dailyLog.period.tooLong',
    path: ['to'],
  }),
);
