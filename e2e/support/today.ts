/** Today in Morocco (UTC+1), as the app and the browser (timezoneId) count it: from 23:00 UTC it is tomorrow there. */
export const moroccoToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
