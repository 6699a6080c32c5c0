import { subscribe, subscribersOf } from '../core/events/domain-events';
import { apiModules } from '.';

// What reacts to each change, as the app wires it (services.ts): the modules' lists in the modules' order.
beforeAll(() => subscribe(apiModules.flatMap((m) => m.subscribers ?? [])));
afterAll(() => subscribe([]));

it.each([
  ['purchase.created', ['site month totals', 'webhooks']],
  ['purchase.updated', ['site month totals']],
  ['revenue.removed', ['site month totals']],
  ['serviceSheet.updated', ['site month totals']],
  ['activityDay.changed', ['site month totals']],
  ['site.created', ['notifications', 'webhooks']],
  ['site.archived', ['webhooks']],
  ['quote.changed', ['notifications']],
  ['quote.accepted', ['webhooks']],
  ['invoice.changed', ['notifications']],
  ['invoice.issued', ['webhooks']],
  ['invoice.paid', ['webhooks']],
  ['stock.moved', ['notifications', 'webhooks']],
  ['task.assigned', ['notifications']],
  ['personnel.assigned', ['notifications']],
  ['news.announced', ['notifications']],
] as const)('%s → %j', (event, reactions) => {
  expect(subscribersOf(event)).toEqual(reactions);
});
