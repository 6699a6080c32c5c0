/** The period filter of a record list; either bound may be open (YYYY-MM-DD). */
export interface Period {
  from: string | null;
  to: string | null;
}

export const NO_PERIOD: Period = { from: null, to: null };
