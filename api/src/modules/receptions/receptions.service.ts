import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReceptionData, ReceptionSignData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { sentence } from '../../core/errors/sentence';
import type { FilesService } from '../../core/files/files.service';
import { formatDate } from '../../core/pdf/pdf-format';
import { lockedForChange } from '../../core/records/locked';
import { madeUnderClientId } from '../../core/records/client-id';
import { raise } from '../../core/events/domain-events';
import { Company } from '../../core/tenancy/company.entity';
import { StoredFile } from '../../core/files/stored-file.entity';
import { todayInMorocco } from '../../core/time/morocco';
import { signatureBytes } from '../daily-logs';
import { Reserve } from '../punch-list';
import { Site } from '../sites';
import { guaranteeEnds } from './guarantee';
import { Reception, type ReservedAtSigning } from './reception.entity';
import './receptions.audit';
import './receptions.events';

const notFound = () => AppError.notFound('reception.notFound');
const signed = () => new AppError('CONFLICT', 'reception.signed');
const R = (n: number) => `R-${String(n).padStart(3, '0')}`;

/**
 * Procès-verbaux de réception: written while the parties are on site, then signed there by both; the final one only
 * once the guarantee delay has run from the signed provisional one.
 */
export class ReceptionsService {
  constructor(private readonly files: FilesService) {}

  /** The site's receptions (provisional first) and the réserves not yet validated, which a PV signed now would list. */
  async ofSite(
    em: EntityManager,
    siteId: string,
  ): Promise<{ site: Site; receptions: Reception[]; open: ReservedAtSigning[]; guaranteeMonths: number }> {
    const site = await em.findOne(Site, { id: siteId });
    if (!site) throw AppError.notFound('site.notFound');
    const receptions = await em.find(Reception, { site: siteId }, { orderBy: { kind: 'desc' } });
    const company = await em.findOneOrFail(Company, { id: site.company.id }, { fields: ['id', 'guaranteeMonths'] });
    return { site, receptions, open: await this.openReserves(em, siteId), guaranteeMonths: company.guaranteeMonths };
  }

  async get(em: EntityManager, id: string): Promise<Reception> {
    const reception = await em.findOne(Reception, { id }, { populate: ['site'] });
    if (!reception) throw notFound();
    return reception;
  }

  async create(em: EntityManager, auth: AuthInfo, input: ReceptionData): Promise<Reception> {
    const id = await em.transactional(async (tx) => {
      const again = await madeUnderClientId(tx, Reception, input.id, auth.companyId);
      if (again) return again.id;
      const site = await this.lockedSite(tx, auth, input.siteId);
      await this.checkKind(tx, auth, input, null);
      const reception = tx.create(Reception, {
        ...(input.id ? { id: input.id } : {}),
        company: auth.companyId,
        site,
        kind: input.kind,
        date: input.date,
        parties: input.parties,
        notes: input.notes,
        createdBy: auth.userId,
      });
      await tx.flush();
      return reception.id;
    });
    return this.get(em.fork(), id);
  }

  /** A PV not yet signed is rewritten (its kind and site stay). */
  async update(em: EntityManager, auth: AuthInfo, id: string, input: ReceptionData): Promise<Reception> {
    await em.transactional(async (tx) => {
      const reception = await lockedForChange(tx, Reception, id, notFound);
      if (reception.status !== 'DRAFT') throw signed();
      await this.checkKind(tx, auth, { ...input, kind: reception.kind, siteId: reception.site.id }, reception.id);
      Object.assign(reception, { date: input.date, parties: input.parties, notes: input.notes });
      await tx.flush();
    });
    return this.get(em.fork(), id);
  }

  /**
   * Signed on the screen where the parties stand: both at once; or the company first (the réserves still open are
   * written into it then), the client's representative later, on the screen or by link (`clientSignedByLink`).
   */
  async sign(em: EntityManager, auth: AuthInfo, id: string, input: ReceptionSignData): Promise<Reception> {
    const company = input.companySignature ? await signatureBytes(input.companySignature) : null;
    const client = input.clientSignature ? await signatureBytes(input.clientSignature) : null;
    await em.transactional(async (tx) => {
      const reception = await lockedForChange(tx, Reception, id, notFound);
      if (reception.status === 'SIGNED') throw signed();
      const owner = { companyId: auth.companyId, userId: auth.userId, contentType: 'image/png' };
      if (reception.status === 'DRAFT') {
        if (!company || !input.companySignerName) throw AppError.badInput({ companySignature: 'reception.company.first' });
        await this.checkKind(tx, auth, { kind: reception.kind, date: reception.date, siteId: reception.site.id }, reception.id);
        const companyFile = await this.files.storeDerived(tx, { ...owner, name: `signature-entreprise-${reception.date}.png`, bytes: company });
        Object.assign(reception, {
          status: 'AWAITING',
          reserves: await this.openReserves(tx, reception.site.id),
          companySignerName: input.companySignerName,
          companySignature: companyFile,
          signedAt: new Date(),
          signedBy: auth.userId,
        });
      } else if (company) throw AppError.badInput({ companySignature: 'reception.company.signed' });
      const complete = !!client && !!input.clientSignerName;
      if (complete) {
        const clientFile = await this.files.storeDerived(tx, { ...owner, name: `signature-client-${reception.date}.png`, bytes: client });
        Object.assign(reception, { status: 'SIGNED', clientSignerName: input.clientSignerName, clientSignature: clientFile, signedAt: new Date() });
      }
      await tx.flush();
      if (complete)
        await raise(tx, 'reception.signed', { reception, site: await tx.findOneOrFail(Site, { id: reception.site.id }), by: auth.userId });
    });
    return this.get(em.fork(), id);
  }

