/** Rows per page of every site-record list (and of the first page a cold link asks before the app has arrived). */
export const RECORD_PAGE_SIZE = 20;
