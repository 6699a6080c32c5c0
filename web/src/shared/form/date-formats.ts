/** A day as the api reads and writes it. */
export const WIRE_DATE = 'YYYY-MM-DD';
/** A day as people read it (and type it in a date field). */
export const SHOWN_DATE = 'DD/MM/YYYY';
