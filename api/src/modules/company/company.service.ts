import type { EntityManager } from '@mikro-orm/postgresql';
import type { CompanyLegalData, CompanySettingsData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import type { FilesService } from '../../core/files/files.service';
import { Company } from '../../core/tenancy/company.entity';
import { money } from '../finance';

export interface CompanySettings {
  name: string;
  vatSubject: boolean;
  quoteValidityDays: number;
  paymentTermsDays: number;
  retentionRate: string;
  guaranteeMonths: number;
  einvoicingFrom: string | null;
}

export type CompanyLegal = { name: string } & { [K in Exclude<keyof CompanyLegalData, 'logoFileId' | 'name'>]-?: string | null } & {
  logo: { fileId: string; url: string } | null;
};

const settingsOf = (c: Company): CompanySettings => ({
  name: c.name,
  vatSubject: c.vatSubject,
  quoteValidityDays: c.quoteValidityDays,
  paymentTermsDays: c.paymentTermsDays,
  retentionRate: c.retentionRate,
  guaranteeMonths: c.guaranteeMonths,
  einvoicingFrom: c.einvoicingFrom ?? null,
});

const LEGAL_FIELDS = [
  'name',
  'legalForm',
  'capital',
  'address',
  'city',
  'ice',
  'fiscalId',
  'tradeRegister',
  'tradeRegisterCourt',
  'patente',
  'cnss',
  'phone',
  'email',
  'bank',
  'rib',
] as const;

/** What an invoice needs before it can be issued (the law asks for them on every invoice). */
export const REQUIRED_FOR_INVOICES = ['ice', 'fiscalId', 'tradeRegister'] as const;

/** The caller's company: its settings (TVA regime, defaults of new quotes) and the legal details of its documents. */
export class CompanyService {
  constructor(private readonly files: FilesService) {}

  private async company(em: EntityManager, auth: AuthInfo): Promise<Company> {
    const company = await em.findOne(Company, { id: auth.companyId });
    if (!company) throw AppError.notFound();
    return company;
  }

  async settings(em: EntityManager, auth: AuthInfo): Promise<CompanySettings> {
    return settingsOf(await this.company(em, auth));
  }

  /** The regime is required; a default left out keeps its value. */
  async updateSettings(em: EntityManager, auth: AuthInfo, input: CompanySettingsData): Promise<CompanySettings> {
    return em.transactional(async (tx) => {
      const company = await this.company(tx, auth);
      company.vatSubject = input.vatSubject;
      if (input.quoteValidityDays !== undefined) company.quoteValidityDays = input.quoteValidityDays;
      if (input.paymentTermsDays !== undefined) company.paymentTermsDays = input.paymentTermsDays;
      if (input.retentionRate !== undefined) company.retentionRate = money(input.retentionRate);
      if (input.guaranteeMonths !== undefined) company.guaranteeMonths = input.guaranteeMonths;
      if (input.einvoicingFrom !== undefined) company.einvoicingFrom = input.einvoicingFrom;
      await tx.flush();
      return settingsOf(company);
    });
  }

  async legal(em: EntityManager, auth: AuthInfo): Promise<CompanyLegal> {
    return this.legalOf(await this.company(em, auth));
  }

  /** Every legal field as sent (an empty one clears it); the logo is claimed like any upload, the old one released. */
  async updateLegal(em: EntityManager, auth: AuthInfo, input: CompanyLegalData): Promise<CompanyLegal> {
    return em.transactional(async (tx) => {
      const company = await this.company(tx, auth);
      for (const field of LEGAL_FIELDS) (company as unknown as Record<string, unknown>)[field] = input[field] ?? null;
      company.name = input.name;
      if (input.logoFileId !== undefined && input.logoFileId !== (company.logoFileId ?? null)) {
        if (input.logoFileId) {
          await this.files.claim(tx, input.logoFileId, 'image').catch((err: unknown) => {
            throw err instanceof AppError && err.fields?.file ? new AppError(err.code, err.messageId, { logoFileId: err.fields.file }) : err;
          });
        }
        const previous = company.logoFileId;
        company.logoFileId = input.logoFileId;
        if (previous) await this.files.release(tx, [previous]);
      }
      await tx.flush();
      return this.legalOf(company);
    });
  }

  /** The legal mentions an invoice cannot go without, by field name, that the company has not filled in. */
  async missingForInvoices(em: EntityManager, auth: AuthInfo): Promise<string[]> {
    const company = await this.company(em, auth);
    return REQUIRED_FOR_INVOICES.filter((f) => !company[f]);
  }

  private legalOf(c: Company): CompanyLegal {
    const legal = Object.fromEntries(LEGAL_FIELDS.map((f) => [f, c[f] ?? null])) as unknown as Omit<CompanyLegal, 'logo'>;
    return { ...legal, name: c.name, logo: c.logoFileId ? { fileId: c.logoFileId, url: this.files.url(c.logoFileId) } : null };
  }
}
