import type { AppServices } from '../core/context/context';
import { subscribe, subscribersOf } from '../core/events/domain-events';
import { apiModules } from '.';

// What reacts to each change, as the app wires it (services.ts): the modules' lists in the modules' order, each module's
// reactions made of the services after its plain subscribers (none is run here).
beforeAll(() => subscribe(apiModules.flatMap((m) => [...(m.subscribers ?? []), ...(m.reactions?.({} as AppServices) ?? [])])));
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
  ['dailyLog.signed', ['notifications', 'webhooks']],
  ['reserve.lifted', ['notifications', 'webhooks']],
  ['reserve.assigned', ['partner told', 'webhooks']],
  ['signature.answered', ['notifications', 'webhooks']],
  ['reception.signed', ['notifications', 'webhooks']],
  ['changeOrder.accepted', ['notifications', 'webhooks']],
] as const)('%s → %j', (event, reactions) => {
  expect(subscribersOf(event)).toEqual(reactions);
});
