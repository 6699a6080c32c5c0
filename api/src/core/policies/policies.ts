import type { Policy } from './authorize';

const STAFF = ['USER'] as const;
const ANY_ROLE = ['MANAGER', 'USER'] as const;
const MANAGER = ['MANAGER'] as const;

/** Company staff of either role. */
const member: Policy = { types: STAFF, roles: ANY_ROLE };
/** Company staff with the Admin Société role. */
const manager: Policy = { types: STAFF, roles: MANAGER };

/**
 * Which user types and roles may do what: the table ARCHITECTURE.md shows. Every operation of every door names
 * one of these actions; the policy matrix test (api/test/policy-matrix.test.ts) checks each against this table.
 */
export const POLICIES = {
  'files.upload': member,
  'sites.images.read': member,
  'suppliers.export': member,
  'personnel.export': member,
  'stock.export': member,
  'finance.export': member,
  'team.manage': manager,
} as const satisfies Record<string, Policy>;

export type Action = keyof typeof POLICIES;
