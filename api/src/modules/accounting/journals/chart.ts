/**
 * The Moroccan chart of accounts (CGNC) the journals post to, by what each account is for: the company's own
 * numbers replace these where its accountant keeps others (accounting mapping, per company). Decisions and the
 * meaning of each account: docs/DECISIONS.md.
 */
export const ACCOUNT_KEYS = [
  'clients',
  'clientRetention',
  'suppliers',
  'sales',
  'vatCollected',
  'vatDeductible',
  'purchases',
  'subcontracting',
  'wages',
  'socialCharges',
  'cnss',
  'staffPayable',
  'bank',
  'cash',
] as const;
export type AccountKey = (typeof ACCOUNT_KEYS)[number];

export const DEFAULT_ACCOUNTS: Record<AccountKey, { account: string; label: string }> = {
  clients: { account: '3421', label: 'Clients' },
  clientRetention: { account: '3424', label: 'Clients – retenues de garantie' },
  suppliers: { account: '4411', label: 'Fournisseurs' },
  sales: { account: '7124', label: 'Ventes de travaux' },
  vatCollected: { account: '4455', label: 'État – TVA facturée' },
  vatDeductible: { account: '3455', label: 'État – TVA récupérable' },
  purchases: { account: '6122', label: 'Achats de matières et fournitures consommables' },
  subcontracting: { account: '6125', label: 'Achats de travaux, études et prestations de service' },
  wages: { account: '6171', label: 'Rémunérations du personnel' },
  socialCharges: { account: '6174', label: 'Charges sociales' },
  cnss: { account: '4441', label: 'Caisse nationale de sécurité sociale' },
  staffPayable: { account: '4432', label: 'Rémunérations dues au personnel' },
  bank: { account: '5141', label: 'Banques' },
  cash: { account: '5161', label: 'Caisses' },
};

export type Accounts = Record<AccountKey, string>;

export const defaultAccounts = (): Accounts => Object.fromEntries(ACCOUNT_KEYS.map((k) => [k, DEFAULT_ACCOUNTS[k].account])) as Accounts;

/** 4 to 10 digits, as the CGNC numbers its accounts and their sub-accounts. */
export const ACCOUNT_NUMBER = /^\d{4,10}$/;
