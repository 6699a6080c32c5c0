import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientData } from '@chantiers/schema';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { AppError } from '../../../core/errors/app-error';
import { escapeLike, foldForSearch } from '../../../core/text/search';
import { Quote } from '../quote.entity';
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

  async create(em: EntityManager, auth: AuthInfo, input: ClientData): Promise<Client> {
    return em.transactional(async (tx) => {
      const client = tx.create(Client, { company: auth.companyId, ...input, searchText: foldForSearch(input.name, input.ice, input.city) });
      await tx.flush();
      return client;
    });
  }

  async update(em: EntityManager, id: string, input: ClientData): Promise<Client> {
    return em.transactional(async (tx) => {
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
      if ((await tx.count(Quote, { client: client.id })) > 0) throw new AppError('CONFLICT', 'client.inUse');
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
