/** Dates travel as 'YYYY-MM-DD' and are shown as 'DD/MM/YYYY'. */
export const WIRE_FORMAT = 'YYYY-MM-DD';
export const SHOWN_FORMAT = 'DD/MM/YYYY';

export { exportQuery, NO_PERIOD, type Period } from '../../../shared/records/period';
