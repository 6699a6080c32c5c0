import type { EntityManager } from '@mikro-orm/postgresql';
import { lockedForChange } from '../../core/records/locked';
import {
  documentTotals,
  exceedsDocumentMax,
  fixed,
  lineTotalHT,
  moneyOf,
  type QuoteData,
  type QuoteLineData,
  type QuoteStatus,
  rateKey,
  type SiteData,
  siteSchema,
} from '@chantiers/schema';
import { parseInput } from '../../core/errors/parse';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { isUuid } from '../../core/ids';
import { todayInMorocco } from '../../core/time/morocco';
import { Company } from '../../core/tenancy/company.entity';
import { escapeLike, foldForSearch } from '../../core/text/search';
import { Site } from '../sites';
import { Client } from '../clients';
import type { ClientsService } from '../clients';
import { nextReference } from '../../core/documents/numbering';
import { QuoteLine } from './quote-line.entity';
import { Quote } from './quote.entity';
import { statusSql } from './quote-status';
import { raise } from '../../core/events/domain-events';
import './quotes.events';
import { addDays } from '../../core/time/days';

export type QuoteSort = 'date' | 'reference' | 'client' | 'total';
export interface QuoteFilter {
  status?: QuoteStatus | null;
  search?: string | null;
  siteId?: string | null;
  from?: string | null;
  to?: string | null;
}
export interface QuoteTotalsRow {
  count: number;
  totalHT: string;
  totalTTC: string;
}

/** numeric(15,2) holds 13 digits before the point: a quote beyond it is refused, never a database error. */

/** A line's amounts as stored: quantity with 3 decimals, rates with 2, its total HT by the shared rule. */
export const lineAmounts = (line: Pick<QuoteLineData, 'quantity' | 'unitPriceHT' | 'vatRate' | 'discountPercent'>) => ({
  quantity: fixed(line.quantity, 3),
  unitPriceHT: moneyOf(line.unitPriceHT),
  vatRate: rateKey(line.vatRate),
  discountPercent: fixed(line.discountPercent, 2),
  totalHT: lineTotalHT(line),
});
/** The totals a quote stores and answers: its lines as stored, the TVA once per rate (schema/money). */
export const quoteTotalsOf = (lots: QuoteData['lots']) => documentTotals(lots.flatMap((lot) => lot.lines.map(lineAmounts)));
const notFound = () => AppError.notFound('quote.notFound');
const ORDER: Record<QuoteSort, string> = {
  date: 'q.issue_date desc, q.reference desc',
  reference: 'q.reference desc',
  client: 'c.search_text asc, q.reference desc',
  total: 'q.total_ttc desc, q.reference desc',
};

/** Quotes (devis): numbered without gaps, lots of lines with exact totals, pending → accepted or refused. */
export class QuotesService {
  constructor(
    private readonly clients: ClientsService,
    /** Creates a site as the sites' service does (its rules, its feed): 'Créer le chantier' of an accepted quote. */
    private readonly createSiteFor: (tx: EntityManager, auth: AuthInfo, input: SiteData) => Promise<Site>,
  ) {}

  async list(em: EntityManager, companyId: string, filter: QuoteFilter, sort: QuoteSort, page: number, size: number) {
    const today = todayInMorocco();
    const status = statusSql(filter.status, today);
    let where = `q.company_id = ?${status.sql}`;
    const params: unknown[] = [companyId, ...status.params];
    const folded = foldForSearch(filter.search);
    if (folded) {
      where += ' and q.search_text like ?';
      params.push(`%${escapeLike(folded)}%`);
    }
    if (filter.siteId) {
      where += ' and q.site_id = ?';
      params.push(filter.siteId);
    }
    if (filter.from) {
      where += ' and q.issue_date >= ?';
      params.push(filter.from);
    }
    if (filter.to) {
      where += ' and q.issue_date <= ?';
      params.push(filter.to);
    }
    const conn = em.getConnection();
    const ctx = em.getTransactionContext();
    const [ids, [sums]] = await Promise.all([
      conn.execute<{ id: string }[]>(
        `select q.id from quote q join client c on c.id = q.client_id where ${where} order by ${ORDER[sort]} limit ? offset ?`,
        [...params, size, page * size],
        'all',
        ctx,
      ),
      conn.execute<{ n: string; ht: string; ttc: string }[]>(
        `select count(*) as n, coalesce(sum(q.total_ht), 0) as ht, coalesce(sum(q.total_ttc), 0) as ttc from quote q where ${where}`,
        params,
        'all',
        ctx,
      ),
    ]);
    const found = ids.length ? await em.find(Quote, { id: { $in: ids.map((r) => r.id) } }, { populate: ['client', 'site'] }) : [];
    const byId = new Map(found.map((q) => [q.id, q]));
    const totals: QuoteTotalsRow = { count: Number(sums.n), totalHT: moneyOf(sums.ht), totalTTC: moneyOf(sums.ttc) };
    return { items: ids.map((r) => byId.get(r.id)!).filter(Boolean), total: totals.count, totals, today };
  }

