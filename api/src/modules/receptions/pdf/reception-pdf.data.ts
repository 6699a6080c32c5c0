import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { pdfCompany } from '../../../core/documents/pdf-parties';
import type { FilesService } from '../../../core/files/files.service';
import type { Reception } from '../reception.entity';
import type { ReceptionsService } from '../receptions.service';
import type { ReceptionPdfData } from './reception-pdf';

/** The name a file system and a mail client keep: 'pv-reception-provisoire-villa-anfa-2026-11-30.pdf'. */
export function receptionPdfName(reception: Pick<Reception, 'kind' | 'date'> & { site: { name: string } }): string {
  const site = reception.site.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `pv-reception-${reception.kind === 'FINAL' ? 'definitive' : 'provisoire'}-${site}-${reception.date}.pdf`;
}

/** A PV (its site read) as its PDF prints it: the signatures' PNGs, the réserves as signed or as they stand today. */
export async function receptionPdfData(
  em: EntityManager,
  files: FilesService,
  service: ReceptionsService,
  auth: AuthInfo,
  reception: Reception,
): Promise<ReceptionPdfData> {
  const { site, open, guaranteeMonths } = await service.ofSite(em, reception.site.id);
  const png = async (id: string | undefined) => (id ? ((await files.read(em, id))?.bytes ?? null) : null);
  const [companyPng, clientPng] = [await png(reception.companySignature?.id), await png(reception.clientSignature?.id)];
  // Awaiting the client: the company's box signed, the client's empty; a client who signed by link typed or drew (the
  // certificate page of the signed copy says which).
  const signed =
    reception.status !== 'DRAFT' && reception.signedAt && companyPng
      ? {
          at: reception.signedAt,
          company: { name: reception.companySignerName ?? '', png: companyPng },
          client: reception.status === 'SIGNED' ? { name: reception.clientSignerName ?? '', png: clientPng } : null,
        }
      : null;
  return {
    company: await pdfCompany(em, files, auth.companyId),
    site: { name: site.name, address: site.address, postalCode: site.postalCode, city: site.city, client: site.client },
    kind: reception.kind,
    date: reception.date,
    parties: reception.parties,
    notes: reception.notes,
    reserves: reception.status === 'DRAFT' ? open : reception.reserves,
    guaranteeMonths,
    signed,
  };
}
