/*
 * The contract test's e-invoicing routes: the world's company is not concerned by e-invoicing (so its invoices stay
 * free of clearance), and its submission and answer routes can only refuse here (409, documented); clearance.test.ts
 * runs their states.
 */
type Made = Record<string, string>;
type Values = Partial<Record<'params' | 'query' | 'body', Record<string, unknown>>>;

export const EINVOICING_OVERRIDES: Record<string, (made: Made) => Values> = {
  'PUT /societe/parametres': () => ({ body: { retenueGarantie: '7', factureElectroniqueDepuis: null } }),
  'POST /factures/:id/soumission': (m) => ({ params: { id: m.invoice } }),
  'POST /factures/:id/reponse-plateforme': (m) => ({ params: { id: m.invoice }, body: { resultat: 'VALIDEE', numero: 'DGI-2026-1' } }),
};

export const EINVOICING_ERROR_ONLY: Record<string, string> = {
  'POST /factures/:id/soumission': 'an invoice of a company concerned by e-invoicing',
  'POST /factures/:id/reponse-plateforme': 'an invoice of a company concerned by e-invoicing',
};
