import type { EntityManager } from '@mikro-orm/postgresql';
import type { CompanySettingsData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { Company } from '../../core/tenancy/company.entity';

export interface CompanySettings {
  name: string;
  vatSubject: boolean;
}

const view = (c: Company): CompanySettings => ({ name: c.name, vatSubject: c.vatSubject });

/** The caller's company and its settings (the legal details join them with the invoices). */
export class CompanyService {
  async settings(em: EntityManager, auth: AuthInfo): Promise<CompanySettings> {
    const company = await em.findOne(Company, { id: auth.companyId });
    if (!company) throw AppError.notFound();
    return view(company);
  }

  async updateSettings(em: EntityManager, auth: AuthInfo, input: CompanySettingsData): Promise<CompanySettings> {
    return em.transactional(async (tx) => {
      const company = await tx.findOne(Company, { id: auth.companyId });
      if (!company) throw AppError.notFound();
      company.vatSubject = input.vatSubject;
      await tx.flush();
      return view(company);
    });
  }
}
