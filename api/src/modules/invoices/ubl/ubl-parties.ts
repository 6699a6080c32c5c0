import { CURRENCY, SCHEME } from './ubl-namespaces';
import type { UblParty, UblSeller } from './ubl-document';

/** An element tree for xmlbuilder2: keys are element names in the schema's order, absent values are left out. */
export type XmlTree = { [name: string]: XmlValue };
export type XmlValue = string | XmlTree | XmlTree[] | undefined;

/** XML 1.0 cannot carry control characters: a pasted one is dropped rather than making the file unreadable. */
export function text(value: string | null | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are what this removes
  const cleaned = value?.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').trim();
  return cleaned ? cleaned : undefined;
}

export const amount = (value: string): XmlTree => ({ '@currencyID': CURRENCY, '#': value });

function identifiers(party: UblParty): XmlTree[] | undefined {
  const ids = (Object.keys(SCHEME) as (keyof typeof SCHEME)[])
    .map((key) => ({ scheme: SCHEME[key], value: text(party[key]) }))
    .filter((x) => x.value)
    .map((x): XmlTree => {
      // The RC number is one court's: the court is the scheme's agency.
      const court = x.scheme === SCHEME.tradeRegister ? text(party.tradeRegisterCourt) : undefined;
      return { 'cbc:ID': { '@schemeID': x.scheme, '@schemeAgencyName': court, '#': x.value! } };
    });
  return ids.length ? ids : undefined;
}

function address(party: UblParty): XmlTree {
  return {
    'cbc:StreetName': text(party.address),
    'cbc:CityName': text(party.city),
    'cac:Country': { 'cbc:IdentificationCode': 'MA' },
  };
}

function contact(party: UblParty): XmlTree | undefined {
  const phone = text(party.phone);
  const email = text(party.email);
  return phone || email ? { 'cbc:Telephone': phone, 'cbc:ElectronicMail': email } : undefined;
}

/** A party as UBL names it: its identifiers (ICE, IF, RC, TP), name, address, TVA and legal entity, a person as one. */
export function party(p: UblParty): XmlTree {
  const ice = text(p.ice);
  const fiscalId = text(p.fiscalId);
  const legalForm = [text(p.legalForm), p.capital ? `au capital de ${p.capital} MAD` : undefined].filter(Boolean).join(' ');
  return {
    'cac:PartyIdentification': p.person ? undefined : identifiers(p),
    'cac:PartyName': { 'cbc:Name': text(p.name) ?? '' },
    'cac:PostalAddress': address(p),
    'cac:PartyTaxScheme':
      fiscalId && !p.person
        ? {
            'cbc:RegistrationName': text(p.name),
            'cbc:CompanyID': { '@schemeID': SCHEME.fiscalId, '#': fiscalId },
            'cac:TaxScheme': { 'cbc:ID': 'TVA' },
          }
        : undefined,
    'cac:PartyLegalEntity': p.person
      ? undefined
      : {
          'cbc:RegistrationName': text(p.name) ?? '',
          'cbc:CompanyID': ice ? { '@schemeID': SCHEME.ice, '#': ice } : undefined,
          'cbc:CompanyLegalForm': legalForm || undefined,
        },
    'cac:Contact': contact(p),
    'cac:Person': p.person ? { 'cbc:FamilyName': text(p.name) } : undefined,
  };
}

/** The seller's bank account, where a transfer pays the invoice (code 30: credit transfer). */
export function paymentMeans(seller: UblSeller): XmlTree | undefined {
  const rib = text(seller.rib);
  if (!rib) return undefined;
  return { 'cbc:PaymentMeansCode': '30', 'cac:PayeeFinancialAccount': { 'cbc:ID': rib, 'cbc:Name': text(seller.bank) } };
}
