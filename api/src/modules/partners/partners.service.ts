import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type PartnerProfileData, type PartnerSignUpData, PARTNER_LIMITS, isServiceType, translate } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { may } from '../../core/policies/authorize';
import type { FilesService } from '../../core/files/files.service';
import type { RequestMeta } from '../../core/http/request-meta';
import { escapeLike, foldForSearch } from '../../core/text/search';
import { Company } from '../../core/tenancy/company.entity';
import type { AccountsService } from '../accounts';
import { User } from '../accounts';
import { checkPlaces, checkSignUpPlace, type Places } from './partner-places';
import { type RenderedImage, renderUpload, storeRendered } from './partner-images';
import { Partner, PartnerPhoto } from './partner.entity';

const SEARCH_MAX = 100;

export interface DirectoryQuery {
  search?: string | null;
  serviceType?: string | null;
  region?: string | null;
  city?: string | null;
  page: number;
  size: number;
}

/** A listing with what its views need: its account (contact) and photos in order. */
export interface LoadedPartner {
  partner: Partner;
  owner: User;
  photos: PartnerPhoto[];
}

/** Name, description and trades' French labels folded: what the directory's search compares. */
export const searchKeyOf = (p: Pick<Partner, 'name' | 'description' | 'serviceTypes'>) =>
  foldForSearch(p.name, p.description, ...p.serviceTypes.map((t) => translate(`partner.service.${t}`)));

/** Partners' listings: sign-up, the partner's own listing (with logo and photos), and the public directory. */
export class PartnersService {
  constructor(
    private readonly files: FilesService,
    private readonly accounts: AccountsService,
  ) {}

  /** `/insription-partenaire`: a company of the partner's own, its PARTNER account (pending) and the listing. */
  async register(em: EntityManager, input: PartnerSignUpData, meta: RequestMeta): Promise<{ id: string; email: string }> {
    // Checked before the account flow, so a bad code answers the same whether the address is known or not.
    const places = await checkSignUpPlace(em, input.region, input.city);
    return this.accounts.createAccount(em, input, meta, (tx, passwordHash) => this.newPartner(tx, input, places, passwordHash, 'PENDING'));
  }

  /** Checks the sign-up's region and city; their codes are what `newPartner` stores. */
  signUpPlaces(em: EntityManager, input: Pick<PartnerSignUpData, 'region' | 'city'>): Promise<Places> {
    return checkSignUpPlace(em, input.region, input.city);
  }

  /**
   * Within the caller's transaction: the partner's company, its PARTNER account and the listing. `ACTIVE` when a
   * trusted party already proved the address (social sign-in), `PENDING` until the e-mailed link does.
   */
  newPartner(
    tx: EntityManager,
    input: Omit<PartnerSignUpData, 'password' | 'confirmPassword'>,
    places: Places,
    passwordHash: string,
    status: 'PENDING' | 'ACTIVE',
  ): User {
    const company = tx.create(Company, { name: input.companyName, ice: input.ice ?? null, phone: input.phone });
    const owner = tx.create(User, {
      company,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      type: 'PARTNER',
      role: 'USER',
      status,
      passwordHash,
      emailVerifiedAt: status === 'ACTIVE' ? new Date() : null,
    });
    const fields = { name: input.companyName, description: input.description ?? null, serviceTypes: input.serviceTypes.filter(isServiceType) };
    tx.create(Partner, {
      company,
      owner,
      ...fields,
      nameKey: foldForSearch(fields.name),
      searchKey: searchKeyOf(fields),
      ...places,
      ice: input.ice ?? null,
      phone: input.phone,
    });
    return owner;
  }

  /** The caller's listing, or null when they deleted it. */
  async own(em: EntityManager, auth: AuthInfo): Promise<LoadedPartner | null> {
    const partner = await em.findOne(Partner, { company: auth.companyId });
    return partner ? this.load(em, partner) : null;
  }

  async ownOrFail(em: EntityManager, auth: AuthInfo): Promise<LoadedPartner> {
    const own = await this.own(em, auth);
    if (!own) throw AppError.notFound('partner.profile.missing');
    return own;
  }

