/** Today's date in Morocco (YYYY-MM-DD), whatever the server's time zone: what a site's day is. */
export const todayInMorocco = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
