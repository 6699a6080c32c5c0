import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../../core/auth/auth-info';
import type { FilesService } from '../../core/files/files.service';
import { Company } from '../../core/tenancy/company.entity';
import type { PdfCompany, PdfParty, QuotePdfData } from './pdf/quote-pdf.types';
import type { Quote } from './quote.entity';
import { quoteTotals } from './quote-totals';
import { lotsOf } from './quote.view';
import { amountInWords } from '@chantiers/schema';

/** The company as every document prints it: legal mentions, bank details and logo. */
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

/** The quote's client as documents address it (the phone given on the quote first). */
export function pdfClient(quote: Quote): PdfParty {
  const client = quote.client;
  return {
    name: client.name,
    ice: client.ice,
    address: client.address,
    city: client.city,
    phone: quote.clientPhone ?? client.phone,
    email: client.email,
  };
}

/** A quote as its PDF prints it: the company's legal mentions and logo, the client, the lots and the totals. */
export async function quotePdfData(em: EntityManager, files: FilesService, auth: AuthInfo, quote: Quote): Promise<QuotePdfData> {
  return {
    title: 'DEVIS',
    number: quote.reference,
    issueDate: quote.issueDate,
    validUntil: quote.validUntil,
    object: quote.object ?? null,
    siteName: quote.site?.name ?? null,
    company: await pdfCompany(em, files, auth.companyId),
    client: pdfClient(quote),
    lots: lotsOf(quote),
    totals: quoteTotals(quote.lines.getItems()),
    amountInWords: amountInWords(quote.totalTTC),
    notes: quote.notes,
    conditions: quote.conditions,
  };
}