  /** The client's representative signed by link (signatures module): drawn (`fileId`) or typed (null). */
  async clientSignedByLink(tx: EntityManager, id: string, signer: { name: string; fileId: string | null }): Promise<void> {
    const reception = await lockedForChange(tx, Reception, id, notFound);
    if (reception.status !== 'AWAITING') throw new AppError('CONFLICT', 'reception.notAwaiting');
    Object.assign(reception, {
      status: 'SIGNED',
      clientSignerName: signer.name,
      clientSignature: signer.fileId ? tx.getReference(StoredFile, signer.fileId) : null,
      signedAt: new Date(),
    });
    await tx.flush();
    await raise(tx, 'reception.signed', { reception, site: await tx.findOneOrFail(Site, { id: reception.site.id }), by: null });
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      const reception = await lockedForChange(tx, Reception, id, notFound);
      if (reception.status !== 'DRAFT') throw signed();
      tx.remove(reception);
      await tx.flush();
    });
  }

  /** The files the receptions of a site hold (their signatures): the site's deletion releases them. */
  fileIdsOfSite = async (tx: EntityManager, siteId: string): Promise<string[]> => {
    const rows = await tx.find(Reception, { site: siteId, status: { $ne: 'DRAFT' } }, { fields: ['companySignature', 'clientSignature'] });
    return rows.flatMap((r) => [r.companySignature?.id, r.clientSignature?.id].filter((v): v is string => !!v));
  };

  /**
   * A day not to come; one PV of each kind per site; the final one after a signed provisional one, dated once the
   * company's guarantee delay has run from it.
   */
  private async checkKind(
    tx: EntityManager,
    auth: AuthInfo,
    input: Pick<ReceptionData, 'kind' | 'date' | 'siteId'>,
    self: string | null,
  ): Promise<void> {
    if (input.date > todayInMorocco()) throw AppError.badInput({ date: 'reception.date.future' });
    const others = await tx.find(Reception, { site: input.siteId, id: { $ne: self ?? '00000000-0000-0000-0000-000000000000' } });
    const same = others.find((r) => r.kind === input.kind);
    if (same) throw new AppError('CONFLICT', input.kind === 'PROVISIONAL' ? 'reception.provisional.exists' : 'reception.final.exists');
    if (input.kind !== 'FINAL') return;
    const provisional = others.find((r) => r.kind === 'PROVISIONAL' && r.status === 'SIGNED');
    if (!provisional) throw new AppError('CONFLICT', 'reception.final.needsProvisional');
    const company = await tx.findOneOrFail(Company, { id: auth.companyId }, { fields: ['id', 'guaranteeMonths'] });
    const ends = guaranteeEnds(provisional.date, company.guaranteeMonths);
    if (input.date < ends) throw AppError.badInput({ date: sentence('reception.final.tooEarly', { date: formatDate(ends) }) });
  }

  private async openReserves(em: EntityManager, siteId: string): Promise<ReservedAtSigning[]> {
    const reserves = await em.find(Reserve, { site: siteId, status: { $ne: 'VALIDATED' } }, { orderBy: { number: 'asc' } });
    return reserves.map((r) => ({
      number: r.number,
      title: `${R(r.number)} ${r.title}`.slice(0, 200),
      trade: r.trade,
      status: r.status,
      responsible: r.responsibleName ?? null,
    }));
  }

  /** The site, in the caller's reach, kept from being deleted until the transaction ends; two PVs of one kind queue. */
  private async lockedSite(tx: EntityManager, auth: AuthInfo, siteId: string): Promise<Site> {
    await tx.execute('select id from site where id = ? and company_id = ? for update', [siteId, auth.companyId]);
    const site = await tx.findOne(Site, { id: siteId });
    if (!site) throw AppError.badInput({ siteId: 'site.notFound' });
    return site;
  }
}
