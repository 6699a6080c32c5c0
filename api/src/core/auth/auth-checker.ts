import type { AuthCheckerFn } from 'type-graphql';
import type { Context } from '../context/context';
import { authorize } from '../policies/authorize';
import { requireScope } from './api-token-access';
import { isAction } from '../policies/policies';
import { scopeToCompany } from '../tenancy/scope';
import { siteAccessFor } from '../tenancy/site-access';

/**
 * `@Authorized('sites.read')`: the caller must pass the action's policy (core/policies). Binds the em to the company.
 * TypeGraphQL hands the decorator's arguments over as `roles`.
 */
export const authChecker: AuthCheckerFn<Context> = async ({ context, info }, roles) => {
  const [action, ...extra] = roles;
  // Fails closed: an operation without exactly one known action is a programming error, never an open door.
  if (extra.length || !isAction(action))
    throw new Error(`@Authorized takes exactly one action of core/policies/policies.ts, got ${JSON.stringify(roles)}`);
  const auth = authorize(await context.authenticate(), action);
  // A personal access token's scopes (issue 21): the REST facade runs its routes through here too.
  requireScope(auth, info.operation.operation === 'mutation' ? 'write' : 'read');
  context.auth = auth;
  scopeToCompany(context.em, auth.companyId, siteAccessFor(auth));
  return true;
};
