import { PDFDocument } from '@cantoo/pdf-lib';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FILE_KINDS, type PlanCreateData, type PlanVersionData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import type { FilesService } from '../../core/files/files.service';
import type { StoredFile } from '../../core/files/stored-file.entity';
import { lockedForChange } from '../../core/records/locked';
import { Plan, PlanVersion } from './plan.entity';
import { lockSite, type NameOf, planNotFound, siteVisible } from './punch-list.shared';

/** What a PlanView shows; load it with every plan read for one. */
export const PLAN_VIEW = ['site', 'versions', 'versions.file'] as const;

/** A sheet about to become a version: what its bytes said, read before the transaction. */
interface Sheet {
  fileId: string;
  contentType: string;
  pageCount: number;
}

export interface ReserveCounts {
  all: number;
  open: number;
}

/** A PDF's pages, read by pdf-lib (@cantoo's maintained fork): the page tree, compressed object streams included. */
async function pdfPageCount(bytes: Buffer): Promise<number> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    const pages = pdf.getPageCount();
    if (pages > 0) return pages;
  } catch {
    // A damaged file, or one whose page tree is encrypted: the same answer.
  }
  throw AppError.badInput({ fileId: 'plan.file.unreadable' });
}

/**
 * A site's plans (issue 37), each with its sheets by version: a new version supersedes the earlier ones without
 * changing them, so a réserve pinned on an old sheet still shows where it was drawn.
 */
export class PlansService {
  constructor(
    private readonly files: FilesService,
    private readonly nameOf: NameOf,
  ) {}

  /** A site's plans (a USER's own sites only: NOT_FOUND otherwise), by title. */
  async list(em: EntityManager, siteId: string): Promise<Plan[]> {
    if (!(await siteVisible(em, siteId))) throw AppError.notFound('site.notFound');
    return em.find(Plan, { site: siteId }, { populate: PLAN_VIEW, strategy: 'select-in', orderBy: [{ title: 'asc' }, { id: 'asc' }] });
  }

  async get(em: EntityManager, id: string): Promise<Plan> {
    const plan = await em.findOne(Plan, { id }, { populate: PLAN_VIEW });
    if (!plan) throw planNotFound();
    return plan;
  }

  /** The réserves pinned on each plan (any version): all of them, and those not validated yet. */
  async reserveCounts(em: EntityManager, planIds: string[]): Promise<Map<string, ReserveCounts>> {
    if (!planIds.length) return new Map();
    const rows: { plan_id: string; all: number; open: number }[] = await em.getConnection().execute(
      `select plan_id, count(*)::int as "all", (count(*) filter (where status <> 'VALIDATED'))::int as open
         from reserve where plan_id in (?) group by plan_id`,
      [planIds],
      'all',
      em.getTransactionContext(),
    );
    return new Map(rows.map((r) => [r.plan_id, { all: r.all, open: r.open }]));
  }

  /** A new plan of the site and its first version. */
  async create(em: EntityManager, auth: AuthInfo, input: PlanCreateData): Promise<Plan> {
    if (!(await siteVisible(em, input.siteId))) throw AppError.badInput({ siteId: 'site.notFound' });
    const sheet = await this.readSheet(em, input.fileId);
    const id = await em.transactional(async (tx) => {
      const site = await lockSite(tx, auth, input.siteId);
      const file = await this.claim(tx, sheet.fileId);
      const plan = tx.create(Plan, { company: auth.companyId, site, title: input.title, createdBy: auth.userId });
      await this.addVersionTo(tx, auth, plan, file, sheet, input.note);
      return plan.id;
    });
    return this.get(em.fork(), id);
  }

  /** A new sheet of the plan: numbered after the last one under the plan's row lock; the earlier ones become superseded. */
  async addVersion(em: EntityManager, auth: AuthInfo, planId: string, input: PlanVersionData): Promise<Plan> {
    await this.get(em, planId);
    const sheet = await this.readSheet(em, input.fileId);
    await em.transactional(async (tx) => {
      const plan = await lockedForChange(tx, Plan, planId, planNotFound);
      const file = await this.claim(tx, sheet.fileId);
      await this.addVersionTo(tx, auth, plan, file, sheet, input.note);
    });
    return this.get(em.fork(), planId);
  }

  async rename(em: EntityManager, id: string, title: string): Promise<Plan> {
    await em.transactional(async (tx) => {
      const plan = await lockedForChange(tx, Plan, id, planNotFound);
      plan.title = title;
      await tx.flush();
    });
    return this.get(em.fork(), id);
  }

  /** Deletes the plan and its sheets' files; refused while réserves are pinned on it (they would lose their place). */
  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      // Under the row lock: a réserve being pinned holds the plan (FOR SHARE) until it is made, then is counted here.
      const plan = await lockedForChange(tx, Plan, id, planNotFound);
      const [{ n }]: { n: number }[] = await tx.execute('select count(*)::int as n from reserve where plan_id = ?', [plan.id]);
      if (n > 0) throw new AppError('CONFLICT', 'plan.hasReserves');
      const versions = await tx.find(PlanVersion, { plan: plan.id }, { fields: ['file'] });
      tx.remove(plan);
      await tx.flush();
      await this.files.release(
        tx,
        versions.map((v) => v.file.id),
      );
    });
  }

  /** The files the plans of a site hold (every version's sheet): the site's deletion releases them. */
  fileIdsOfSite = async (tx: EntityManager, siteId: string): Promise<string[]> => {
    const versions = await tx.find(PlanVersion, { plan: { site: siteId } }, { fields: ['file'] });
    return versions.map((v) => v.file.id);
  };

  private async addVersionTo(tx: EntityManager, auth: AuthInfo, plan: Plan, file: StoredFile, sheet: Sheet, note: string): Promise<void> {
    const uploader = await this.nameOf(tx, auth.userId);
    plan.versionCount += 1;
    tx.persist(
      tx.create(PlanVersion, {
        company: auth.companyId,
        plan,
        number: plan.versionCount,
        file,
        contentType: sheet.contentType,
        pageCount: sheet.pageCount,
        note,
        uploadedBy: auth.userId,
        uploadedByName: uploader.name,
      }),
    );
    await tx.flush();
  }

  /**
   * The upload's type and pages, read before the transaction (a large PDF takes a moment): an upload of the company
   * not yet claimed, a document (PDF, PNG or JPEG); the claim in the transaction says why when it is not.
   */
  private async readSheet(em: EntityManager, fileId: string): Promise<Sheet> {
    const upload = await this.files.readUnclaimed(em, fileId);
    if (!upload) throw AppError.badInput({ fileId: 'file.notFound' });
    const kind = FILE_KINDS.document;
    if (!(kind.types as readonly string[]).includes(upload.contentType))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', kind.messageId, { fileId: kind.messageId });
    const pageCount = upload.contentType === 'application/pdf' ? await pdfPageCount(upload.bytes) : 1;
    return { fileId, contentType: upload.contentType, pageCount };
  }

  /** Claims the upload for the plan; its refusals are named `fileId`, the field that gave it. */
  private async claim(tx: EntityManager, fileId: string): Promise<StoredFile> {
    try {
      return await this.files.claim(tx, fileId, 'document');
    } catch (err) {
      if (err instanceof AppError && err.fields?.file) throw new AppError(err.code, err.messageId, { fileId: err.fields.file });
      throw err;
    }
  }
}
