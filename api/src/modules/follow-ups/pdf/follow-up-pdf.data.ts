import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import type { AuthInfo } from '../../../core/auth/auth-info';
import type { FilesService } from '../../../core/files/files.service';
import { pdfCompany } from '../../../core/documents/pdf-parties';
import type { FollowUp } from '../follow-up.entity';
import type { FollowUpPdfData, FollowUpPdfPhoto } from './follow-up-pdf';

/**
 * A photo as the PDF embeds it: half an A4 page wide is some 9 cm, for which 1000 px is ample; 12 photos at the stored
 * 1600 px would make a mail attachment three times heavier for nothing a printer shows.
 */
const PRINT = { side: 1000, quality: 75 } as const;

export async function forPrint(bytes: Buffer): Promise<FollowUpPdfPhoto | null> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .resize({ width: PRINT.side, height: PRINT.side, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: PRINT.quality })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    // Stored by the server itself, so it decodes; a file gone since is left out rather than failing the report.
    return null;
  }
}

/** A sheet (read with FOLLOW_UP_VIEW) as its PDF prints it: the company's header and mentions, the site, the photos. */
export async function followUpPdfData(em: EntityManager, files: FilesService, auth: AuthInfo, sheet: FollowUp): Promise<FollowUpPdfData> {
  const photos: FollowUpPdfPhoto[] = [];
  for (const photo of sheet.photos.getItems()) {
    const file = await files.read(em, photo.file.id);
    const printed = file ? await forPrint(file.bytes) : null;
    if (printed) photos.push(printed);
  }
  const site = sheet.site;
  return {
    company: await pdfCompany(em, files, auth.companyId),
    site: { name: site.name, address: site.address, postalCode: site.postalCode, city: site.city },
    label: sheet.label,
    visitDate: sheet.visitDate,
    projectManager: sheet.projectManager,
    projectOwner: sheet.projectOwner,
    report: sheet.report,
    photos,
  };
}
