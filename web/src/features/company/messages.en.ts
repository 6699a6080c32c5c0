import type { CompanyMessageId } from './messages';

export const companyMessagesEn: Record<CompanyMessageId, string> = {
  'company.settings.title': 'Company',
  'company.settings.subtitle': 'The settings of {name} that apply to all its sites.',
  'company.vat.title': 'VAT regime',
  'company.vat.help':
    'It decides on which amounts margins and profitability are computed: in site finances, global finance, the dashboard and the exports.',
  'company.vat.subject': 'Subject to VAT',
  'company.vat.subject.help':
    'The company recovers the VAT paid on its purchases and pays back the VAT it invoices: margin = revenues excl. ' +
    'VAT − (purchases excl. VAT + labour + subcontracting). VAT collected, VAT deductible and the balance due are ' +
    'shown apart.',
  'company.vat.notSubject': 'Not subject to VAT',
  'company.vat.notSubject.help':
    'Self-employed or exempt activity: the VAT paid on purchases is a cost and revenues carry no VAT. Margin = ' +
    'revenues − (purchases incl. VAT + labour + subcontracting).',
  'company.unsaved': 'Unsaved changes',
  'company.save': 'Save',
  'company.defaults.title': 'Quotes and invoices',
  'company.defaults.help': 'The values offered for every new quote and invoice; each one can still change them.',
  'company.defaults.saved': 'Defaults saved',
  'company.einvoicing.title': 'E-invoicing',
  'company.einvoicing.help':
    'The DGI validates each invoice on its platform before it reaches the client (<nowrap>CGI art. 145-IX</nowrap>). From ' +
    'this date, every invoice and credit note issued is checked at issue (mandatory mentions) then ' +
    'submitted to the platform; it is sent to the client only once validated. Leave empty if the company ' +
    'is not concerned yet.',
  'company.field.einvoicingFrom': 'Concerned from',
  'company.einvoicing.saved': 'E-invoicing saved',
  'company.field.quoteValidityDays': 'Quote validity (days)',
  'company.field.paymentTermsDays': 'Payment terms (days)',
  'company.field.paymentTermsDays.note': 'Law 69-21: 60 days when nothing is agreed, 120 at most.',
  'company.field.retentionRate': 'Retention (%)',
  'company.field.guaranteeMonths': 'Guarantee period (months)',
  'company.field.guaranteeMonths.note': 'From the provisional to the final acceptance, which releases the retention: 0 to 60 months.',
  'company.legal.title': 'Legal details',
  'company.legal.help': 'Printed on your quotes and invoices. An invoice cannot be issued without an ICE, a tax id (IF) and a trade register (RC).',
  'company.legal.saved': 'Legal details saved',
  'company.field.logo': 'Logo',
  'company.field.name': 'Company name',
  'company.field.legalForm': 'Legal form',
  'company.field.capital': 'Share capital (DH)',
  'company.field.address': 'Address',
  'company.field.city': 'City',
  'company.field.ice': 'ICE',
  'company.field.ice.note': '15 digits',
  'company.field.fiscalId': 'Tax id (IF)',
  'company.field.tradeRegister': 'Trade register (RC)',
  'company.field.tradeRegisterCourt': 'RC court',
  'company.field.patente': 'Business tax (patente)',
  'company.field.cnss': 'CNSS',
  'company.field.phone': 'Phone',
  'company.field.email': 'E-mail',
  'company.field.bank': 'Bank',
  'company.field.rib': 'RIB',
  'company.field.rib.note': '24 digits',
  'company.vat.saved': 'VAT regime saved: the figures follow.',
  'company.vat.records': 'Revenues and purchases already recorded keep their VAT rate; only the margin calculation changes.',
};
