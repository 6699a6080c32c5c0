import { compareDecimal, subtractMoney, sumMoney, vatOf } from '@chantiers/schema';
import { SCHEME, TERMS } from './ubl-namespaces';
import { UblView } from './ubl-view';

/**
 * What a Moroccan invoice must say, checked on its UBL file: each rule names the text it comes from. The tax code's
 * mentions (CGI art. 145-III) and the amounts adding up; the UBL schema itself is checked apart (ubl-schemas.ts).
 */
export interface UblRule {
  id: string;
  /** The text the rule applies: 'CGI art. 145-III-2°'. */
  article: string;
  message: string;
  /** True when the file keeps the rule; a rule that does not apply to the file keeps it. */
  check(doc: UblView): boolean;
}

export interface UblViolation {
  rule: string;
  article: string;
  message: string;
}

const SELLER = '/*/cac:AccountingSupplierParty/cac:Party';
const BUYER = '/*/cac:AccountingCustomerParty/cac:Party';
const sellerId = (scheme: string) => (d: UblView) => d.text(`${SELLER}/cac:PartyIdentification/cbc:ID[@schemeID='${scheme}']`) !== '';
const LINES = '/*/cac:InvoiceLine | /*/cac:CreditNoteLine';
const TOTAL = '/*/cac:LegalMonetaryTotal';

/** Two amounts may differ by the centime a split or a per-rate rounding leaves, no more. */
const within = (a: string | null, b: string | null, cents = '0.01') =>
  a !== null && b !== null && compareDecimal(subtractMoney(a, b).replace('-', ''), cents) <= 0;
const same = (a: string | null, b: string | null) => a !== null && b !== null && compareDecimal(a, b) === 0;
/** The sum, or null when one of the amounts cannot be read. */
const total = (values: (string | null)[]) => (values.every((v) => v !== null) ? sumMoney(values) : null);

const subtotals = (d: UblView) => d.nodes('/*/cac:TaxTotal/cac:TaxSubtotal');

