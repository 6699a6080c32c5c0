import type { EntityManager } from '@mikro-orm/postgresql';
import type { FilesService } from '../files/files.service';
import type { PdfCompany } from '../pdf/pdf-company';
import { Company } from '../tenancy/company.entity';
import type { PdfParty } from './pdf/document-pdf.types';

/** The company as every document prints it (letterhead, footer): legal mentions, bank details and logo. */
export async function pdfCompany(em: EntityManager, files: FilesService, companyId: string): Promise<PdfCompany> {
  const company = await em.findOneOrFail(Company, { id: companyId });
  const logo = company.logoFileId ? await files.read(em, company.logoFileId) : null;
  return {
    name: company.name,
    legalForm: company.legalForm,
    capital: company.capital,
    address: company.address,
    city: company.city,
    ice: company.ice,
    fiscalId: company.fiscalId,
    tradeRegister: company.tradeRegister,
    tradeRegisterCourt: company.tradeRegisterCourt,
    patente: company.patente,
    cnss: company.cnss,
    phone: company.phone,
    email: company.email,
    bank: company.bank,
    rib: company.rib,
    logo: logo?.bytes ?? null,
  };
}

/** What the client block needs of a client: the clients module's entity fits, and the kit names no module. */
export interface DocumentClient {
  name: string;
  ice?: string | null;
  address?: string | null;
  city?: string | null;
  phone?: string | null;
  email?: string | null;
}

/** The client as documents address it; a phone given on the document itself comes before the client's own. */
export function pdfClient(client: DocumentClient, phone?: string | null): PdfParty {
  return {
    name: client.name,
    ice: client.ice,
    address: client.address,
    city: client.city,
    phone: phone ?? client.phone,
    email: client.email,
  };
}
