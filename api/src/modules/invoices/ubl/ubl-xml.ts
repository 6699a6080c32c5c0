import { create } from 'xmlbuilder2';
import { compareDecimal, negateMoney, rateKey } from '@chantiers/schema';
import type { UblDocumentData, UblLine, UblReference } from './ubl-document';
import { formatPercent } from '../../../core/pdf/pdf-format';
import { CURRENCY, CUSTOMIZATION_ID, TERMS, TYPE_CODE, UBL_NS } from './ubl-namespaces';
import { amount, party, paymentMeans, text, type XmlTree } from './ubl-parties';

/** UN/ECE recommendation 20's 'one': invoice lines bill an amount, not a counted quantity. */
const UNIT = 'C62';

/** A line bills one unit at its amount; a negative one (a deposit taken off) is minus one at a positive price. */
function line(l: UblLine, index: number, credit: boolean): XmlTree {
  const negative = compareDecimal(l.totalHT, '0') < 0;
  const rate = rateKey(l.vatRate);
  return {
    'cbc:ID': String(index + 1),
    'cbc:Note': text(l.note),
    [credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity']: { '@unitCode': UNIT, '#': negative ? '-1' : '1' },
    'cbc:LineExtensionAmount': amount(l.totalHT),
    'cac:Item': {
      'cbc:Name': text(l.designation) ?? '-',
      'cac:ClassifiedTaxCategory': { 'cbc:ID': compareDecimal(rate, '0') > 0 ? 'S' : 'Z', 'cbc:Percent': rate, 'cac:TaxScheme': { 'cbc:ID': 'TVA' } },
    },
    'cac:Price': { 'cbc:PriceAmount': amount(negative ? negateMoney(l.totalHT) : l.totalHT) },
  };
}

const documentRef = (r: UblReference): XmlTree => ({ 'cbc:ID': r.reference, 'cbc:IssueDate': r.issueDate });

/** The retention held by the client (or released by this invoice), then what is due and when. */
function paymentTerms(d: UblDocumentData): XmlTree[] {
  const terms: XmlTree[] = [];
  const retention = compareDecimal(d.retention.amount, '0') > 0;
  if (retention && d.retention.releases)
    terms.push({ 'cbc:ID': TERMS.released, 'cbc:Note': 'Libération de la retenue de garantie', 'cbc:Amount': amount(d.retention.amount) });
  else if (retention)
    terms.push({
      'cbc:ID': TERMS.held,
      'cbc:Note': `Retenue de garantie ${formatPercent(d.retention.rate)}`,
      'cbc:PaymentPercent': rateKey(d.retention.rate),
      'cbc:Amount': amount(d.retention.amount),
    });
  if (d.kind !== 'AVOIR')
    terms.push({ 'cbc:ID': TERMS.due, 'cbc:Note': 'Net à payer', 'cbc:Amount': amount(d.netToPay), 'cbc:PaymentDueDate': d.dueDate ?? undefined });
  return terms;
}

function taxTotal(d: UblDocumentData): XmlTree {
  return {
    'cbc:TaxAmount': amount(d.totals.totalVAT),
    'cac:TaxSubtotal': d.vat.map((v) => ({
      'cbc:TaxableAmount': amount(v.base),
      'cbc:TaxAmount': amount(v.vat),
      'cac:TaxCategory': {
        'cbc:ID': compareDecimal(v.rate, '0') > 0 ? 'S' : 'Z',
        'cbc:Percent': rateKey(v.rate),
        'cac:TaxScheme': { 'cbc:ID': 'TVA' },
      },
    })),
  };
}

function attachment(d: UblDocumentData): XmlTree | undefined {
  if (!d.pdf) return undefined;
  return {
    'cbc:ID': d.reference,
    'cbc:DocumentType': 'PDF',
    'cac:Attachment': {
      'cbc:EmbeddedDocumentBinaryObject': {
        '@mimeCode': 'application/pdf',
        '@filename': d.pdf.fileName,
        '#': Buffer.from(d.pdf.bytes).toString('base64'),
      },
    },
  };
}

/**
 * The UBL 2.1 Invoice (a deposit, a situation, the balance, a retention's release) or CreditNote of an issued
 * document, its elements in the order the OASIS schema sets (checked against it in the tests).
 */
export function ublXml(d: UblDocumentData): string {
  const credit = d.kind === 'AVOIR';
  const root = credit ? 'CreditNote' : 'Invoice';
  // A release of retention bills no work: its one line says so, at zero, and the amount due is the retention.
  const lines = d.lines.length ? d.lines : [{ designation: d.label, totalHT: '0.00', vatRate: '0' }];
  const body: XmlTree = {
    '@xmlns': UBL_NS[root],
    '@xmlns:cac': UBL_NS.cac,
    '@xmlns:cbc': UBL_NS.cbc,
    'cbc:UBLVersionID': '2.1',
    'cbc:CustomizationID': CUSTOMIZATION_ID,
    'cbc:ProfileID': d.kind,
    'cbc:ID': d.reference,
    'cbc:UUID': d.id,
    'cbc:IssueDate': d.issueDate,
    'cbc:DueDate': credit ? undefined : (d.dueDate ?? undefined),
    [credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode']: TYPE_CODE[d.kind],
    'cbc:Note': [text(d.label), text(d.notes)].filter(Boolean).map((n) => ({ '#': n! })),
    'cbc:DocumentCurrencyCode': CURRENCY,
    'cac:DiscrepancyResponse':
      credit && d.creditOf ? { 'cbc:ReferenceID': d.creditOf.reference, 'cbc:Description': text(d.notes) ?? text(d.label) } : undefined,
    'cac:BillingReference': (credit && d.creditOf ? [d.creditOf] : d.previous).map((r) => ({ 'cac:InvoiceDocumentReference': documentRef(r) })),
    'cac:ContractDocumentReference': { ...documentRef(d.quote), 'cbc:DocumentType': 'Devis' },
    'cac:AdditionalDocumentReference': attachment(d),
    'cac:AccountingSupplierParty': { 'cac:Party': party(d.seller) },
    'cac:AccountingCustomerParty': { 'cac:Party': party(d.buyer) },
    'cac:Delivery': text(d.siteName) ? { 'cac:DeliveryLocation': { 'cbc:Description': text(d.siteName) } } : undefined,
    'cac:PaymentMeans': paymentMeans(d.seller),
    'cac:PaymentTerms': paymentTerms(d),
    'cac:TaxTotal': taxTotal(d),
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(d.totals.totalHT),
      'cbc:TaxExclusiveAmount': amount(d.totals.totalHT),
      'cbc:TaxInclusiveAmount': amount(d.totals.totalTTC),
      'cbc:PayableAmount': amount(d.netToPay),
    },
    [credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine']: lines.map((l, i) => line(l, i, credit)),
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, { [root]: prune(body) as XmlTree }).end({ prettyPrint: true });
}

/** Leaves absent values and empty lists out: xmlbuilder2 would write them as empty elements, which the schema refuses. */
function prune(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(prune).filter((v) => v !== undefined);
    return items.length ? items : undefined;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).flatMap(([k, v]) => {
      const p = prune(v);
      return p === undefined ? [] : [[k, p] as const];
    });
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value === undefined || value === null ? undefined : value;
}
