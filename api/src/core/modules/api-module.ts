import type { Request, Router } from 'express';
import type { AppServices, Context } from '../context/context';
import type { Subscriber } from '../events/domain-events';
import type { Action, Policy } from '../policies/authorize';
import type { RestRoute } from '../rest/facade';
import type { RouterOperation } from '../rest/router-doc';

/** An express router mounted at `path` (downloads, uploads: what is not a GraphQL operation). */
export interface MountedRouter {
  path: string;
  router: (contextFor: (req: Request) => Context) => Router;
  /**
   * Its operations for the OpenAPI document, declared beside the router (paths under `path`). Required: the contract
   * test walks the router's stack and fails on a route without its description.
   */
  doc: readonly RouterOperation[];
}

/**
 * What one api module registers. The central lists (entities, GraphQL resolvers, the REST table, express routers)
 * are built from `apiModules` (modules/index.ts) instead of naming every piece: a new module adds one line there.
 */
export interface ApiModule {
  name: string;
  /** MikroORM entity classes (order matters only for base classes, which come first). */
  entities?: readonly (abstract new (...args: any[]) => object)[];
  /** TypeGraphQL resolver classes. */
  resolvers?: readonly (new (...args: any[]) => object)[];
  /** Legacy `/api/v1` routes mapped onto GraphQL operations (rest/facade.ts). */
  restRoutes?: readonly RestRoute[];
  /** Express routers, mounted under `/api/v1` before the REST facade in this order. */
  routers?: readonly MountedRouter[];
  /**
   * Path prefixes of its REST routes that the legacy client calls outside `/api/v1` (SPEC §7 'Outside /api/v1',
   * '/typedocument'): those routes answer at the root as well, through the same facade.
   */
  rootPrefixes?: readonly string[];
  /** Its reactions to domain events (core/events): month totals, notifications, webhooks. */
  subscribers?: readonly Subscriber[];
  /**
   * Reactions that need the app's services (a mail through the outbox, with the public address in its link): made once
   * the services are (services.ts), and run after the module's `subscribers`.
   */
  reactions?: (services: AppServices) => readonly Subscriber[];
  /**
   * Its own actions and who may do them (core/policies: the names are listed in schema/policies.ts), added to the one
   * table when `apiModules` loads: a new module edits no central policy list.
   */
  policies?: Partial<Record<Action, Policy>>;
}
