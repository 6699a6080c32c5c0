import { StoredFile } from './files/stored-file.entity';
import { filesDoc, filesRouter } from './files/files.routes';
import { OutboxMail } from './mail/outbox-mail.entity';
import type { ApiModule } from './modules/api-module';
import { RateLimitCounter } from './rate-limit/rate-limit-counter.entity';
import { Company } from './tenancy/company.entity';
import { CompanyScoped } from './tenancy/company-scoped.entity';

/** The tenancy base (first: every company-scoped entity extends it), files, the mail outbox and rate-limit counters. */
export const coreModule: ApiModule = {
  name: 'core',
  entities: [CompanyScoped, Company, RateLimitCounter, OutboxMail, StoredFile],
  routers: [{ path: '/files', router: filesRouter, doc: filesDoc }],
};
