import type { AuthCheckerFn } from 'type-graphql';
import type { Context } from '../../context';
import { AppError } from '../errors/app-error';
import { scopeToCompany } from '../tenancy/scope';

/** @Authorized() needs a signed-in user; @Authorized('MANAGER') also that role. Binds the em to the company. */
export const authChecker: AuthCheckerFn<Context> = async ({ context }, roles) => {
  const auth = await context.authenticate();
  if (!auth) throw AppError.unauthenticated();
  if (roles.length && !roles.includes(auth.role)) throw AppError.forbidden();
  context.auth = auth;
  scopeToCompany(context.em, auth.companyId);
  return true;
};
