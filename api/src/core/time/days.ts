import dayjs from 'dayjs';

/** A calendar day (YYYY-MM-DD) `n` days later (earlier when negative): calendar arithmetic, the server's zone aside. */
export const addDays = (day: string, n: number): string => dayjs(day).add(n, 'day').format('YYYY-MM-DD');
