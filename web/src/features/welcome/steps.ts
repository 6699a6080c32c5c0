import type { Checklist } from './operations';

export type StepKey = Exclude<keyof Checklist, 'companyName' | '__typename'>;

export interface Step {
  key: StepKey;
  /** Where the step is done. */
  path: string;
  /** Only an Admin Société may do it (the screen is MANAGER-only on the server too). */
  managerOnly: boolean;
}

/** In the order a new company usually goes: its identity on documents, a site, the people, then a first quote. */
export const STEPS: readonly Step[] = [
  { key: 'companyDetails', path: '/parametres/societe', managerOnly: true },
  { key: 'firstSite', path: '/dashboard-chantiers', managerOnly: false },
  { key: 'teamInvited', path: '/parametres/equipe', managerOnly: true },
  { key: 'personnel', path: '/personnels', managerOnly: false },
  { key: 'suppliers', path: '/fournisseurs', managerOnly: false },
  { key: 'firstQuote', path: '/devis', managerOnly: false },
];

export const doneCount = (c: Checklist) => STEPS.filter((s) => c[s.key]).length;
