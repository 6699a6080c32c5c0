import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { buildSchemaSync } from 'type-graphql';
import { authChecker } from '../core/auth/auth-checker';
import { guardTextArguments } from '../core/errors/unsafe-text';
import { AccountsResolver } from '../modules/accounts/accounts.resolver';
import { UserDetailsResolver } from '../modules/accounts/user-details.resolver';
import { ProfileResolver } from '../modules/profile/profile.resolver';
import { SitesResolver } from '../modules/sites/sites.resolver';
import { SiteNewsResolver } from '../modules/sites/news/site-news.resolver';
import { SiteImagesResolver } from '../modules/sites/images/site-images.resolver';
import { SuppliersResolver } from '../modules/suppliers/suppliers.resolver';
import { PersonnelResolver } from '../modules/personnel/personnel.resolver';
import { AssignmentsResolver } from '../modules/personnel/assignments/assignments.resolver';
import { StockResolver } from '../modules/stock/stock.resolver';
import { PurchasesResolver } from '../modules/finance/purchases/purchases.resolver';
import { RevenuesResolver } from '../modules/finance/revenues/revenues.resolver';
import { ServiceSheetsResolver } from '../modules/finance/service-sheets/service-sheets.resolver';
import { GlobalFinanceResolver } from '../modules/finance/global/global-finance.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { TeamResolver } from '../modules/team/team.resolver';

let cached: GraphQLSchema | undefined;

export function buildGraphQLSchema(): GraphQLSchema {
  // Every argument of both doors is checked for text PostgreSQL or UTF-16 cannot hold (core/errors/unsafe-text).
  cached ??= guardTextArguments(
    buildSchemaSync({
      resolvers: [
        AccountsResolver,
        UserDetailsResolver,
        ProfileResolver,
        TeamResolver,
        SitesResolver,
        SuppliersResolver,
        PersonnelResolver,
        AssignmentsResolver,
        StockResolver,
        PurchasesResolver,
        RevenuesResolver,
        ServiceSheetsResolver,
        GlobalFinanceResolver,
        DashboardResolver,
        SiteNewsResolver,
        SiteImagesResolver,
      ],
      authChecker,
      authMode: 'error',
      validate: false,
      scalarsMap: [{ type: Date, scalar: DateTimeISOResolver }],
    }),
  );
  return cached;
}

/** The SDL committed as schema/schema.graphql, in a stable order. */
export function printGraphQLSchema(): string {
  return `${printSchema(lexicographicSortSchema(buildGraphQLSchema()))}\n`;
}
