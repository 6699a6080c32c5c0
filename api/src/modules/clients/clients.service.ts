import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { sentence } from '../../core/errors/sentence';
import { Company } from '../../core/tenancy/company.entity';
import { escapeLike, foldForSearch } from '../../core/text/search';
import { Client } from './client.entity';

const notFound = () => AppError.notFound('client.notFound');

/** The company's clients: searched from the quote form, created or corrected there, kept while quotes name them. */
export class ClientsService {
  async list(em: EntityManager, search: string | null | undefined, page: number, size: number): Promise<{ items: Client[]; total: number }> {
    const folded = foldForSearch(search);
    const [items, total] = await em.findAndCount(Client, folded ? { searchText: { $like: `%${escapeLike(folded)}%` } } : {}, {
      orderBy: [{ searchText: 'asc' }, { id: 'asc' }],
      limit: size,
      offset: page * size,
    });
    return { items, total };
  }

  async get(em: EntityManager, id: string): Promise<Client> {
    const client = await em.findOne(Client, { id });
    if (!client) throw notFound();
    return client;
  }

  /**
   * The clients a new or edited one may duplicate: the same name (accents and case aside) or the same ICE. The form
   * shows them before saving, so the picker does not end with two identical names.
   */
  async matches(em: EntityManager, name: string | null | undefined, ice: string | null | undefined, exceptId?: string | null): Promise<Client[]> {
    const folded = foldForSearch(name);
    const digits = (ice ?? '').replace(/\s/g, '');
    // searchText starts with the folded name, then a space before the ICE and the city.
    const or = [
      ...(folded ? [{ searchText: folded }, { searchText: { $like: `${escapeLike(folded)} %` } }] : []),
      ...(digits ? [{ ice: digits }] : []),
    ];
    if (!or.length) return [];
    const found = await em.find(Client, { $or: or, ...(exceptId ? { id: { $ne: exceptId } } : {}) }, { orderBy: { createdAt: 'asc' }, limit: 20 });
    return found.filter((c) => (digits && c.ice === digits) || foldForSearch(c.name) === folded).slice(0, 5);
  }

  /**
   * One ICE names one company: a second client with it is refused with the first one's name. The company's row is
   * locked first, so two forms saved at once cannot both pass the check.
   */
  private async assertIceFree(tx: EntityManager, auth: AuthInfo, ice: string | null | undefined, exceptId?: string): Promise<void> {
    if (!ice) return;
    await tx.findOneOrFail(Company, { id: auth.companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const other = await tx.findOne(Client, { ice, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
    if (other) {
      const said = sentence('client.ice.taken', { name: other.name });
      throw new AppError('CONFLICT', said, { ice: said });
    }
  }

  async create(em: EntityManager, auth: AuthInfo, input: ClientData): Promise<Client> {
    return em.transactional(async (tx) => {
      await this.assertIceFree(tx, auth, input.ice);
      const client = tx.create(Client, { company: auth.companyId, ...input, searchText: foldForSearch(input.name, input.ice, input.city) });
      await tx.flush();
      return client;
    });
  }

  async update(em: EntityManager, auth: AuthInfo, id: string, input: ClientData): Promise<Client> {
    return em.transactional(async (tx) => {
      await this.assertIceFree(tx, auth, input.ice, id);
      const client = await this.get(tx, id);
      Object.assign(client, input, { searchText: foldForSearch(input.name, input.ice, input.city) });
      await tx.flush();
      return client;
    });
  }

  /** A client on quotes stays: its documents keep their history. */
  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      const client = await this.get(tx, id);
      // Quotes name their client, not the reverse: asked in SQL, so clients do not depend on the quotes module.
      const [use] = await tx
        .getConnection()
        .execute<{ used: boolean }[]>('select exists (select 1 from quote where client_id = ?) as used', [client.id]);
      if (use.used) throw new AppError('CONFLICT', 'client.inUse');
      tx.remove(client);
      await tx.flush();
    });
  }

  /** The legacy form names its client by name: the company's client of that name, or a new one. */
  async byName(tx: EntityManager, auth: AuthInfo, name: string, phone: string | null): Promise<Client> {
    const existing = await tx.findOne(
      Client,
      { searchText: { $like: `${escapeLike(foldForSearch(name))}%` }, name },
      { orderBy: { createdAt: 'asc' } },
    );
    if (existing) return existing;
    const client = tx.create(Client, { company: auth.companyId, name, kind: 'COMPANY', phone, searchText: foldForSearch(name) });
    await tx.flush();
    return client;
  }
}
