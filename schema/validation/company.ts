import * as z from 'zod/mini';

/**
 * The company's settings a MANAGER changes (`/parametres/societe`). Assujettie à la TVA: its margins are on HT
 * amounts with the TVA apart; otherwise on TTC amounts.
 */
export const companySettingsSchema = z.object({
  vatSubject: z.boolean({ error: 'company.vatSubject.required' }),
});
export type CompanySettingsData = z.output<typeof companySettingsSchema>;
