import { groupsOf, hitLink, type SearchHit } from './search-hits';

const hit = (kind: SearchHit['kind'], title: string, extra: Partial<SearchHit> = {}): SearchHit => ({
  kind,
  id: `${kind.toLowerCase()}-1`,
  title,
  subtitle: null,
  siteId: null,
  day: null,
  ...extra,
});

describe('a search result', () => {
  it('opens the record’s screen, or its list searched for it', () => {
    expect(hitLink(hit('SITE', 'Villa Anfa'))).toBe('/detail-chantier/site-1');
    expect(hitLink(hit('QUOTE', 'DEV-2026-0001'))).toBe('/devis/quote-1');
    expect(hitLink(hit('INVOICE', 'FAC-2026-0001'))).toBe('/factures/invoice-1');
    expect(hitLink(hit('CLIENT', 'M. Bennani'))).toBe('/clients?modifier=client-1');
    expect(hitLink(hit('SUPPLIER', 'Béton & Fils'))).toBe('/fournisseurs/?q=B%C3%A9ton%20%26%20Fils');
    expect(hitLink(hit('PERSONNEL', 'Karim Alami'))).toBe('/personnels/?q=Karim%20Alami');
    expect(hitLink(hit('PRODUCT', 'Ciment'))).toBe('/stocks/?q=Ciment');
    expect(hitLink(hit('DOCUMENT', 'Plan', { siteId: 's1' }))).toBe('/detail-chantier/s1/documents');
    expect(hitLink(hit('TASK', 'Dalle', { siteId: 's1', day: '2026-12-14' }))).toBe('/detail-chantier/s1/planning?date=2026-12-14');
  });

  it('groups by kind in the order of each kind’s best result', () => {
    const groups = groupsOf([hit('TASK', 'a'), hit('SITE', 'b'), hit('TASK', 'c', { id: 't2' })]);
    expect(groups.map((g) => [g.kind, g.hits.map((h) => h.title)])).toEqual([
      ['TASK', ['a', 'c']],
      ['SITE', ['b']],
    ]);
  });
});
