import { on } from '../../core/events/domain-events';
import { notify } from './notify';

const NAME = 'notifications';

/** The changes that tell someone (SPEC §4 notifications), written in the change's transaction. */
export const notificationSubscribers = [
  on('site.created', NAME, (tx, e) => notify.siteGiven(tx, e.site, null, e.by)),
  on('site.updated', NAME, (tx, e) => notify.siteGiven(tx, e.site, e.managerBefore, e.by)),
  on('news.announced', NAME, (tx, e) => notify.announced(tx, e.entry, e.site, e.by)),
  on('quote.changed', NAME, (tx, e) => notify.quoteChanged(tx, e.quote)),
  on('quote.removed', NAME, (tx, e) => notify.quoteRemoved(tx, e.companyId, e.quoteId)),
  on('invoice.changed', NAME, (tx, e) => notify.invoiceChanged(tx, e.invoice)),
  on('task.assigned', NAME, (tx, e) => notify.taskGiven(tx, e.task, e.personnelIds, e.by)),
  on('personnel.assigned', NAME, (tx, e) => notify.assigned(tx, e.companyId, e.assignments, e.by)),
  on('stock.moved', NAME, (tx, e) => notify.stockMoved(tx, e)),
  on('dailyLog.signed', NAME, (tx, e) => notify.dailyLogSigned(tx, e.log, e.site, e.by)),
  on('reserve.lifted', NAME, (tx, e) => notify.reserveLifted(tx, e.reserve, e.site, e.by)),
  on('signature.answered', NAME, (tx, e) => notify.documentAnswered(tx, e.request)),
  on('reception.signed', NAME, (tx, e) => notify.receptionSigned(tx, e.reception, e.site, e.by)),
  on('changeOrder.accepted', NAME, (tx, e) => notify.changeOrderAccepted(tx, e.order, e.quote)),
];