  /** POST /partners: a partner without a listing (they deleted it) creates it again. */
  async create(em: EntityManager, auth: AuthInfo, input: PartnerProfileData): Promise<LoadedPartner> {
    const { places, rendered } = await this.prepare(em, input, null);
    const id = await em.transactional(async (tx) => {
      // The company's row lock queues two creations at once: the second sees the first's listing.
      await tx.findOneOrFail(Company, { id: auth.companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (await tx.count(Partner, { company: auth.companyId })) throw new AppError('CONFLICT', 'partner.profile.exists');
      const owner = await tx.findOneOrFail(User, { id: auth.userId });
      const partner = tx.create(Partner, {
        company: auth.companyId,
        owner,
        name: input.companyName,
        nameKey: '',
        searchKey: '',
        serviceTypes: [],
        regions: [],
        phone: input.phone,
      });
      await this.apply(tx, auth, partner, owner, input, places, rendered, []);
      return partner.id;
    });
    return this.loadById(em, id);
  }

  /** The caller's listing (PUT /partners/{id}: their own only), its logo and photos, and their name and phone. */
  async update(em: EntityManager, auth: AuthInfo, id: string | null, input: PartnerProfileData): Promise<LoadedPartner> {
    const current = await this.ownOrFail(em, auth);
    if (id && id !== current.partner.id) throw AppError.forbidden();
    const { places, rendered } = await this.prepare(em, input, current);
    await em.transactional(async (tx) => {
      // Locked: two saves at once apply one after the other (photos stay within 10), a delete meanwhile is a 404.
      const partner = await tx.findOne(Partner, { id: current.partner.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!partner) throw AppError.notFound('partner.profile.missing');
      const owner = await tx.findOneOrFail(User, { id: auth.userId });
      const photos = await tx.find(PartnerPhoto, { partner }, { orderBy: { position: 'asc' } });
      await this.apply(tx, auth, partner, owner, input, places, rendered, photos);
    });
    return this.loadById(em, current.partner.id);
  }

  /** DELETE /partners/{id}: the listing leaves the directory with its photos and requests; the account stays. */
  async remove(em: EntityManager, auth: AuthInfo, id: string): Promise<boolean> {
    return em.transactional(async (tx) => {
      const partner = await tx.findOne(Partner, { company: auth.companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!partner) throw AppError.notFound('partner.profile.missing');
      if (partner.id !== id) throw AppError.forbidden();
      const photos = await tx.find(PartnerPhoto, { partner });
      await this.files.release(tx, [partner.logoFileId, partner.logoThumbnailFileId, ...photos.flatMap((p) => [p.fileId, p.thumbnailFileId])]);
      tx.remove(partner);
      return true;
    });
  }

  /** Outside the transaction: the places checked and the new images decoded and resized (seconds for 10 photos). */
  private async prepare(
    em: EntityManager,
    input: PartnerProfileData,
    current: LoadedPartner | null,
  ): Promise<{ places: Places; rendered: Map<string, RenderedImage> }> {
    const places = await checkPlaces(em, { regions: input.regions, cities: input.cities });
    const kept = new Set(current?.photos.map((p) => p.fileId) ?? []);
    const rendered = new Map<string, RenderedImage>();
    for (const id of input.photoFileIds) if (!kept.has(id)) rendered.set(id, await renderUpload(this.files, em, id, 'photo'));
    const logo = input.logoFileId;
    if (logo && logo !== current?.partner.logoFileId) rendered.set(logo, await renderUpload(this.files, em, logo, 'logo'));
    return { places, rendered };
  }

  private async apply(
    tx: EntityManager,
    auth: AuthInfo,
    partner: Partner,
    owner: User,
    input: PartnerProfileData,
    places: Places,
    rendered: Map<string, RenderedImage>,
    photos: PartnerPhoto[],
  ): Promise<void> {
    const fileOwner = { companyId: auth.companyId, userId: auth.userId };
    Object.assign(partner, {
      name: input.companyName,
      nameKey: foldForSearch(input.companyName),
      serviceTypes: input.serviceTypes.filter(isServiceType),
      ...places,
      ice: input.ice ?? null,
      description: input.description ?? null,
      phone: input.phone,
      published: input.published,
    });
    partner.searchKey = searchKeyOf(partner);
    Object.assign(owner, { firstName: input.firstName, lastName: input.lastName, phone: input.phone });
    const company = await tx.findOneOrFail(Company, { id: auth.companyId });
    Object.assign(company, { name: input.companyName, ice: input.ice ?? null, phone: input.phone });

    // The logo: kept, replaced (the old one forgotten) or removed.
    const logo = input.logoFileId ?? null;
    if (logo !== partner.logoFileId) {
      await this.files.release(tx, [partner.logoFileId, partner.logoThumbnailFileId]);
      const stored = logo ? await storeRendered(this.files, tx, fileOwner, rendered.get(logo)!) : null;
      partner.logoFileId = stored?.fileId ?? null;
      partner.logoThumbnailFileId = stored?.thumbnailFileId ?? null;
    }

    // Photos in the order given: the current ones kept by their file id, new uploads stored, the others forgotten.
    const byFile = new Map(photos.map((p) => [p.fileId, p]));
    const wanted = new Set(input.photoFileIds);
    const gone = photos.filter((p) => !wanted.has(p.fileId));
    await this.files.release(
      tx,
      gone.flatMap((p) => [p.fileId, p.thumbnailFileId]),
    );
    for (const p of gone) tx.remove(p);
    // Positions move out of the way first: the next flush writes the final order.
    for (const [position, id] of input.photoFileIds.entries()) {
      const existing = byFile.get(id);
      if (existing) existing.position = position;
      else
        tx.create(PartnerPhoto, {
          company: auth.companyId,
          partner,
          position,
          ...(await storeRendered(this.files, tx, fileOwner, rendered.get(id)!)),
        });
    }
  }

  private async loadById(em: EntityManager, id: string): Promise<LoadedPartner> {
    const partner = await em.findOne(Partner, { id }, { filters: false, refresh: true });
    if (!partner) throw AppError.notFound('partner.profile.missing');
    return this.load(em, partner);
  }

  private async load(em: EntityManager, partner: Partner): Promise<LoadedPartner> {
    const owner = await em.findOneOrFail(User, { id: partner.owner.id }, { filters: false });
    const photos = await em.find(PartnerPhoto, { partner: partner.id }, { filters: false, orderBy: { position: 'asc' } });
    return { partner, owner, photos };
  }

  /**
   * The directory: published listings of confirmed, enabled accounts, by trade, region, city and words (accents and
   * case aside), in alphabetical order. One statement for the page and its total; the cards' place names in two more.
   */
  async directory(em: EntityManager, q: DirectoryQuery): Promise<{ items: Partner[]; total: number }> {
    const search = foldForSearch(q.search ?? '');
    if (search.length > SEARCH_MAX) throw AppError.badInput({ search: 'partner.search.max' });
    const where: string[] = [`p.published`, `u.status = 'ACTIVE'`];
    const params: unknown[] = [];
    if (q.serviceType?.trim()) {
      const type = q.serviceType.trim().toUpperCase();
      if (!isServiceType(type)) throw AppError.badInput({ serviceType: 'partner.type.unknown' });
      where.push(`p.service_types @> array[?]::text[]`);
      params.push(type);
    }
    if (q.region?.trim()) {
      where.push(`p.regions @> array[?]::text[]`);
      params.push(q.region.trim().toUpperCase());
    }
    if (q.city?.trim()) {
      where.push(`p.cities @> array[?]::text[]`);
      params.push(q.city.trim().toLowerCase());
    }
    if (search) {
      where.push(`p.search_key like ?`);
      params.push(`%${escapeLike(search)}%`);
    }
    const rows: { id: string; total: string }[] = await em.execute(
      `select p.id, count(*) over () as total from partner p join app_user u on u.id = p.owner_id
        where ${where.join(' and ')} order by p.name_key, p.id limit ? offset ?`,
      [...params, q.size, q.page * q.size],
    );
    const total = rows.length ? Number(rows[0].total) : q.page > 0 ? await this.countDirectory(em, where, params) : 0;
    const ids = rows.map((r) => r.id);
    const found = ids.length ? await em.find(Partner, { id: { $in: ids } }, { filters: false }) : [];
    const byId = new Map(found.map((p) => [p.id, p]));
    return { items: ids.flatMap((id) => byId.get(id) ?? []), total };
  }

  /** A page past the end still tells how many there are. */
  private async countDirectory(em: EntityManager, where: string[], params: unknown[]): Promise<number> {
    const [row]: { n: string }[] = await em.execute(
      `select count(*) as n from partner p join app_user u on u.id = p.owner_id where ${where.join(' and ')}`,
      params,
    );
    return Number(row.n);
  }

  /** A published listing of an active account; anything else is not found (a hidden one included). */
  async publicOne(em: EntityManager, id: string, viewer: AuthInfo | null): Promise<LoadedPartner> {
    const partner = await em.findOne(Partner, { id }, { filters: false });
    const owner = partner ? await em.findOne(User, { id: partner.owner.id }, { filters: false }) : null;
    // The owner sees their listing hidden too: the ownListing record rule of the policy table says whose it is.
    const mine = partner !== null && may(viewer, 'partner.profile.read', { companyId: partner.company.id });
    if (!partner || !owner || (!mine && (!partner.published || owner.status !== 'ACTIVE'))) throw AppError.notFound('partner.notFound');
    if (!mine) await this.countView(em, partner.id);
    const photos = await em.find(PartnerPhoto, { partner: partner.id }, { filters: false, orderBy: { position: 'asc' } });
    return { partner, owner, photos };
  }

  /** One more view this month: one upsert, no read. */
  private async countView(em: EntityManager, partnerId: string): Promise<void> {
    await em.execute(
      `insert into partner_view_month (partner_id, month, views) values (?, date_trunc('month', now())::date, 1)
        on conflict (partner_id, month) do update set views = partner_view_month.views + 1`,
      [partnerId],
    );
  }

  static readonly pageSize = (asked: number | null | undefined) =>
    Math.min(Math.max(asked && asked > 0 ? asked : PARTNER_LIMITS.pageSize, 1), PARTNER_LIMITS.pageSizeMax);
}
