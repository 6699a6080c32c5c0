import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ClearActivityDocument, SaveActivityDocument } from '../../gql/graphql';
import { notifyError } from '../../shared/errors/notify';
import type { CellValue } from './activity-grid';

const key = (personnelId: string, day: string) => `${personnelId}:${day}`;

/**
 * The cells of a site's week as the user sees them: what the server answered, overlaid by what was just typed (shown
 * at once, saved in the background). A refused save puts the cell back and says why.
 */
export function useActivityCells(siteId: string) {
  const [overrides, setOverrides] = useState<Record<string, CellValue>>({});
  const refetchQueries = ['SiteActivityWeek', 'ActivityMonth', 'SiteFinanceSummary'];
  const [save] = useMutation(SaveActivityDocument, { refetchQueries });
  const [clear] = useMutation(ClearActivityDocument, { refetchQueries });

  const valueOf = (personnelId: string, day: string, server: CellValue): CellValue => {
    const k = key(personnelId, day);
    return k in overrides ? overrides[k] : server;
  };

  /** Sets cells of one value (a click, a key, a row or a day filled at once): one request. */
  const set = (cells: { personnelId: string; day: string }[], value: CellValue) => {
    if (!cells.length) return;
    setOverrides((o) => ({ ...o, ...Object.fromEntries(cells.map((c) => [key(c.personnelId, c.day), value])) }));
    const done = () =>
      setOverrides((o) => {
        const next = { ...o };
        for (const c of cells) delete next[key(c.personnelId, c.day)];
        return next;
      });
    const request =
      value === null
        ? clear({ variables: { cells: cells.map((c) => ({ siteId, ...c })) } })
        : save({ variables: { entries: cells.map((c) => ({ siteId, ...c, value })) } });
    void request.then(done, (err: unknown) => {
      done();
      notifyError(err);
    });
  };

  return { valueOf, set };
}
