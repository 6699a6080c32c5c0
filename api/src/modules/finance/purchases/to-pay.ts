import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, Int, ObjectType } from 'type-graphql';
import { SiteRef } from '../../../core/records/site-ref';
import { visibleSitesSql, visibleTo } from '../../../core/tenancy/site-access';
import { DecimalScalar } from '../../../graphql/scalars';
import { money } from '../money';

@ObjectType('SiteToPayView', { description: 'Ce qu’il reste à régler aux fournisseurs sur un chantier.' })
export class SiteToPayView {
  @Field(() => SiteRef) site!: SiteRef;
  @Field(() => DecimalScalar, { description: 'Σ (TTC − réglé) des achats non soldés.' }) amount!: string;
  @Field(() => Int, { description: 'Le nombre d’achats non soldés.' }) count!: number;
}

@ObjectType('ToPayView', { description: 'À régler : ce qu’il reste à payer aux fournisseurs, en tout et par chantier.' })
export class ToPayView {
  @Field(() => DecimalScalar) total!: string;
  @Field(() => Int) count!: number;
  @Field(() => [SiteToPayView], { description: 'Les chantiers qui doivent le plus, du plus grand reste au plus petit.' })
  sites!: SiteToPayView[];
}

interface Row {
  site_id: string | null;
  name: string | null;
  amount: string;
  n: string;
}

/**
 * What is left to pay to suppliers, over the sites the caller works on (a USER's own): the total, then the `limit`
 * sites owing most. One statement on the partial index of unsettled purchases (purchase_to_pay_idx).
 */
export async function toPay(em: EntityManager, companyId: string, limit: number): Promise<ToPayView> {
  const mine = visibleSitesSql(visibleTo(em), 'p.site_id');
  const rows = await em.getConnection().execute<Row[]>(
    `with owed as (
       select p.site_id, sum(p.amount_ttc - p.amount_paid) as amount, count(*) as n
         from purchase p where p.company_id = ? and p.amount_paid < p.amount_ttc${mine.sql}
        group by p.site_id)
     (select null as site_id, null as name, coalesce(sum(amount), 0) as amount, coalesce(sum(n), 0) as n from owed)
     union all
     (select o.site_id, s.name, o.amount, o.n from owed o join site s on s.id = o.site_id order by o.amount desc, s.name limit ?)`,
    [companyId, ...mine.params, limit],
    'all',
    em.getTransactionContext(),
  );
  const [all, ...sites] = rows;
  return {
    total: money(all.amount),
    count: Number(all.n),
    sites: sites.map((r) => ({ site: { id: r.site_id!, name: r.name! }, amount: money(r.amount), count: Number(r.n) })),
  };
}
