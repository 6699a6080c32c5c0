import { PARTNER_LIMITS } from '@chantiers/schema';
import type { FilesService } from '../../core/files/files.service';
import type { PlaceRef } from '../referentials';
import type { ContactRequest } from './contact-request.entity';
import type { Partner, PartnerPhoto } from './partner.entity';
import type { LoadedPartner } from './partners.service';
import type { ContactRequestView, PartnerCard, PartnerImage, PartnerPageView, PartnerProfileView } from './partners.types';

type Names = (p: { regions: string[]; cities: string[] }) => { regions: PlaceRef[]; cities: PlaceRef[] };

/** The description's start for a card, cut at a word. */
export function summaryOf(description: string | null | undefined): string | null {
  const text = description?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length <= PARTNER_LIMITS.cardDescription) return text;
  const cut = text.slice(0, PARTNER_LIMITS.cardDescription);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120)).trimEnd()}…`;
}

const photoOf = (files: FilesService, p: PartnerPhoto): PartnerImage => ({
  id: p.fileId,
  url: files.url(p.fileId),
  thumbnailUrl: files.url(p.thumbnailFileId),
});

export const toPartnerCard = (files: FilesService, names: Names, p: Partner): PartnerCard => ({
  id: p.id,
  name: p.name,
  logoUrl: p.logoThumbnailFileId ? files.url(p.logoThumbnailFileId) : null,
  serviceTypes: p.serviceTypes,
  ...names(p),
  summary: summaryOf(p.description),
});

export const toPartnerPage = (
  files: FilesService,
  names: Names,
  l: LoadedPartner,
  contactVisible: boolean,
  canContact: boolean,
): PartnerPageView => ({
  ...toPartnerCard(files, names, l.partner),
  logoUrl: l.partner.logoFileId ? files.url(l.partner.logoFileId) : null,
  description: l.partner.description ?? null,
  ice: l.partner.ice ?? null,
  photos: l.photos.map((p) => photoOf(files, p)),
  createdAt: l.partner.createdAt,
  contact: contactVisible ? { firstName: l.owner.firstName, lastName: l.owner.lastName, email: l.owner.email, phone: l.partner.phone } : null,
  canContact,
});

export const toPartnerProfile = (files: FilesService, names: Names, l: LoadedPartner): PartnerProfileView => ({
  id: l.partner.id,
  name: l.partner.name,
  firstName: l.owner.firstName,
  lastName: l.owner.lastName,
  email: l.owner.email,
  phone: l.partner.phone,
  serviceTypes: l.partner.serviceTypes,
  ...names(l.partner),
  ice: l.partner.ice ?? null,
  description: l.partner.description ?? null,
  published: l.partner.published,
  logo: l.partner.logoFileId
    ? {
        id: l.partner.logoFileId,
        url: files.url(l.partner.logoFileId),
        thumbnailUrl: files.url(l.partner.logoThumbnailFileId ?? l.partner.logoFileId),
      }
    : null,
  photos: l.photos.map((p) => photoOf(files, p)),
  createdAt: l.partner.createdAt,
  updatedAt: l.partner.updatedAt,
});

export const toContactRequestView = (r: ContactRequest): ContactRequestView => ({
  id: r.id,
  senderName: r.senderName,
  senderCompanyName: r.senderCompanyName,
  senderEmail: r.senderEmail,
  senderPhone: r.senderPhone ?? null,
  siteName: r.siteName ?? null,
  siteCity: r.siteCity ?? null,
  message: r.message,
  status: r.status,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});
