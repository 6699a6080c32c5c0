import type { SiteNewsEntry } from './news/site-news-entry.entity';
import type { Site } from './site.entity';

declare module '../../core/events/domain-events' {
  interface DomainEvents {
    'site.created': { site: Site; by: string };
    /** Its fields saved; `managerBefore` is who managed it before (the notification tells a new manager). */
    'site.updated': { site: Site; managerBefore: string | null | undefined; by: string | null };
    'site.archived': { site: Site };
    'news.announced': { entry: SiteNewsEntry; site: Site; by: string };
  }
}
