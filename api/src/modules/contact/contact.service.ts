import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CONTACT_LIMITS, type ContactData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import type { RequestMeta } from '../../core/http/request-meta';
import type { MailOutbox } from '../../core/mail/outbox';
import type { RateCounters } from '../../core/rate-limit/counters';
import { Company } from '../../core/tenancy/company.entity';
import { User } from '../accounts';
import { ContactMessage } from './contact-message.entity';
import { contactMail } from './contact.mail';

const HOUR = 3600;

/** The contact form: limited per IP and per sender address, stored and mailed to CONTACT_EMAIL in one transaction. */
export class ContactService {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly counters: RateCounters,
    private readonly contactEmail: string,
    /** Keys the hashes (IP, counters), so that they cannot be reversed by hashing every address. */
    private readonly hashKey: string,
  ) {}

  private keyed(value: string): string {
    return createHmac('sha256', this.hashKey).update(`contact:${value}`).digest('hex');
  }

  /** Returns the stored message's id, or null for a robot's (the honeypot was filled: answered as sent, dropped). */
  async send(em: EntityManager, input: ContactData, meta: RequestMeta, auth: AuthInfo | null): Promise<string | null> {
    const ipHash = this.keyed(`ip:${meta.ip}`);
    // Taken before any work, robots included: a flood is refused whatever it carries.
    const taken = await this.counters.take(em, [
      { key: `contact_ip:${ipHash}`, limit: CONTACT_LIMITS.perIpPerHour, windowSeconds: HOUR },
      { key: `contact_email:${this.keyed(`email:${input.email}`)}`, limit: CONTACT_LIMITS.perEmailPerHour, windowSeconds: HOUR },
    ]);
    if (!taken.allowed) throw new AppError('RATE_LIMITED', 'contact.rateLimited', undefined, { retryAfterSeconds: taken.retryAfterSeconds });
    if (input.website) return null;
    const id = await em.transactional(async (tx) => {
      // The tenant filter is off for these two: the sender is read by id from their own token.
      const user = auth ? await tx.findOne(User, { id: auth.userId }, { filters: false }) : null;
      const company = auth ? await tx.findOne(Company, { id: auth.companyId }, { filters: false }) : null;
      const mailId = this.outbox.enqueue(
        tx,
        contactMail(this.contactEmail, {
          name: input.name,
          email: input.email,
          subject: input.subject,
          message: input.message,
          account: user ? { email: user.email, companyName: company?.name ?? '' } : null,
        }),
      );
      const row = tx.create(ContactMessage, {
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        senderUser: user,
        senderCompany: company,
        ipHash,
        mailId,
      });
      return row.id;
    });
    void this.outbox.kick();
    return id;
  }
}
