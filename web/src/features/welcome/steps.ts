import type { Action } from '@chantiers/schema';
import type { Checklist } from './operations';

export type StepKey = Exclude<keyof Checklist, 'companyName' | '__typename'>;

export interface Step {
  key: StepKey;
  /** Where the step is done. */
  path: string;
  /** What doing it is, in the api's policy table: whoever may not do it is told an Admin Société does it. */
  action: Action;
}

/** In the order a new company usually goes: its identity on documents, a site, the people, then a first quote. */
export const STEPS: readonly Step[] = [
  { key: 'companyDetails', path: '/parametres/societe', action: 'company.update' },
  { key: 'firstSite', path: '/dashboard-chantiers', action: 'sites.create' },
  { key: 'teamInvited', path: '/parametres/equipe', action: 'team.manage' },
  { key: 'personnel', path: '/personnels', action: 'personnel.create' },
  { key: 'suppliers', path: '/fournisseurs', action: 'suppliers.create' },
  { key: 'firstQuote', path: '/devis', action: 'quotes.create' },
];

export const doneCount = (c: Checklist) => STEPS.filter((s) => c[s.key]).length;
