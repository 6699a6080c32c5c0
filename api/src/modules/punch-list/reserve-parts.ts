import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReserveData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { foldForSearch } from '../../core/text/search';
import { Partner } from '../partners';
import { Personnel } from '../personnel';
import { Plan, PlanVersion } from './plan.entity';
import type { Reserve, ReservePhoto, ReservePhotoStage } from './reserve.entity';

/** Where a réserve is pinned: the plan of its site, the sheet (a version of it) and a page that sheet has. */
export interface Pin {
  plan: Plan;
  planVersion: PlanVersion;
  page: number;
  x: string;
  y: string;
}

/**
 * The pin the input names, on a plan of `siteId`. With `lock`, within the caller's transaction, the plan is held
 * (FOR SHARE) until it ends: a plan being deleted waits for the réserve, then finds it and refuses.
 */
export async function pinOf(tx: EntityManager, auth: AuthInfo, siteId: string, input: ReserveData, lock = false): Promise<Pin> {
  if (lock) await tx.execute('select id from plan where id = ? and company_id = ? for share', [input.planId, auth.companyId]);
  const plan = await tx.findOne(Plan, { id: input.planId, site: siteId }, { refresh: lock });
  if (!plan) throw AppError.badInput({ planId: 'plan.notFound' });
  const planVersion = await tx.findOne(PlanVersion, { plan: plan.id, number: input.version ?? plan.versionCount });
  if (!planVersion) throw AppError.badInput({ version: 'reserve.version.invalid' });
  if (input.page > planVersion.pageCount) throw AppError.badInput({ page: 'reserve.page.outside' });
  // numeric(6,5): the pin kept to the hundred-thousandth of the page, a few tenths of a millimetre on an A0 sheet.
  return { plan, planVersion, page: input.page, x: input.x.toFixed(5), y: input.y.toFixed(5) };
}

export interface Responsible {
  responsiblePersonnel: Personnel | null;
  responsiblePartner: Partner | null;
  responsibleName: string | null;
  responsibleKey: string | null;
}

/** The responsible the input names: a person of the company, a published listing of the directory, or a typed name. */
export async function responsibleOf(tx: EntityManager, given: ReserveData['responsible']): Promise<Responsible> {
  const none = { responsiblePersonnel: null, responsiblePartner: null, responsibleName: null, responsibleKey: null };
  if (!given) return none;
  const named = (name: string) => ({ responsibleName: name, responsibleKey: foldForSearch(name) });
  if (given.type === 'PERSONNEL') {
    const person = await tx.findOne(Personnel, { id: given.id! });
    if (!person) throw AppError.badInput({ 'responsible.id': 'reserve.responsible.personnel' });
    return { ...none, responsiblePersonnel: person, ...named(`${person.firstName} ${person.lastName}`) };
  }
  if (given.type === 'PARTNER') {
    // The directory's rule: a published listing of an active account, whichever company's it is.
    const partner = await tx.findOne(Partner, { id: given.id!, published: true, owner: { status: 'ACTIVE' } }, { filters: false });
    if (!partner) throw AppError.badInput({ 'responsible.id': 'reserve.responsible.partner' });
    return { ...none, responsiblePartner: partner, ...named(partner.name) };
  }
  return { ...none, ...named(given.name!) };
}

/** Whether the réserve's responsible changes with `next` (someone new must now lift it). */
export function reassigned(before: Reserve | null, next: Responsible): boolean {
  if (!next.responsibleName) return false;
  if (!before) return true;
  return (
    (before.responsiblePersonnel?.id ?? null) !== (next.responsiblePersonnel?.id ?? null) ||
    (before.responsiblePartner?.id ?? null) !== (next.responsiblePartner?.id ?? null) ||
    (before.responsibleName ?? null) !== next.responsibleName
  );
}

/**
 * The site's next réserve number, from its counter: the upsert locks the counter's row until the transaction ends, so
 * two réserves made at once on one site take one number each, and a deleted réserve's number is never given again.
 */
export async function nextNumber(tx: EntityManager, siteId: string): Promise<number> {
  const [{ last }]: { last: number }[] = await tx.execute(
    `insert into reserve_number (site_id, last) values (?, 1)
       on conflict (site_id) do update set last = reserve_number.last + 1 returning last`,
    [siteId],
  );
  return last;
}

/** One stage's photos of a réserve, in order. */
export const photosOf = (reserve: Reserve, stage: ReservePhotoStage): ReservePhoto[] =>
  reserve.photos
    .getItems()
    .filter((p) => p.stage === stage)
    .sort((a, b) => a.position - b.position);