export const UBL_RULES: readonly UblRule[] = [
  {
    id: 'MA-01',
    article: 'CGI art. 145-III-1°',
    message: 'L’identité du vendeur (raison sociale) manque.',
    check: (d) => d.text(`${SELLER}/cac:PartyLegalEntity/cbc:RegistrationName`) !== '' || d.text(`${SELLER}/cac:PartyName/cbc:Name`) !== '',
  },
  {
    id: 'MA-02',
    article: 'CGI art. 145-III-2°',
    message: 'L’identifiant fiscal (IF) du vendeur manque.',
    check: sellerId(SCHEME.fiscalId),
  },
  {
    id: 'MA-03',
    article: 'CGI art. 145-III-2°',
    message: 'Le numéro de taxe professionnelle (patente) du vendeur manque.',
    check: sellerId(SCHEME.patente),
  },
  {
    id: 'MA-04',
    article: 'CGI art. 145-III-2°',
    message: 'L’ICE du vendeur manque ou ne compte pas 15 chiffres.',
    check: (d) => /^\d{15}$/.test(d.text(`${SELLER}/cac:PartyLegalEntity/cbc:CompanyID[@schemeID='${SCHEME.ice}']`)),
  },
  {
    id: 'MA-05',
    article: 'Code de commerce (loi 15-95), registre du commerce',
    message: 'Le numéro de registre du commerce (RC) du vendeur manque.',
    check: sellerId(SCHEME.tradeRegister),
  },
  {
    id: 'MA-06',
    article: 'CGI art. 145-III',
    message: 'Le numéro de la facture n’est pas celui d’une série continue (FAC-AAAA-NNNN, AV-AAAA-NNNN).',
    check: (d) => (d.isCreditNote ? /^AV-\d{4}-\d{4,}$/ : /^FAC-\d{4}-\d{4,}$/).test(d.text('/*/cbc:ID')),
  },
  {
    id: 'MA-07',
    article: 'CGI art. 145-III-3°',
    message: 'La date de l’opération (date de facture) manque.',
    check: (d) => /^\d{4}-\d{2}-\d{2}$/.test(d.text('/*/cbc:IssueDate')),
  },
  {
    id: 'MA-08',
    article: 'CGI art. 145-III-4°',
    message: 'Le nom ou la raison sociale du client manque.',
    check: (d) => d.text(`${BUYER}/cac:PartyName/cbc:Name`) !== '',
  },
  {
    id: 'MA-09',
    article: 'CGI art. 145-III-4°',
    message: 'L’adresse du client manque.',
    check: (d) => d.text(`${BUYER}/cac:PostalAddress/cbc:StreetName`) !== '' || d.text(`${BUYER}/cac:PostalAddress/cbc:CityName`) !== '',
  },
  {
    id: 'MA-10',
    article: 'CGI art. 145-III-4°',
    message: 'L’ICE du client (une entreprise) manque ou ne compte pas 15 chiffres.',
    check: (d) =>
      d.nodes(`${BUYER}/cac:Person`).length > 0 || /^\d{15}$/.test(d.text(`${BUYER}/cac:PartyLegalEntity/cbc:CompanyID[@schemeID='${SCHEME.ice}']`)),
  },
  {
    id: 'MA-11',
    article: 'CGI art. 145-III',
    message: 'Une ligne n’a pas de désignation, de quantité ou de prix unitaire.',
    check: (d) =>
      d.nodes(LINES).length > 0 &&
      d
        .nodes(LINES)
        .every(
          (l) =>
            d.text('cac:Item/cbc:Name', l) !== '' &&
            d.amount('cbc:InvoicedQuantity | cbc:CreditedQuantity', l) !== null &&
            d.amount('cac:Price/cbc:PriceAmount', l) !== null,
        ),
  },
  {
    id: 'MA-12',
    article: 'CGI art. 145-III',
    message: 'Une ligne de TVA ne tombe pas juste : le montant de la taxe n’est pas la base multipliée par le taux.',
    check: (d) =>
      subtotals(d).every((s) => {
        const base = d.amount('cbc:TaxableAmount', s);
        const rate = d.amount('cac:TaxCategory/cbc:Percent', s);
        return base !== null && rate !== null && within(d.amount('cbc:TaxAmount', s), vatOf(base, rate));
      }),
  },
  {
    id: 'MA-13',
    article: 'CGI art. 145-III',
    message: 'Le total de la TVA n’est pas la somme de ses lignes par taux.',
    check: (d) => same(d.amount('/*/cac:TaxTotal/cbc:TaxAmount'), total(subtotals(d).map((s) => d.amount('cbc:TaxAmount', s)))),
  },
  {
    id: 'MA-14',
    article: 'CGI art. 145-III',
    message: 'Le total hors taxes n’est pas la somme des lignes, ou pas celle des bases de TVA.',
    check: (d) => {
      const ht = d.amount(`${TOTAL}/cbc:TaxExclusiveAmount`);
      const lines = total(d.nodes(LINES).map((l) => d.amount('cbc:LineExtensionAmount', l)));
      const bases = total(subtotals(d).map((s) => d.amount('cbc:TaxableAmount', s)));
      return same(ht, d.amount(`${TOTAL}/cbc:LineExtensionAmount`)) && same(ht, lines) && same(ht, bases);
    },
  },
  {
    id: 'MA-15',
    article: 'CGI art. 145-III',
    message: 'Le total TTC n’est pas le total hors taxes augmenté de la TVA.',
    check: (d) => {
      const ht = d.amount(`${TOTAL}/cbc:TaxExclusiveAmount`);
      const vat = d.amount('/*/cac:TaxTotal/cbc:TaxAmount');
      return ht !== null && vat !== null && same(d.amount(`${TOTAL}/cbc:TaxInclusiveAmount`), sumMoney([ht, vat]));
    },
  },
  {
    id: 'MA-16',
    article: 'Loi 15-95, art. 78-2 (loi 69-21)',
    message: 'Le montant à payer ne suit pas du total TTC et de la retenue de garantie.',
    check: (d) => {
      const ttc = d.amount(`${TOTAL}/cbc:TaxInclusiveAmount`);
      const term = (id: string) => d.amount(`/*/cac:PaymentTerms[cbc:ID='${id}']/cbc:Amount`) ?? '0';
      if (ttc === null) return false;
      const payable = subtractMoney(sumMoney([ttc, term(TERMS.released)]), term(TERMS.held));
      return same(d.amount(`${TOTAL}/cbc:PayableAmount`), payable);
    },
  },
  {
    id: 'MA-17',
    article: 'Loi 15-95, art. 78-2 (loi 69-21)',
    message: 'La date d’échéance du paiement manque.',
    check: (d) => d.isCreditNote || /^\d{4}-\d{2}-\d{2}$/.test(d.text('/*/cbc:DueDate')),
  },
  {
    id: 'MA-18',
    article: 'CGI art. 145-III',
    message: 'L’avoir ne désigne pas la facture qu’il annule.',
    check: (d) => !d.isCreditNote || d.text('/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID') !== '',
  },
  {
    id: 'MA-19',
    article: 'CGI art. 145-III',
    message: 'Les montants ne sont pas tous en dirhams (MAD).',
    check: (d) => d.text('/*/cbc:DocumentCurrencyCode') === 'MAD' && d.nodes('//@currencyID').every((a) => a.nodeValue === 'MAD'),
  },
];

/** The rules a UBL file breaks; a file that is not XML breaks them all (it cannot be read). */
export function checkUblRules(xml: string): UblViolation[] {
  const doc = UblView.parse(xml);
  return UBL_RULES.filter((r) => !doc || !r.check(doc)).map((r) => ({ rule: r.id, article: r.article, message: r.message }));
}
