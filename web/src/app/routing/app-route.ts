import type { DocumentNode } from 'graphql';
import type { Action } from '@chantiers/schema';
import type { ComponentType } from 'react';

/**
 * Who may open a route: 'public' (anyone, signed in or not), or the action of the api's policy table a private
 * route's screen mainly reads (schema/policies.ts): the route is shown when the user may do it (useCan), so the web
 * and the api hold one vocabulary. A partner's screens name a partner's action, the company's a staff one.
 */
export type Access = 'public' | Action;

export type MenuIcon =
  | 'dashboard'
  | 'sites'
  | 'quotes'
  | 'invoices'
  | 'clients'
  | 'finance'
  | 'stock'
  | 'planning'
  | 'activity'
  | 'suppliers'
  | 'personnel'
  | 'settings'
  | 'back'
  | 'detail'
  | 'news'
  | 'documents'
  | 'followUp'
  | 'dailyLog'
  | 'plans'
  | 'reserves'
  | 'reception'
  | 'upgrade';

/** The sidebar of SPEC §2 the route appears in: the company's, a partner's, or the one inside a site. */
export type MenuArea = 'company' | 'partner' | 'site';

export interface MenuSlot {
  area: MenuArea;
  /** Position in its menu: entries sort by it. */
  order: number;
  labelId: string;
  icon: MenuIcon;
  /** The entry stays selected on every path under this one (its sibling screens: '/parametres'). */
  section?: string;
  /** Who sees the entry, when fewer than may open the screen (the upgrade entry: the Admin Société, who subscribes). */
  access?: Action;
}

export interface AppRoute {
  /** As SPEC §2 spells it, in react-router's pattern syntax. */
  path: string;
  access: Access;
  /** Message id of the document title; a function when it depends on the route's parameters. */
  titleId?: string | ((params: Record<string, string | undefined>) => string);
  /** The screen, its own chunk. A route without one is planned by SPEC §2 and shows the 'coming soon' state. */
  screen?: () => Promise<{ default: ComponentType }>;
  /**
   * The screen's first queries, asked with the app's client as soon as it exists when a link opens the screen cold
   * (not once the screen's code has arrived and drawn): a module of its own, light (the screen's documents only).
   */
  prefetch?: () => Promise<{ default: RoutePrefetch }>;
  menu?: MenuSlot;
}

/**
 * Asks `client` the queries a screen opened at `params` and `search` starts with, exactly as the screen asks them:
 * first the entry's plain asker (before the app has arrived), then the app's client, which takes those answers.
 */
export type RoutePrefetch = (client: QueryAsker, at: { params: Record<string, string>; search: URLSearchParams }) => void;

/** The one thing a prefetch needs of a client. */
export interface QueryAsker {
  query(options: { query: DocumentNode; variables?: Record<string, unknown>; context?: Record<string, unknown> }): Promise<unknown>;
}

/** Whether the user may do an action (useCan's answer, or a test's). */
export type CanDo = (action: Action) => boolean;

export function canAccess(access: Access, can: CanDo): boolean {
  return access === 'public' || can(access);
}