  /** Quotes waiting for the client's answer (en cours, not expired): how many and for how much, for the dashboard. */
  async waiting(em: EntityManager, companyId: string): Promise<QuoteTotalsRow> {
    const pending = statusSql('EN_COURS', todayInMorocco());
    const [row] = await em
      .getConnection()
      .execute<{ n: string; ht: string; ttc: string }[]>(
        `select count(*) as n, coalesce(sum(q.total_ht), 0) as ht, coalesce(sum(q.total_ttc), 0) as ttc from quote q where q.company_id = ?${pending.sql}`,
        [companyId, ...pending.params],
        'all',
        em.getTransactionContext(),
      );
    return { count: Number(row.n), totalHT: moneyOf(row.ht), totalTTC: moneyOf(row.ttc) };
  }

  /**
   * The quote under its row lock, then with its client, site and lines: 'Créer le chantier' clicked eight times at
   * once makes one site, the others find it there.
   */
  private async locked(tx: EntityManager, id: string): Promise<Quote> {
    await lockedForChange(tx, Quote, id, notFound);
    return this.get(tx, id);
  }

  async get(em: EntityManager, id: string): Promise<Quote> {
    const quote = await em.findOne(Quote, { id }, { populate: ['client', 'site', 'lines'] });
    if (!quote) throw notFound();
    return quote;
  }

  async create(em: EntityManager, auth: AuthInfo, input: QuoteData): Promise<Quote> {
    return em.transactional(async (tx) => {
      const company = await tx.findOneOrFail(Company, { id: auth.companyId }, { fields: ['id', 'quoteValidityDays'] });
      const reference = await nextReference(tx, auth.companyId, 'DEV', Number(input.issueDate.slice(0, 4)));
      const quote = tx.create(Quote, {
        company: auth.companyId,
        reference,
        createdBy: auth.userId,
        ...(await this.content(tx, auth, input, company.quoteValidityDays, reference)),
      });
      this.replaceLines(tx, quote, input);
      if (input.status && input.status !== 'EN_COURS') this.decideNow(quote, input.status, auth.userId);
      await tx.flush();
      await raise(tx, 'quote.changed', { quote });
      if (input.status === 'ACCEPTE') await raise(tx, 'quote.accepted', { quote });
      return quote;
    });
  }

