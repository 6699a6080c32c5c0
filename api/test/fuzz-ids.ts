/** The fuzz company's records (fuzz-setup.ts makes them), and which one an id argument names. */

/** Record ids the fuzz company holds, by kind. */
export interface FuzzIds {
  site: string;
  supplier: string;
  personnel: string;
  assignment: string;
  product: string;
  purchase: string;
  revenue: string;
  serviceSheet: string;
  /** A planning task of the fuzz site (a task's id, its dependencies, the task a conflict check edits). */
  task: string;
  /** A follow-up sheet of the fuzz site. */
  followUp: string;
  /** A document of the fuzz site, and a built-in document type. */
  document: string;
  documentType: string;
  /** A plan of the fuzz site, and a réserve pinned on it. */
  plan: string;
  reserve: string;
  /** Another member of the company (never the signed-in manager, whose session the fuzz needs). */
  user: string;
  manager: string;
}

/** Which record an `id` argument names, from the operation's name ('deleteServiceSheet' -> serviceSheet). */
const NOUNS: [string, keyof FuzzIds][] = [
  ['servicesheet', 'serviceSheet'],
  ['followup', 'followUp'],
  ['task', 'task'],
  ['stockproduct', 'product'],
  ['assignment', 'assignment'],
  ['personnel', 'personnel'],
  ['purchase', 'purchase'],
  ['supplier', 'supplier'],
  ['revenue', 'revenue'],
  ['person', 'personnel'],
  ['user', 'user'],
  ['document', 'document'],
  ['site', 'site'],
  ['reserve', 'reserve'],
  ['plan', 'plan'],
];

export function idFor(operation: string, name: string, ids: FuzzIds): string | null {
  const key = name.replace(/Ids?$/, '').toLowerCase();
  const byName: Record<string, keyof FuzzIds> = {
    site: 'site',
    product: 'product',
    personnel: 'personnel',
    supplier: 'supplier',
    user: 'user',
    manager: 'manager',
    type: 'documentType',
    plan: 'plan',
  };
  if (byName[key]) return ids[byName[key]];
  // Files are claimed by the first operation that takes them; an absent file is the common case.
  if (key.endsWith('file')) return null;
  const noun = NOUNS.find(([n]) => operation.toLowerCase().includes(n));
  return noun ? ids[noun[1]] : '00000000-0000-4000-8000-000000000000';
}
