import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from './config';
import { TokenService } from './core/auth/tokens';
import { MailOutbox } from './core/mail/outbox';
import { createMailTransport } from './core/mail/transport';
import { LoginLimiter } from './core/rate-limit/login-limiter';
import { AccountsService } from './modules/accounts/accounts.service';
import { SessionsService } from './modules/accounts/sessions.service';

export interface Services {
  accounts: AccountsService;
  sessions: SessionsService;
  outbox: MailOutbox;
}

export function createServices(deps: { orm: MikroORM; config: Config; jwtSecret: string; logger: Logger; publicOrigin: () => string }): Services {
  const { orm, config, logger } = deps;
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
  const outbox = new MailOutbox(orm, transport, logger);
  const limiter = new LoginLimiter(orm.em.getKnex(), { perEmail: config.loginMaxFailuresPerEmail, perIp: config.loginMaxFailuresPerIp });
  return {
    accounts: new AccountsService(outbox, deps.publicOrigin),
    sessions: new SessionsService(new TokenService(deps.jwtSecret), limiter),
    outbox,
  };
}
