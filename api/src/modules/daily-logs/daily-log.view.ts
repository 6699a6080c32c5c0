import type { EntityManager } from '@mikro-orm/postgresql';
import type { FilesService } from '../../core/files/files.service';
import { toSiteRef } from '../../core/records/site-ref';
import type { Purchase } from '../finance';
import type { Site } from '../sites';
import type { DailyLog } from './daily-log.entity';
import type { DailyLogPurchaseView, DailyLogSummaryView, DailyLogView } from './daily-log.types';
import type { DailyLogsService } from './daily-logs.service';

const purchaseView = (p: Purchase): DailyLogPurchaseView => ({
  id: p.id,
  label: p.label,
  supplierName: p.supplier?.name ?? null,
  amountTTC: p.amountTTC,
});

/**
 * The log of a day as the screen shows it: the saved log, or a draft with the manpower prefilled; with the day's
 * purchases to tick as deliveries. Three reads whatever the log holds.
 */
export async function dailyLogView(
  em: EntityManager,
  service: DailyLogsService,
  files: FilesService,
  companyId: string,
  day: { site: Site; day: string; log: DailyLog | null },
): Promise<DailyLogView> {
  const { site, log } = day;
  const [purchasesOfDay, deliveries, manpower] = await Promise.all([
    service.purchasesOfDay(em, site.id, day.day),
    service.deliveries(em, log?.deliveryPurchaseIds ?? []),
    log ? Promise.resolve(log.manpower) : service.prefill(em, companyId, site.id, day.day),
  ]);
  return {
    id: log?.id ?? null,
    site: toSiteRef(site),
    day: day.day,
    saved: !!log,
    weatherMorning: log?.weatherMorning ?? null,
    weatherAfternoon: log?.weatherAfternoon ?? null,
    temperatureMin: log?.temperatureMin ?? null,
    temperatureMax: log?.temperatureMax ?? null,
    weatherNote: log?.weatherNote ?? '',
    stoppedByWeather: log?.stoppedByWeather ?? false,
    manpower,
    equipment: log?.equipment ?? [],
    deliveries: deliveries.map(purchaseView),
    purchasesOfDay: purchasesOfDay.map(purchaseView),
    deliveryNote: log?.deliveryNote ?? '',
    events: log?.events ?? '',
    incidents: log?.incidents ?? '',
    visitors: log?.visitors ?? [],
    photos: [...(log?.photos.getItems() ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((p) => ({ id: p.id, url: files.url(p.file.id), thumbnailUrl: files.url(p.thumbnail.id), name: p.file.name })),
    signedAt: log?.signedAt ?? null,
    signedByName: log?.signedByName ?? null,
    signatureUrl: log?.signature ? files.url(log.signature.id) : null,
    addenda: (log?.addenda.getItems() ?? []).map((a) => ({ id: a.id, text: a.text, authorName: a.authorName, createdAt: a.createdAt })),
    updatedAt: log?.updatedAt ?? null,
  };
}

/** A line of the list: the day's state and figures. */
export const dailyLogSummary = (log: DailyLog): DailyLogSummaryView => ({
  id: log.id,
  day: log.day,
  weatherMorning: log.weatherMorning ?? null,
  weatherAfternoon: log.weatherAfternoon ?? null,
  stoppedByWeather: log.stoppedByWeather,
  headcount: log.manpower.reduce((sum, line) => sum + line.count, 0),
  photoCount: log.photos.count(),
  addendumCount: log.addenda.count(),
  hasIncident: log.incidents.trim() !== '',
  signedAt: log.signedAt ?? null,
  signedByName: log.signedByName ?? null,
});
