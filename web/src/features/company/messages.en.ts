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
  'company.vat.save': 'Save',
  'company.vat.saved': 'VAT regime saved: the figures follow.',
  'company.vat.records': 'Revenues and purchases already recorded keep their VAT rate; only the margin calculation changes.',
};
