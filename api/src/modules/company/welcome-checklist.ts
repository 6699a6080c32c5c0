import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../../core/auth/auth-info';
import { REQUIRED_FOR_INVOICES } from './company.service';
import type { WelcomeChecklistView } from './welcome.resolver';

const LEGAL_COLUMNS: Record<(typeof REQUIRED_FOR_INVOICES)[number], string> = { ice: 'ice', fiscalId: 'fiscal_id', tradeRegister: 'trade_register' };

/** One statement of `exists` probes on indexed company columns: the page costs the same for a company of ten sites or ten thousand. */
export async function welcomeChecklist(em: EntityManager, auth: AuthInfo): Promise<WelcomeChecklistView> {
  const legal = REQUIRED_FOR_INVOICES.map((f) => `coalesce(trim(c.${LEGAL_COLUMNS[f]}), '') <> ''`).join(' and ');
  const [row] = await em.getConnection().execute<Record<string, unknown>[]>(
    `select c.name as company_name, (${legal}) as company_details,
       exists (select 1 from site s where s.company_id = c.id) as first_site,
       exists (select 1 from app_user u where u.company_id = c.id and u.id <> ?) as team_invited,
       exists (select 1 from personnel p where p.company_id = c.id) as personnel,
       exists (select 1 from supplier f where f.company_id = c.id) as suppliers,
       exists (select 1 from quote q where q.company_id = c.id) as first_quote
     from company c where c.id = ?`,
    [auth.userId, auth.companyId],
  );
  return {
    companyName: String(row.company_name),
    companyDetails: row.company_details === true,
    firstSite: row.first_site === true,
    teamInvited: row.team_invited === true,
    personnel: row.personnel === true,
    suppliers: row.suppliers === true,
    firstQuote: row.first_quote === true,
  };
}
