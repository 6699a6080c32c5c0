import { auditSite } from '../../core/audit/site-audited';
import { DailyLog } from './daily-log.entity';

const frenchDay = (day: string) => day.split('-').reverse().join('/');

// A day's log shows in its site's feed when first saved and when signed; the content of each save would flood it.
auditSite(DailyLog, {
  site: (l) => l.site,
  name: (l) => `Journal du ${frenchDay(l.day)}`,
  ignore: [
    'weatherMorning',
    'weatherAfternoon',
    'temperatureMin',
    'temperatureMax',
    'weatherNote',
    'stoppedByWeather',
    'manpower',
    'equipment',
    'deliveryPurchaseIds',
    'deliveryNote',
    'events',
    'incidents',
    'visitors',
    'signature',
    'signedBy',
    'signedAt',
    'createdBy',
    'updatedBy',
  ],
});
