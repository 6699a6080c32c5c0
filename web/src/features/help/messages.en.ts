import { enContact } from '@chantiers/schema/i18n/en-contact';
import type { helpMessages } from './messages';

/** The public help screens, English. */
export const helpMessagesEn: Record<keyof typeof helpMessages, string> = {
  ...enContact,

  'help.contact.title': 'Contact us',
  'help.contact.subtitle': 'A question about Chantiers, a demo, a problem with your account? Write to us: we answer by e-mail.',
  'help.contact.faqHint': 'Your answer may already be in the {faq}.',
  'help.contact.faqHintLink': 'frequently asked questions',
  'help.contact.name': 'Full name',
  'help.contact.email': 'E-mail address',
  'help.contact.emailNote': 'We will answer to this address.',
  'help.contact.subject': 'Subject',
  'help.contact.message': 'Message',
  'help.contact.messagePlaceholder': 'Your question, with the useful details (which screen, which site, the error message…)',
  'help.contact.website': 'Website (leave this field empty)',
  'help.contact.submit': 'Send the message',
  'help.contact.signedInAs': 'Sent from your account: we will know which company to answer.',

  'help.faq.title': 'Frequently asked questions',
  'help.faq.subtitle': 'Short answers to the most common questions about Chantiers.',
  'help.faq.search': 'Search the FAQ',
  'help.faq.searchPlaceholder': 'Keyword: invoice, VAT, password…',
  'help.faq.count': '{count, plural, =0 {No matching question} one {# question} other {# questions}}',
  'help.faq.empty': 'No question matches “{search}”.',
  'help.faq.more': 'Did not find your answer?',
  'help.faq.contact': 'Write to us',

  'faq.group.accounts': 'Accounts and roles',
  'faq.group.sites': 'Sites',
  'faq.group.quotes': 'Quotes and invoices',
  'faq.group.vat': 'VAT and amounts',
  'faq.group.safety': 'Data safety',
  'faq.group.exports': 'Exports and documents',
  'faq.group.partners': 'Partners',
  'faq.group.contact': 'Contact us',

  'faq.accounts.roles.q': 'What is the difference between “Admin Société” and “Gestionnaire Chantier”?',
  'faq.accounts.roles.a':
    'The Admin Société (MANAGER) manages the team, the company settings, the global finance, issues invoices and deletes. The ' +
    'Gestionnaire Chantier (USER) creates and edits everything on the sites they are responsible for or created, and does not see the ' +
    'others.',
  'faq.accounts.invite.q': 'How do I invite my team?',
  'faq.accounts.invite.a':
    'An Admin Société opens Settings › Team and invites each person by e-mail. The invitee chooses a password through the link ' +
    'received, valid for 7 days. The Admin can then change their role, disable or re-enable them.',
  'faq.accounts.confirm.q': 'I did not receive the confirmation e-mail.',
  'faq.accounts.confirm.a':
    'Check your spam folder. The confirmation link is valid for 24 hours; if it has expired, use “Forgot password”: the reset also confirms your address.',
  'faq.accounts.reset.q': 'I forgot my password.',
  'faq.accounts.reset.a':
    'On the sign-in page, choose “Forgot password”. The link received works once and for 1 hour; the new password closes all your open sessions.',
  'faq.accounts.social.q': 'Can I sign in with Google or Microsoft?',
  'faq.accounts.social.a':
    'Yes, when these providers are enabled on your installation: their buttons then appear on the sign-in and sign-up pages. A verified ' +
    'e-mail address already registered opens the existing account.',

  'faq.sites.create.q': 'How do I create a site?',
  'faq.sites.create.a':
    'From “Vos Chantiers”, the add button: name, client, manager, address, dates, budget, status and a photo. An accepted quote can ' +
    'also become a site (“Create the site”).',
  'faq.sites.archive.q': 'Can I archive or delete a site?',
  'faq.sites.archive.a':
    'Archive a finished site: it moves to the “Archived” tab and can be unarchived. Deleting is for the Admin Société; a site with ' +
    'financial records is archived instead of deleted.',
  'faq.sites.photos.q': 'Which photos can I add?',
  'faq.sites.photos.a':
    'The site photo, the client photo and the plan (PNG or JPEG), and up to 12 photos per follow-up sheet, taken with the phone’s ' +
    'camera if needed. The server checks each file and makes the thumbnails.',

  'faq.quotes.pdf.q': 'How do I get a quote as a PDF?',
  'faq.quotes.pdf.a':
    'Open the quote and download its PDF: your company’s letterhead and legal mentions, totals per VAT rate, the amount in words and ' +
    '“Bon pour accord”. You can also e-mail it to the client from the application.',
  'faq.quotes.statuses.q': 'What do a quote’s statuses mean?',
  'faq.quotes.statuses.a':
    'A quote is “pending” until it is accepted or refused (who and when are recorded). It is “expired” once its validity date has ' +
    'passed; extending its validity makes it pending again. Only a pending quote can be edited.',
  'faq.quotes.final.q': 'Can I change an issued invoice?',
  'faq.quotes.final.a':
    'No: an invoice is numbered without gaps when issued (FAC-2026-0001) and never changes. To correct it, the Admin Société issues a ' +
    'credit note (AV-2026-0001) that cancels all or part of it.',
  'faq.quotes.payments.q': 'How do I record a payment?',
  'faq.quotes.payments.a':
    'On the invoice, record the payment (transfer, cheque, cash or bill of exchange), partial or full. It becomes a revenue of the ' +
    'site, and the invoice reads “partly paid” or “paid”; after its due date, it is “overdue”.',

  'faq.vat.rates.q': 'Which VAT rates are available?',
  'faq.vat.rates.a': 'The Moroccan rates 20 %, 14 %, 10 % and 7 %, and 0 %. Each quote line or expense carries its rate.',
  'faq.vat.exact.q': 'Are amounts rounded?',
  'faq.vat.exact.a':
    'Amounts are computed in exact decimals, never in floating-point numbers: the excl. VAT, VAT and incl. VAT totals per rate are ' +
    'right to the centime, and cumulative progress statements reach the quote’s amount exactly.',
  'faq.vat.regime.q': 'My company is not subject to VAT.',
  'faq.vat.regime.a':
    'Choose “not subject” in Settings › Company: margins are then computed on amounts incl. VAT and revenues carry no VAT. By default a ' +
    'company is subject to VAT: margins excl. VAT, VAT apart.',

  'faq.safety.isolation.q': 'Can other companies see my data?',
  'faq.safety.isolation.a':
    'No. Every request is limited to the signed-in user’s company, and each role’s rights are checked by the server, not only hidden on ' +
    'screen. Partner accounts reach no company data.',
  'faq.safety.passwords.q': 'How are passwords protected?',
  'faq.safety.passwords.a':
    'They are hashed with argon2id and never stored in clear. Repeated sign-in attempts are limited, and changing a password closes the other sessions.',
  'faq.safety.backups.q': 'Is my data backed up?',
  'faq.safety.backups.a':
    'All the data, files and photos included, is in the PostgreSQL database: a backup of that database holds all of it. Backups are ' +
    'made by your installation’s host; the application does not make them itself.',

  'faq.exports.lists.q': 'Which lists can I export?',
  'faq.exports.lists.a':
    'As CSV (opens in Excel) or Excel (.xlsx): suppliers, personnel, stock, a site’s purchases, revenues and service sheets, global ' +
    'finance (Admin Société), invoices and credit notes, payments received, and the monthly activity report for payroll.',
  'faq.exports.pdf.q': 'Which documents are PDFs?',
  'faq.exports.pdf.a': 'Quotes, invoices and credit notes, and site follow-up sheets, which can also be sent by e-mail.',
  'faq.exports.calendar.q': 'Can I see the planning in my calendar?',
  'faq.exports.calendar.a': 'Yes: a person’s planning can be subscribed to through a secret iCalendar (.ics) link, which you can revoke at any time.',

  'faq.partners.directory.q': 'What is the partner directory?',
  'faq.partners.directory.a':
    'A public list of craftsmen, engineering offices, plant hire companies and suppliers, filtered by service, region and city. Their ' +
    'contact details are shown only to signed-in company users.',
  'faq.partners.listing.q': 'How do I appear in the directory?',
  'faq.partners.listing.a':
    'Sign up on “Become a partner”, confirm your e-mail, then complete your listing: services, areas served, logo and up to 10 photos ' +
    'of your work. You can hide or delete it.',
  'faq.partners.requests.q': 'How do I contact a partner?',
  'faq.partners.requests.a':
    'Signed in with a company account, open their page and “Send a request”, about one of your sites or not. They receive it by e-mail ' +
    'and on their dashboard, where they track its status (new, answered, closed).',

  'faq.contact.how.q': 'How do I reach the Chantiers team?',
  'faq.contact.how.a': 'Through the contact form: we answer by e-mail to the address you give.',
};
