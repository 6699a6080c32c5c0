import express, { type Request, type Router } from 'express';
import type { Context } from '../../core/context/context';
import { auditSite } from '../../core/audit/site-audited';
import { exportOperation, exportParam, exportRouter, periodParams, UUID_SCHEMA } from '../../core/export/export-router';
import type { ApiModule } from '../../core/modules/api-module';
import type { Action, Policy } from '../../core/policies/authorize';
import { POLICY } from '../../core/policies/policies';
import { exportSiteAndPeriod, queryValue } from '../../core/records/list-args';
import { siteRecordRoutes } from '../../core/records/rest-routes';
import { type LegacyKeys, legacyKeyOf } from '../../core/rest/legacy-keys';
import type { RouterOperation } from '../../core/rest/router-doc';
import { siteRecordFileName } from '../sites';
import { EXPORT_KIND, legacyKeyOfField, type RecordEntity, type RecordField, type SiteRecordSpec } from './record-spec';
import { recordResolver } from './record-resolver';
import { SiteRecordService } from './record-service';
import { recordTypes } from './record-types';

/** The export of a declared record: its router (CSV or Excel with a totals row) and its OpenAPI description. */
function recordExport<E extends RecordEntity, D, S>(spec: SiteRecordSpec<E, D, S>, service: SiteRecordService<E, D, S>, keys: LegacyKeys) {
  const x = spec.export;
  const filters = Object.entries(spec.filters ?? {});
  const doc = exportOperation({
    summary: x.summary,
    description: x.description,
    access: x.access ?? (`${spec.list}.export` as Action),
    parameters: [
      exportParam('idChantier', 'Le chantier.', UUID_SCHEMA, true),
      ...periodParams(),
      ...filters.map(([name, f]) => exportParam(legacyKeyOf(keys, name), f.description)),
    ],
  });
  const columns = x.columns.map((name) => [name, spec.fields[name]] as [string, RecordField<E>]);
  const router = (contextFor: (req: Request) => Context): Router =>
    exportRouter(contextFor, doc.access, async (ctx, _auth, req) => {
      const { siteId, period } = exportSiteAndPeriod(req);
      const filter = { ...period, ...Object.fromEntries(filters.map(([name]) => [name, queryValue(req, legacyKeyOf(keys, name))])) };
      const [rows, totals, fileName] = await Promise.all([
        service.all(ctx.em, siteId, filter),
        service.totals(ctx.em, siteId, filter),
        siteRecordFileName(ctx.em, x.name, siteId, period),
      ]);
      const cell = (r: E, [name, f]: [string, RecordField<E>]) =>
        f.computed ? f.computed(r) : ((r as unknown as Record<string, unknown>)[name] ?? '');
      return {
        name: x.name,
        fileName,
        columns: columns.map(([, f]) => ({ header: f.header ?? '', ...(EXPORT_KIND[f.kind] ? { kind: EXPORT_KIND[f.kind] } : {}), width: 18 })),
        rows: [
          ...rows.map((r) => columns.map((c) => cell(r, c) as string)),
          // 'Total' in the first column, the sums under their columns (a computed total too, when exported).
          columns.map(([name], i) => (i === 0 ? 'Total' : name in totals ? String(totals[name]) : '')),
        ],
      };
    });
  return { path: x.path, router, doc };
}

/**
 * Declares a site record from its spec: the GraphQL types and resolver, the service, the five legacy REST routes, the
 * export and the policy actions, all derived from the one list of fields. A record of its own module hands
 * `module(name)` to `apiModules`; a record inside a bigger module (finance) takes the pieces one by one.
 */
export function defineSiteRecord<E extends RecordEntity, D, S = never>(spec: SiteRecordSpec<E, D, S>) {
  const types = recordTypes(spec as SiteRecordSpec<E, unknown, unknown>);
  const service = new SiteRecordService<E, D, S>(spec, types.summed);
  const keys: LegacyKeys = Object.fromEntries(
    Object.entries(spec.fields).map(([name, f]) => [name, legacyKeyOfField(name, f as RecordField<never>)]),
  );
  const restRoutes = siteRecordRoutes({
    type: spec.type,
    list: spec.list,
    path: spec.rest.path,
    edit: spec.rest.edit,
    keys,
    totals: ['count', ...types.totalNames],
    filters: Object.fromEntries(Object.keys(spec.filters ?? {}).map((name) => [name, 'String' as const])),
  });
  const policies: Partial<Record<Action, Policy>> = spec.policies
    ? Object.fromEntries(
        [
          // A site's records: a USER on their own sites (the ownSites rule), as purchases and revenues.
          ['read', POLICY.onSites],
          ['create', POLICY.onSites],
          ['update', POLICY.onSites],
          ['delete', spec.policies.delete],
          ...(spec.export.access ? [] : [['export', spec.policies.export ?? POLICY.member]]),
        ].map(([verb, policy]) => [`${spec.list}.${verb as string}`, policy]),
      )
    : {};
  if (spec.audit) auditSite(spec.entity, { site: (r) => r.site, name: spec.audit.name });
  const exported = recordExport(spec, service, keys);
  return {
    spec,
    types,
    service,
    keys,
    resolver: recordResolver(spec, service, types),
    restRoutes,
    export: exported,
    policies,
    /** An ApiModule of this record alone, its export mounted under `/api/v1/chantiers`. */
    module(name: string): ApiModule {
      const doc: readonly RouterOperation[] = [{ ...exported.doc, path: exported.path }];
      return {
        name,
        entities: [spec.entity],
        resolvers: [this.resolver],
        restRoutes,
        routers: [{ path: '/chantiers', router: (contextFor) => express.Router().use(exported.path, exported.router(contextFor)), doc }],
        policies,
      };
    },
  };
}
