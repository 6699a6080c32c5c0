import { randomUUID } from 'node:crypto';
import { Entity, Enum, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel, Unique } from '@mikro-orm/core';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@chantiers/schema';
import { Company } from '../../core/tenancy/company.entity';
import { TENANT_FILTER, type TenantFilterArgs } from '../../core/tenancy/company-scoped.entity';

/**
 * A type of document (SPEC §3): data, not code. A built-in type has no company and is everyone's (seeded by the
 * migration with fixed ids); a company adds its own. Names are unique, case, accents and spacing aside, within a
 * company and among the built-ins; a company's name may not repeat a built-in's (the service says so).
 *
 * Not a CompanyScoped: the tenant filter here lets through the caller's company's types AND the built-ins. It has
 * the same name, so the context's `scopeToCompany` binds it, and an em bound to no company fails as everywhere.
 */
@Entity({ tableName: 'document_type' })
@Filter({
  name: TENANT_FILTER,
  cond: (args: TenantFilterArgs) => ({ $or: [{ company: null }, { company: args.companyId }] }),
  default: true,
})
@Unique({ name: 'document_type_company_name_unique', properties: ['company', 'nameKey'] })
@Index({
  name: 'document_type_builtin_name_unique',
  expression: 'create unique index "document_type_builtin_name_unique" on "document_type" ("name_key") where "company_id" is null',
})
export class DocumentType {
  [OptionalProps]?: 'createdAt' | 'company';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Null: a built-in type. */
  @ManyToOne(() => Company, { nullable: true, deleteRule: 'cascade', index: false })
  company?: Rel<Company> | null;

  @Property({ length: 100 })
  name!: string;

  /** The name folded (lower case, no accents, single spaces): what uniqueness and the alphabetical order compare. */
  @Property({ type: 'text', hidden: true })
  nameKey!: string;

  @Enum({ items: () => [...DOCUMENT_CATEGORIES] })
  category!: DocumentCategory;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
