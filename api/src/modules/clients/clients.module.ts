import type { ApiModule } from '../../core/modules/api-module';
import { Client } from './client.entity';
import { ClientsResolver } from './clients.resolver';

/** The company's clients (quotes and invoices name them): their list, search and edit. */
export const clientsModule: ApiModule = {
  name: 'clients',
  entities: [Client],
  resolvers: [ClientsResolver],
};
