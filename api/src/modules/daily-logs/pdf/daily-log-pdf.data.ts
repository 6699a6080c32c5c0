import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { pdfCompany } from '../../../core/documents/pdf-parties';
import type { FilesService } from '../../../core/files/files.service';
import { forPrint } from '../../follow-ups';
import type { Site } from '../../sites';
import type { DailyLog } from '../daily-log.entity';
import type { DailyLogsService } from '../daily-logs.service';
import type { DailyLogPdfData, DailyLogPdfDay, DailyLogPdfPhoto } from './daily-log-pdf';

/** One log (read with DAILY_LOG_VIEW) as its PDF prints it: photos reduced for print, the signature's PNG. */
async function pdfDay(em: EntityManager, files: FilesService, service: DailyLogsService, log: DailyLog): Promise<DailyLogPdfDay> {
  const photos: DailyLogPdfPhoto[] = [];
  for (const photo of [...log.photos.getItems()].sort((a, b) => a.position - b.position)) {
    const file = await files.read(em, photo.file.id);
    const printed = file ? await forPrint(file.bytes) : null;
    if (printed) photos.push(printed);
  }
  const signature = log.signature ? await files.read(em, log.signature.id) : null;
  const deliveries = await service.deliveries(em, log.deliveryPurchaseIds);
  return {
    day: log.day,
    weatherMorning: log.weatherMorning ?? null,
    weatherAfternoon: log.weatherAfternoon ?? null,
    temperatureMin: log.temperatureMin ?? null,
    temperatureMax: log.temperatureMax ?? null,
    weatherNote: log.weatherNote,
    stoppedByWeather: log.stoppedByWeather,
    manpower: log.manpower,
    equipment: log.equipment,
    deliveries: deliveries.map((p) => ({ label: p.label, supplierName: p.supplier?.name ?? null, amountTTC: p.amountTTC })),
    deliveryNote: log.deliveryNote,
    events: log.events,
    incidents: log.incidents,
    visitors: log.visitors,
    photos,
    signature: log.signedAt && signature ? { png: signature.bytes, signedAt: log.signedAt, signedByName: log.signedByName ?? '' } : null,
    addenda: log.addenda.getItems().map((a) => ({ text: a.text, authorName: a.authorName, createdAt: a.createdAt })),
  };
}

/** The logs of one site, oldest first, as one PDF: the company's letterhead, each day on its own pages. */
export async function dailyLogPdfData(
  em: EntityManager,
  files: FilesService,
  service: DailyLogsService,
  auth: AuthInfo,
  site: Site,
  logs: DailyLog[],
  period: { from: string; to: string } | null,
): Promise<DailyLogPdfData> {
  const days: DailyLogPdfDay[] = [];
  // One day after the other: a period's photos decoded all at once would hold them all in memory.
  for (const log of [...logs].sort((a, b) => a.day.localeCompare(b.day))) days.push(await pdfDay(em, files, service, log));
  return {
    company: await pdfCompany(em, files, auth.companyId),
    site: { name: site.name, address: site.address, postalCode: site.postalCode, city: site.city },
    days,
    period,
  };
}