  /** A pending quote (expired ones included: extending the validity revives them) is edited whole. */
  async update(em: EntityManager, auth: AuthInfo, id: string, input: QuoteData): Promise<Quote> {
    return em.transactional(async (tx) => {
      const quote = await this.get(tx, id);
      if (quote.status !== 'EN_COURS') throw new AppError('CONFLICT', 'quote.notPending');
      const company = await tx.findOneOrFail(Company, { id: auth.companyId }, { fields: ['id', 'quoteValidityDays'] });
      Object.assign(quote, await this.content(tx, auth, input, company.quoteValidityDays, quote.reference));
      for (const line of quote.lines.getItems()) tx.remove(line);
      quote.lines.removeAll();
      this.replaceLines(tx, quote, input);
      if (input.status && input.status !== 'EN_COURS') this.decideNow(quote, input.status, auth.userId);
      await tx.flush();
      await raise(tx, 'quote.changed', { quote });
      if (input.status === 'ACCEPTE') await raise(tx, 'quote.accepted', { quote });
      return quote;
    });
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      const quote = await this.get(tx, id);
      if (quote.status !== 'EN_COURS') throw new AppError('CONFLICT', 'quote.deleteNotPending');
      tx.remove(quote);
      await tx.flush();
      await raise(tx, 'quote.removed', { companyId: quote.company.id, quoteId: quote.id });
    });
  }

  /** Accept or refuse a pending quote; who and when are recorded. An expired quote must be extended first. */
  async decide(em: EntityManager, auth: AuthInfo, id: string, status: 'ACCEPTE' | 'REFUSE'): Promise<Quote> {
    return em.transactional((tx) => this.decideIn(tx, id, status, auth.userId));
  }

  /** `decide` in the caller's transaction; `decidedBy` null: the client, through a signature link. */
  async decideIn(tx: EntityManager, id: string, status: 'ACCEPTE' | 'REFUSE', decidedBy: string | null): Promise<Quote> {
    const quote = await this.locked(tx, id);
    this.decideNow(quote, status, decidedBy);
    await tx.flush();
    await raise(tx, 'quote.changed', { quote });
    if (quote.status === 'ACCEPTE') await raise(tx, 'quote.accepted', { quote });
    return quote;
  }

  /**
   * 'Créer le chantier': an accepted quote without a site becomes one, named after its object (or its client), for
   * its client, with the quote's amount as budget (HT for a company subject to TVA), and the quote is linked to it.
   */
  async createSite(em: EntityManager, auth: AuthInfo, id: string): Promise<Quote> {
    return em.transactional(async (tx) => {
      const quote = await this.locked(tx, id);
      if (quote.status !== 'ACCEPTE') throw new AppError('CONFLICT', 'quote.site.notAccepted');
      if (quote.site) throw new AppError('CONFLICT', 'quote.site.exists');
      const company = await tx.findOneOrFail(Company, { id: auth.companyId }, { fields: ['id', 'vatSubject'] });
      // Through the sites' own rules, as if typed in their form.
      const site = parseInput(siteSchema, {
        name: (quote.object || quote.client.name).slice(0, 100),
        client: quote.client.name.slice(0, 100),
        budget: company.vatSubject ? quote.totalHT : quote.totalTTC,
        // Where the client is, the usual work address of a house or a building; corrected on the site's record if not.
        address: quote.client.address?.slice(0, 255) || null,
        city: quote.client.city?.slice(0, 100) || null,
        status: 'EN_PREPARATION',
        progress: 0,
      });
      quote.site = await this.createSiteFor(tx, auth, site);
      await tx.flush();
      return quote;
    });
  }

  /** An accepted quote without a site is linked to an existing one (a site the caller sees). */
  async linkSite(em: EntityManager, id: string, siteId: string): Promise<Quote> {
    return em.transactional(async (tx) => {
      const quote = await this.locked(tx, id);
      if (quote.status !== 'ACCEPTE') throw new AppError('CONFLICT', 'quote.site.notAccepted');
      if (quote.site) throw new AppError('CONFLICT', 'quote.site.exists');
      const site = isUuid(siteId) ? await tx.findOne(Site, { id: siteId.toLowerCase() }) : null;
      if (!site) throw AppError.badInput({ siteId: 'site.notFound' });
      quote.site = site;
      await tx.flush();
      return quote;
    });
  }

  /** A copy as a new pending quote, numbered and dated today, valid for the company's default. */
  async duplicate(em: EntityManager, auth: AuthInfo, id: string): Promise<Quote> {
    const source = await this.get(em, id);
    const today = todayInMorocco();
    const lots = new Map<number, { title: string; lines: QuoteData['lots'][number]['lines'] }>();
    for (const l of source.lines.getItems()) {
      const lot = lots.get(l.lotIndex) ?? { title: l.lotTitle, lines: [] };
      lot.lines.push({
        designation: l.designation,
        unit: l.unit as never,
        quantity: l.quantity,
        unitPriceHT: l.unitPriceHT,
        vatRate: l.vatRate as never,
        discountPercent: l.discountPercent,
      });
      lots.set(l.lotIndex, lot);
    }
    return this.create(em, auth, {
      clientId: source.client.id,
      clientPhone: source.clientPhone ?? null,
      issueDate: today,
      validUntil: null,
      siteId: source.site?.id ?? null,
      object: source.object ?? null,
      lots: [...lots.values()],
      notes: source.notes ?? null,
      conditions: source.conditions ?? null,
    });
  }

  private decideNow(quote: Quote, status: 'ACCEPTE' | 'REFUSE', decidedBy: string | null): void {
    if (quote.status !== 'EN_COURS') throw new AppError('CONFLICT', 'quote.transition.invalid');
    if (status === 'ACCEPTE' && quote.validUntil < todayInMorocco()) throw new AppError('CONFLICT', 'quote.expired');
    quote.status = status;
    quote.decidedAt = new Date();
    quote.decidedBy = decidedBy;
  }

  /** The quote's fields from the input: its client (of the company), site (one the caller sees), dates and totals. */
  private async content(tx: EntityManager, auth: AuthInfo, input: QuoteData, validityDays: number, reference: string) {
    const client = input.clientId
      ? await tx.findOne(Client, { id: input.clientId })
      : await this.clients.byName(tx, auth, input.clientName!, input.clientPhone ?? null);
    if (!client) throw AppError.badInput({ clientId: 'client.notFound' });
    const site = input.siteId ? await tx.findOne(Site, { id: input.siteId }) : null;
    if (input.siteId && !site) throw AppError.badInput({ siteId: 'site.notFound' });
    const totals = quoteTotalsOf(input.lots);
    if (exceedsDocumentMax(totals.totalTTC)) throw AppError.badInput({ lots: 'quote.total.tooLarge' });
    return {
      client,
      clientPhone: input.clientPhone ?? client.phone ?? null,
      issueDate: input.issueDate,
      validUntil: input.validUntil ?? addDays(input.issueDate, validityDays),
      site,
      object: input.object ?? null,
      notes: input.notes ?? null,
      conditions: input.conditions ?? null,
      totalHT: totals.totalHT,
      totalVAT: totals.totalVAT,
      totalTTC: totals.totalTTC,
      searchText: foldForSearch(reference, client.name, input.object),
    };
  }

  private replaceLines(tx: EntityManager, quote: Quote, input: QuoteData): void {
    input.lots.forEach((lot, lotIndex) =>
      lot.lines.forEach((line, position) => {
        const amounts = lineAmounts(line);
        quote.lines.add(
          tx.create(QuoteLine, { quote, lotIndex, lotTitle: lot.title, position, designation: line.designation, unit: line.unit, ...amounts }),
        );
      }),
    );
  }
}
