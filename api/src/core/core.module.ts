import { DocumentCounter } from './documents/document-counter.entity';
import { DocumentSending } from './documents/document-sending.entity';
import { StoredFile } from './files/stored-file.entity';
import { StoredObjectCheck } from './files/s3/stored-object-check.entity';
import { filesDoc, filesRouter } from './files/files.routes';
import { FilesResolver } from './files/files.resolver';
import { filesRestRoutes } from './files/files.rest';
import { IdempotencyKey } from './idempotency/idempotency-key.entity';
import { UserWriteMark } from './replicas/user-write-mark.entity';
import { ChangeLog } from './change-feed/change-log.entity';
import { ClosedMonth } from './books/closed-month.entity';
import { OutboxMail } from './mail/outbox-mail.entity';
import type { ApiModule } from './modules/api-module';
import { RateLimitCounter } from './rate-limit/rate-limit-counter.entity';
import { Company } from './tenancy/company.entity';
import { CompanyScoped } from './tenancy/company-scoped.entity';
import { StoredPhoto } from './files/stored-photo';
import { CompanyRecord } from './tenancy/company-record.entity';
import { SingleUse } from './auth/single-use.entity';

/**
 * The tenancy bases (first: every company-scoped entity extends them), the single-use secrets' base, files, the mail
 * outbox, rate-limit counters, the commercial documents' numbering and sendings, the callers' idempotency keys, and the offline change feed's lines.
 */
export const coreModule: ApiModule = {
  name: 'core',
  entities: [
    CompanyScoped,
    CompanyRecord,
    SingleUse,
    Company,
    RateLimitCounter,
    OutboxMail,
    StoredFile,
    StoredObjectCheck,
    StoredPhoto,
    DocumentCounter,
    DocumentSending,
    IdempotencyKey,
    UserWriteMark,
    ChangeLog,
    ClosedMonth,
  ],
  resolvers: [FilesResolver],
  restRoutes: filesRestRoutes,
  routers: [{ path: '/files', router: filesRouter, doc: filesDoc }],
};
