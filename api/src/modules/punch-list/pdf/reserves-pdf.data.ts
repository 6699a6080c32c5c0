import type { EntityManager } from '@mikro-orm/postgresql';
import { PUNCH_LIST_LIMITS, type ReserveFilterData, reserveReference } from '@chantiers/schema';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { pdfCompany } from '../../../core/documents/pdf-parties';
import type { FilesService } from '../../../core/files/files.service';
import { isUuid } from '../../../core/ids';
import { todayInMorocco } from '../../../core/time/morocco';
import type { Site } from '../../sites';
import { Plan } from '../plan.entity';
import type { Reserve, ReservePhoto } from '../reserve.entity';
import { photosOf } from '../reserve-parts';
import type { ReservesService } from '../reserves.service';
import { cropsOfSheet, type PlanCrop, type SheetPins } from './plan-sheets';
import type { ReservePdfItem, ReservePdfPhoto, ReservesPdfData } from './reserves-pdf';

/** The filter as the PDF's header says it: the plan's title, the trade, the status, the responsible (by name). */
async function filterLines(em: EntityManager, filter: ReserveFilterData, items: Reserve[]): Promise<ReservesPdfData['filter']> {
  const plan = filter.planId ? await em.findOne(Plan, { id: filter.planId }, { fields: ['title'] }) : null;
  const byId = filter.responsible && isUuid(filter.responsible) ? filter.responsible.toLowerCase() : null;
  const named = byId && items.find((r) => r.responsiblePersonnel?.id === byId || r.responsiblePartner?.id === byId);
  return {
    plan: filter.planId ? (plan?.title ?? '—') : null,
    trade: filter.trade ?? null,
    status: filter.status ?? null,
    responsible: byId ? (named ? (named.responsibleName ?? '—') : '—') : (filter.responsible ?? null),
  };
}

/**
 * The crop around every réserve's pin: the sheets read one after the other, each page drawn once (however many réserves
 * are pinned on it) and let go before the next, so a hundred réserves on one plan draw it once and hold one page at a time.
 */
export async function planCrops(em: EntityManager, files: FilesService, reserves: Reserve[]): Promise<Map<string, PlanCrop | null>> {
  const sheets = new Map<string, { fileId: string; contentType: string; pages: SheetPins<string>['pages'] }>();
  for (const r of reserves) {
    const sheet = sheets.get(r.planVersion.id) ?? { fileId: r.planVersion.file.id, contentType: r.planVersion.contentType, pages: new Map() };
    sheets.set(r.planVersion.id, sheet);
    const pins = sheet.pages.get(r.page) ?? [];
    pins.push({ key: r.id, pin: { x: Number(r.x), y: Number(r.y), status: r.status } });
    sheet.pages.set(r.page, pins);
  }
  const crops = new Map<string, PlanCrop | null>();
  for (const sheet of sheets.values()) {
    const file = await files.read(em, sheet.fileId);
    if (!file) {
      for (const pins of sheet.pages.values()) for (const { key } of pins) crops.set(key, null);
      continue;
    }
    await cropsOfSheet({ bytes: file.bytes, contentType: sheet.contentType, pages: sheet.pages }, crops);
  }
  return crops;
}

/** The stored thumbnails (320 px JPEG): small in the PDF, as they are in the lists. */
async function thumbnails(em: EntityManager, files: FilesService, photos: ReservePhoto[]): Promise<ReservePdfPhoto[]> {
  const read: ReservePdfPhoto[] = [];
  for (const photo of photos) {
    const file = await files.read(em, photo.thumbnail.id);
    if (file) read.push({ bytes: file.bytes });
  }
  return read;
}

function item(r: Reserve, crop: PlanCrop | null, photos: ReservePdfPhoto[], liftPhotos: ReservePdfPhoto[], today: string): ReservePdfItem {
  const responsible = r.responsibleName
    ? { name: r.responsibleName, type: r.responsiblePartner ? 'PARTNER' : r.responsiblePersonnel ? 'PERSONNEL' : 'OTHER' }
    : null;
  return {
    reference: reserveReference(r.number),
    title: r.title,
    description: r.description,
    trade: r.trade,
    status: r.status,
    statusNote: r.statusNote,
    responsible: responsible as ReservePdfItem['responsible'],
    dueDate: r.dueDate ?? null,
    overdue: !!r.dueDate && r.dueDate < today && (r.status === 'OPEN' || r.status === 'REFUSED'),
    plan: {
      title: r.plan.title,
      version: r.planVersion.number,
      page: r.page,
      pageCount: r.planVersion.pageCount,
      inForce: r.plan.versionCount,
    },
    liftedAt: r.liftedAt ?? null,
    liftedByName: r.liftedByName ?? null,
    reviewedAt: r.reviewedAt ?? null,
    reviewedByName: r.reviewedByName ?? null,
    crop,
    photos,
    liftPhotos,
  };
}

/** The site's réserves of the filter (read as the list reads them) as their PDF prints them. */
export async function reservesPdfData(
  em: EntityManager,
  files: FilesService,
  service: ReservesService,
  auth: AuthInfo,
  site: Site,
  filter: ReserveFilterData,
): Promise<ReservesPdfData> {
  const { items, totals } = await service.forPrint(em, site.id, filter, PUNCH_LIST_LIMITS.pdfMax);
  const crops = await planCrops(em, files, items);
  const today = todayInMorocco();
  const reserves: ReservePdfItem[] = [];
  for (const r of items)
    reserves.push(
      item(r, crops.get(r.id) ?? null, await thumbnails(em, files, photosOf(r, 'REPORT')), await thumbnails(em, files, photosOf(r, 'LIFT')), today),
    );
  return {
    company: await pdfCompany(em, files, auth.companyId),
    site: { name: site.name, address: site.address, postalCode: site.postalCode, city: site.city },
    printedOn: today,
    filter: await filterLines(em, filter, items),
    totals,
    reserves,
  };
}
