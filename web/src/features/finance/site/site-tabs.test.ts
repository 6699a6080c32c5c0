import { FINANCE_TABS } from './site-tab-keys';
import { SITE_RECORD_TABS } from './site-tabs';

it('names every record tab a link may open, and no other', () => {
  expect(['achats', ...SITE_RECORD_TABS.map((t) => t.key)]).toEqual([...FINANCE_TABS]);
});
